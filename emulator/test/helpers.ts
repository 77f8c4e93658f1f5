/** Shared test plumbing: an emulator per file, key-carrying fetch helpers, and a local image server. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmulator, type EmulatorHandle } from '../server';
import type { EmulatorOptions } from '../options';

/** The key test emulators use. */
export const TEST_KEY = 'test-key';

/** A started emulator plus helpers bound to it. */
export interface TestEmulator {
  readonly handle: EmulatorHandle;
  /** fetch against the API base with the key set (unless `key: null`). */
  api(path: string, init?: RequestInit & { key?: string | null }): Promise<Response>;
  /** POST JSON to the API. */
  postJson(path: string, body: unknown): Promise<Response>;
  /** POST a multipart form to the API. */
  postForm(path: string, fields: Record<string, string | Blob | undefined>): Promise<Response>;
  /** Uploads an image and returns the asset body. */
  upload(image: Buffer, name?: string): Promise<{ id: string; name: string; width: number; height: number; preview_url: string }>;
  /** fetch against the emulator origin (files, admin). */
  raw(path: string, init?: RequestInit): Promise<Response>;
  /** Downloads a hosted image URL as bytes. */
  download(url: string): Promise<Buffer>;
}

/** Starts an emulator on a free port with fast test settings. */
export async function startTestEmulator(options: Partial<EmulatorOptions> = {}): Promise<TestEmulator> {
  const handle = await startEmulator({ port: 0, apiKey: TEST_KEY, batchImageDelayMs: 20, ...options });
  const api = (path: string, init: RequestInit & { key?: string | null } = {}): Promise<Response> => {
    const { key = TEST_KEY, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (key !== null) headers.set('X-API-KEY', key);
    return fetch(`${handle.baseUrl}${path}`, { ...rest, headers });
  };
  const postForm = (path: string, fields: Record<string, string | Blob | undefined>): Promise<Response> => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, value, `${name}.jpg`);
    }
    return api(path, { method: 'POST', body: form });
  };
  return {
    handle,
    api,
    postJson: (path, body) => api(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    postForm,
    async upload(image, name) {
      const response = await postForm('/assets/upload', { image: blob(image), asset_name: name });
      if (response.status !== 200) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { asset: Awaited<ReturnType<TestEmulator['upload']>> }).asset;
    },
    raw: (path, init) => fetch(`${handle.url}${path}`, init),
    async download(url) {
      const response = await fetch(url);
      if (response.status !== 200) throw new Error(`download failed: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}

/** A Blob of image bytes for FormData. */
export function blob(bytes: Buffer, type = 'image/jpeg'): Blob {
  return new Blob([new Uint8Array(bytes)], { type });
}

/** A local HTTP server whose routes are plain functions: for image_url tests. */
export interface StubServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Starts a stub server on a free port; unknown paths answer 404. */
export async function startStubServer(routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void>): Promise<StubServer> {
  const server = createServer((req, res) => {
    const route = routes[(req.url ?? '/').split('?')[0] ?? '/'];
    if (route) route(req, res);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Serves fixed bytes with a content type. */
export function serveBytes(bytes: Buffer, type: string): (req: IncomingMessage, res: ServerResponse) => void {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': type, 'content-length': String(bytes.length) }).end(bytes);
  };
}

/** Answers a redirect to `location`. */
export function redirectTo(location: string): (req: IncomingMessage, res: ServerResponse) => void {
  return (_req, res) => {
    res.writeHead(302, { location }).end();
  };
}

/** A loopback port nothing listens on (bound, then released), for "unreachable" tests. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls `check` every `intervalMs` until it returns a value or `timeoutMs` passes. */
export async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 5000, intervalMs = 20): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('waitFor timed out');
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
