/**
 * Host names that resolve to a link-local address are refused when the connection is made (no
 * gap between checking a DNS answer and using it). The resolver here is a stand-in; the only
 * link-local answer it gives is fe80::1, which cannot be reached without an interface scope, so
 * no test here can contact a metadata service.
 */
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchImage, ImageFetchError } from '../fetch-image';
import { createHttpGet } from '../http-get';
import { guardedLookup, LinkLocalLookupError } from '../link-local';
import { serveBytes, startStubServer, type StubServer } from './helpers';
import { kitchen } from './images';

/** A resolver from a table: name -> addresses. */
const ANSWERS: Record<string, LookupAddress[]> = {
  'photos.test': [{ address: '127.0.0.1', family: 4 }],
  'metadata.test': [{ address: '169.254.169.254', family: 4 }],
  'mixed.test': [
    { address: '127.0.0.1', family: 4 },
    { address: 'fe80::1', family: 6 },
  ],
  'v6.test': [{ address: 'fe80::1', family: 6 }],
};
const fakeResolver = (hostname: string, _options: unknown, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void): void => {
  const found = ANSWERS[hostname];
  if (found === undefined) callback(Object.assign(new Error(`no such name ${hostname}`), { code: 'ENOTFOUND' }), []);
  else callback(null, found);
};

/** Calls a lookup the way net.connect does, with or without `all`. */
function resolveWith(lookup: LookupFunction, hostname: string, all: boolean): Promise<unknown> {
  return new Promise((resolve, reject) => {
    lookup(hostname, { all }, (error: NodeJS.ErrnoException | null, address: unknown) => (error ? reject(error) : resolve(address)));
  });
}

describe('guardedLookup', () => {
  const lookup = guardedLookup(fakeResolver);

  it.each([
    ['metadata.test', '169.254.169.254'],
    ['mixed.test', 'fe80::1'],
    ['v6.test', 'fe80::1'],
  ])('refuses %s (it resolves to %s)', async (hostname, address) => {
    for (const all of [true, false]) {
      const error = await resolveWith(lookup, hostname, all).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LinkLocalLookupError);
      expect((error as Error).message).toBe(`${hostname} resolves to ${address}, a link-local address, which the emulator does not fetch (cloud metadata services live there); start it with --allow-link-local to allow it`);
    }
  });

  it('passes other answers through in both shapes', async () => {
    expect(await resolveWith(lookup, 'photos.test', true)).toEqual([{ address: '127.0.0.1', family: 4 }]);
    expect(await resolveWith(lookup, 'photos.test', false)).toBe('127.0.0.1');
    expect(await resolveWith(lookup, 'nowhere.test', false).catch((e: { code?: string }) => e.code)).toBe('ENOTFOUND');
  });
});

describe('the network transport uses the guard', () => {
  let stub: StubServer;
  let port: string;
  beforeAll(async () => {
    stub = await startStubServer({ '/photo.jpg': serveBytes(await kitchen(), 'image/jpeg') });
    port = new URL(stub.url).port;
  });
  afterAll(async () => {
    await stub.close();
  });

  const deps = (allowLinkLocal: boolean) => ({
    get: createHttpGet({ allowLinkLocal, lookup: guardedLookup(fakeResolver) }),
    allowLinkLocal,
    timeoutMs: 2000,
    maxBytes: 1024 * 1024,
    isLocal: () => false,
    readLocal: async () => undefined,
  });

  it('connects through the guarded resolver (a name only it knows reaches the loopback stub)', async () => {
    expect((await fetchImage(`http://photos.test:${port}/photo.jpg`, deps(false))).length).toBeGreaterThan(100);
  });

  it('refuses a name resolving to a link-local address before connecting, with the reason', async () => {
    const error = await fetchImage(`http://v6.test:${port}/photo.jpg`, deps(false)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageFetchError);
    expect((error as Error).message).toMatch(/^v6\.test resolves to fe80::1, a link-local address, which the emulator does not fetch/);
  });
});
