/**
 * Shared plumbing of the contract suites: one live emulator per test file, the extension's own
 * API client pointed at it, the emulator's control API (faults, request log, reset, credits)
 * spoken over HTTP, and checks on hosted images and on coded client errors.
 */
import { createServer } from 'node:http';
import type { LoggedRequest } from '../../emulator/request-log';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { EmulatorOptions } from '../../emulator/options';
import { startEmulator, type EmulatorHandle } from '../../emulator/server';
import { createApiClient, isApiError, type ApiClient, type ApiError, type ApiErrorCode } from '../../lib/api/client';

export { HEIGHT, WIDTH, bedroom, checkerTexture, exterior, kitchen, livingRoom, orangeTealStyle } from '../../emulator/test/images';

/** The key the contract emulators accept. */
export const KEY = 'contract-key-0123456789';
/** A well-formed key the emulators refuse. */
export const WRONG_KEY = 'wrong-key-9876543210';

/** An injected fault, as POST /__emulator/faults takes it. */
export interface FaultInput {
  readonly path?: string;
  readonly method?: string;
  readonly times?: number;
  readonly delay_ms?: number;
  readonly status?: number;
  readonly body?: unknown;
  readonly malformed?: boolean;
  readonly drop?: boolean;
}

/** One entry of GET /__emulator/requests: the emulator's own record type. */
export type { LoggedRequest };

/** A response the client received, as it came over the wire (recorded by the injected fetch). */
export interface WireResponse {
  readonly method: string;
  /** Path relative to the API base, e.g. `/renovate`. */
  readonly path: string;
  readonly status: number;
  /** Parsed JSON, or `undefined` when the body was not JSON. */
  readonly body: unknown;
}

/** What `imageAt` learnt about a hosted image. */
export interface HostedImage {
  readonly width: number;
  readonly height: number;
  readonly format: string;
  readonly bytes: Buffer;
}

/** A live emulator plus the clients and helpers bound to it. */
export interface Contract {
  readonly emu: EmulatorHandle;
  /** The extension's client with the right key; its fetch records responses in `wire`. */
  readonly api: ApiClient;
  /** Responses the `api` client received, oldest first. */
  readonly wire: WireResponse[];
  /** A client with other settings (a wrong key, no retries...) on the plain global fetch. */
  client(options?: { apiKey?: string; tries?: number }): ApiClient;
  fault(fault: FaultInput | readonly FaultInput[]): Promise<void>;
  requests(): Promise<LoggedRequest[]>;
  clearRequests(): Promise<void>;
  /** POST /__emulator/reset, and forget recorded wire responses. */
  reset(): Promise<void>;
  setCredits(credits: { renovation_credits?: number; staging_credits?: number }): Promise<void>;
  /** Downloads a hosted image (no key, as a CDN), checking it is one of the emulator's files. */
  imageAt(url: string): Promise<HostedImage>;
  /** The last wire response for `method path`. */
  lastWire(method: string, path: string): WireResponse;
}

/** Client settings shared by every contract client: fast GET retries. */
const RETRY = { baseDelayMs: 1 } as const;

/** Starts an emulator on a free port and binds the helpers to it. */
export async function startContract(options: Partial<EmulatorOptions> = {}): Promise<Contract> {
  const emu = await startEmulator({ port: 0, apiKey: KEY, batchImageDelayMs: 20, ...options });
  const wire: WireResponse[] = [];

  const recordingFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const text = await response.clone().text();
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = undefined;
    }
    wire.push({ method: init?.method ?? 'GET', path: url.slice(emu.baseUrl.length), status: response.status, body });
    return response;
  };

  const admin = async (path: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<unknown> => {
    const init: RequestInit = { method };
    if (body !== undefined) {
      init.headers = { 'content-type': 'application/json' };
      init.body = JSON.stringify(body);
    }
    const response = await fetch(`${emu.url}/__emulator${path}`, init);
    const text = await response.text();
    if (!response.ok) throw new Error(`control API ${method} ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as unknown;
  };

  return {
    emu,
    api: createApiClient({ baseUrl: emu.baseUrl, apiKey: KEY, fetch: recordingFetch, retry: RETRY }),
    wire,
    client: ({ apiKey = KEY, tries } = {}) => createApiClient({ baseUrl: emu.baseUrl, apiKey, retry: { ...RETRY, tries } }),
    async fault(fault) {
      await admin('/faults', 'POST', fault);
    },
    async requests() {
      return ((await admin('/requests', 'GET')) as { requests: LoggedRequest[] }).requests;
    },
    async clearRequests() {
      await admin('/requests', 'DELETE');
    },
    async reset() {
      await admin('/reset', 'POST');
      wire.length = 0;
    },
    async setCredits(credits) {
      await admin('/credits', 'POST', credits);
    },
    async imageAt(url) {
      expect(url.startsWith(`${emu.url}/files/`), `${url} is hosted by the emulator`).toBe(true);
      const response = await fetch(url);
      expect(response.status, `GET ${url}`).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await response.arrayBuffer());
      const { width, height, format } = await sharp(bytes).metadata();
      if (width === undefined || height === undefined || format === undefined) throw new Error(`${url} is not a decodable image`);
      return { width, height, format, bytes };
    },
    lastWire(method, path) {
      const found = wire.filter((entry) => entry.method === method && entry.path === path).at(-1);
      if (found === undefined) throw new Error(`no recorded response for ${method} ${path}`);
      return found;
    },
  };
}

/** A Blob of bytes, typed as the caller says (the client names the part after the type). */
export function blob(bytes: Buffer | string, type = 'image/jpeg'): Blob {
  return new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type });
}

/** Bytes that are not an image, in a Blob that claims to be one. */
export const NOT_AN_IMAGE = (): Blob => blob('this is plain text, not a photo', 'image/jpeg');

/**
 * Awaits a call that must fail with an `ApiError` of `code` carrying HTTP `status`; an omitted
 * status means no response may have arrived (network, timeout, client-side refusal).
 */
export async function expectApiError(promise: Promise<unknown>, code: ApiErrorCode, status?: number): Promise<ApiError> {
  const outcome = await promise.then(
    (value: unknown) => ({ settled: 'resolved' as const, value }),
    (error: unknown) => ({ settled: 'rejected' as const, error }),
  );
  if (outcome.settled === 'resolved') throw new Error(`expected ApiError ${code}, but the call resolved with ${JSON.stringify(outcome.value)}`);
  const { error } = outcome;
  if (!isApiError(error)) throw new Error(`expected ApiError ${code}, got ${String(error)}`);
  expect({ code: error.code, status: error.status, message: error.message }).toEqual({ code, status, message: expect.any(String) });
  return error;
}

/** Sorted keys of an object, for exact field-set comparisons. */
export function keysOf(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) throw new Error(`not an object: ${JSON.stringify(value)}`);
  return Object.keys(value).sort();
}

/** Sorted copy of field names, for comparison with `keysOf`. */
export function fields(...names: string[]): string[] {
  return [...names].sort();
}

/** An http URL on a loopback port nothing listens on. */
export async function unreachableUrl(path = '/photo.jpg'): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}${path}`;
}

/** Requests of the log that went to `path` (relative to /public/v1). */
export function to(log: readonly LoggedRequest[], path: string, method?: string): LoggedRequest[] {
  return log.filter((entry) => entry.path === path && (method === undefined || entry.method === method));
}

/** Polls `check` until it returns a value, or fails after `timeoutMs`. */
export async function until<T>(check: () => Promise<T | undefined>, timeoutMs = 5000, intervalMs = 15): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
