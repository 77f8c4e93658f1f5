/**
 * Image URLs on link-local addresses (169.254.0.0/16 with cloud metadata at 169.254.169.254,
 * fe80::/10, AWS's fd00:ec2::254) are refused with a 400 naming the field, in every field that
 * takes a URL, written in any form the URL parser accepts, and after a redirect. Loopback stays
 * allowed; --allow-link-local lifts the rule. The transport is a stand-in that never connects
 * (fake-http.ts), so these tests cannot contact a metadata service even if the rule breaks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeHttp, type FakeHttp } from './fake-http';
import { blob, startTestEmulator, waitFor, type TestEmulator } from './helpers';
import { kitchen } from './images';

const REFUSED = 'is a link-local address, which the emulator does not fetch (cloud metadata services live there); start it with --allow-link-local to allow it';

let photo: Buffer;
let fake: FakeHttp;
let emu: TestEmulator;
let open: TestEmulator;
let openFake: FakeHttp;
let assetId: string;

const route = (url: URL): { image: Buffer } | { redirect: string } => {
  if (url.pathname === '/to-metadata') return { redirect: 'http://169.254.169.254/latest/meta-data/' };
  if (url.pathname === '/to-v6') return { redirect: 'http://[fe80::1]/photo.jpg' };
  if (url.pathname === '/to-loopback') return { redirect: 'http://127.0.0.1:9/photo.jpg' };
  return { image: photo };
};

beforeAll(async () => {
  photo = await kitchen();
  fake = fakeHttp(route);
  openFake = fakeHttp(route);
  emu = await startTestEmulator({ httpGet: fake.get });
  open = await startTestEmulator({ httpGet: openFake.get, allowLinkLocal: true });
  assetId = (await emu.upload(photo)).id;
});
afterAll(async () => {
  await emu.handle.close();
  await open.handle.close();
});

/** The URL forms that all mean a link-local host, with the address the message names. */
const LINK_LOCAL: readonly (readonly [string, string])[] = [
  ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
  ['https://169.254.169.254/computeMetadata/v1/', '169.254.169.254'],
  ['http://169.254.1.1:8080/photo.jpg', '169.254.1.1'],
  ['http://2852039166/photo.jpg', '169.254.169.254'],
  ['http://0xA9FEA9FE/photo.jpg', '169.254.169.254'],
  ['http://0251.0376.0251.0376/photo.jpg', '169.254.169.254'],
  ['http://169.254.169.254./photo.jpg', '169.254.169.254'],
  ['http://[::ffff:169.254.169.254]/photo.jpg', '::ffff:a9fe:a9fe'],
  ['http://[fe80::1]/photo.jpg', 'fe80::1'],
  ['http://[febf:ffff::1]/photo.jpg', 'febf:ffff::1'],
  ['http://[fd00:ec2::254]/latest/meta-data/', 'fd00:ec2::254'],
];

async function message(response: Response): Promise<{ status: number; message: unknown }> {
  return { status: response.status, message: ((await response.json()) as { message?: unknown }).message };
}

const linkLocalRequested = (f: FakeHttp): string[] => f.requested.filter((url) => /169\.254|a9fe|fe80|febf|fd00/i.test(url));

describe('link-local image URLs are refused', () => {
  it.each(LINK_LOCAL)('upload image_url %s', async (url, address) => {
    expect(await message(await emu.postForm('/assets/upload', { image_url: url }))).toEqual({ status: 400, message: `image_url: ${address} ${REFUSED}` });
  });

  it('in every field that takes a URL', async () => {
    const url = 'http://169.254.169.254/latest/meta-data/iam/';
    const refused = (field: string): { status: number; message: string } => ({ status: 400, message: `${field}: 169.254.169.254 ${REFUSED}` });
    expect(await message(await emu.postForm('/creative_upscale', { image_url: url }))).toEqual(refused('image_url'));
    expect(await message(await emu.postJson('/renovate', { image_url: url, style_id: 'modern' }))).toEqual(refused('image_url'));
    expect(await message(await emu.postJson('/kitchen_cabinets', { image_url: url, style_id: 'modern' }))).toEqual(refused('image_url'));
    const material = { material_id: 'm1', image_url: url, installation_location: 'FLOORS' };
    expect(await message(await emu.postJson('/renovate', { asset_id: assetId, style_id: 'modern', materials: [material] }))).toEqual(refused('materials[0].image_url'));
    expect(await message(await emu.postForm('/style_transfer', { asset_id: assetId, style_image_url: url }))).toEqual(refused('style_image_url'));
  });

  it('in a batch, where the image fails with the reason', async () => {
    const submitted = await emu.postJson('/analyze/batch', { images: [{ image_url: 'http://[fe80::1]/a.jpg', image_id: 'a' }] });
    const { batch_id: batchId } = (await submitted.json()) as { batch_id: string };
    const done = await waitFor(async () => {
      const body = (await (await emu.api(`/analyze/batch/${batchId}`)).json()) as { status: string; results: { error: string }[] };
      return body.status === 'processing' ? undefined : body;
    });
    expect(done.status).toBe('failed');
    expect(done.results[0]?.error).toBe(`image_url: fe80::1 ${REFUSED}`);
  });

  it('after a redirect, to an IPv4 or an IPv6 link-local address', async () => {
    expect(await message(await emu.postForm('/assets/upload', { image_url: 'http://photos.test/to-metadata' }))).toEqual({
      status: 400,
      message: `image_url: redirected to 169.254.169.254, a link-local address, which the emulator does not fetch (cloud metadata services live there); start it with --allow-link-local to allow it`,
    });
    expect((await message(await emu.postForm('/assets/upload', { image_url: 'http://photos.test/to-v6' }))).message).toMatch(/^image_url: redirected to fe80::1, a link-local address/);
  });

  it('never asks the network for a link-local URL', () => {
    expect(fake.requested.length).toBeGreaterThan(0);
    expect(linkLocalRequested(fake)).toEqual([]);
  });
});

describe('what stays allowed', () => {
  it('loopback and ordinary hosts, directly and after a redirect', async () => {
    expect((await emu.postForm('/assets/upload', { image_url: 'http://127.0.0.1:9/photo.jpg' })).status).toBe(200);
    expect((await emu.postForm('/assets/upload', { image_url: 'http://[::1]:9/photo.jpg' })).status).toBe(200);
    expect((await emu.postForm('/assets/upload', { image_url: 'http://photos.test/to-loopback' })).status).toBe(200);
    expect((await emu.postForm('/assets/upload', { image: blob(photo) })).status).toBe(200);
  });

  it('with --allow-link-local, link-local URLs are fetched', async () => {
    for (const [url] of LINK_LOCAL) expect((await open.postForm('/assets/upload', { image_url: url })).status).toBe(200);
    expect((await open.postForm('/assets/upload', { image_url: 'http://photos.test/to-metadata' })).status).toBe(200);
    expect(linkLocalRequested(openFake)).toHaveLength(LINK_LOCAL.length + 1);
  });
});
