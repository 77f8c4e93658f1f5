/**
 * Starting and stopping an emulator instance: the programmatic API tests, the demo and the CLI
 * use. `startEmulator({ port: 0 })` gives a ready server on a free port.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import type { EmulatorContext } from './context';
import type { ImageFetchDeps } from './fetch-image';
import { FaultQueue } from './faults';
import { createFileStore, isFileId, type FileStore } from './file-store';
import { API_BASE_PATH } from './http/app-env';
import { answerClientErrors, answerConnect, unroutableRequest } from './http/client-error';
import { createHttpGet } from './http-get';
import { resolveOptions, type EmulatorOptions } from './options';
import { RequestLog } from './request-log';
import { resetEmulator } from './reset';
import { createState, type EmulatorState } from './state';

/** A running emulator. */
export interface EmulatorHandle {
  /** The origin, e.g. `http://127.0.0.1:8787` (files are at `${url}/files/...`, admin at `${url}/__emulator`). */
  readonly url: string;
  /** The API base URL, e.g. `http://127.0.0.1:8787/public/v1`: what a client is configured with. */
  readonly baseUrl: string;
  /** The bound port (the real one when started with port 0). */
  readonly port: number;
  /** The accepted API key. */
  readonly apiKey: string;
  /** Where images are stored. */
  readonly dataDir: string;
  /** The options in effect. */
  readonly options: EmulatorOptions;
  /** The live account state (credits may be changed directly by tests). */
  readonly state: EmulatorState;
  /** Same as POST /__emulator/reset. */
  reset(): Promise<void>;
  /** Stops listening, drops open connections, ends delays and batches, and removes a temp data dir. Idempotent. */
  close(): Promise<void>;
}

/** The host as it appears in a URL: IPv6 in brackets, wildcard binds reached through loopback. */
export function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** URLs of the emulator's own files are read from disk: no self-request, no key, no network. */
function localFileDeps(files: FileStore, port: number, host: string): Pick<ImageFetchDeps, 'isLocal' | 'readLocal'> {
  const hosts = new Set(['127.0.0.1', 'localhost', '[::1]', urlHost(host)]);
  const idOf = (url: URL): string | undefined => /^\/files\/(img_[0-9a-f]{16})\.jpg$/.exec(url.pathname)?.[1];
  return {
    isLocal: (url) => hosts.has(url.hostname) && url.port === String(port) && url.protocol === 'http:' && idOf(url) !== undefined,
    readLocal: async (url) => {
      const id = idOf(url);
      return id !== undefined && isFileId(id) ? files.read(id) : undefined;
    },
  };
}

/**
 * Starts an emulator. Missing options take the defaults of `npm run emulator`; a missing
 * dataDir means a fresh temp dir, removed again by close(). Rejects (and cleans up) when the
 * port is taken or an option is invalid.
 */
export async function startEmulator(partial: Partial<EmulatorOptions> = {}): Promise<EmulatorHandle> {
  const options = resolveOptions(partial);
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'reimagine-emulator-')));
  const server = createServer({
    // Node's defaults (300 s for a request, checked every 30 s) let a client that promises more
    // body than it sends hold a connection for minutes; these answer 408 and close instead.
    requestTimeout: options.requestTimeoutMs,
    headersTimeout: options.headersTimeoutMs,
    connectionsCheckingInterval: Math.min(1000, options.headersTimeoutMs),
    // Node answers a request without Host with a bare 400; the adapter's error handler answers it with the error body.
    requireHostHeader: false,
  });
  answerClientErrors(server);
  answerConnect(server);
  let port: number;
  let files: FileStore;
  try {
    files = await createFileStore(dataDir);
    port = await listen(server, options.port, options.host);
  } catch (error) {
    server.close();
    if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const origin = `http://${urlHost(options.host)}:${port}`;
  const lifetime = new AbortController();
  const ctx: EmulatorContext = {
    options,
    state: createState(options),
    files,
    faults: new FaultQueue(),
    requests: new RequestLog(),
    origin,
    lifetime: lifetime.signal,
    fetchDeps: {
      get: options.httpGet ?? createHttpGet({ allowLinkLocal: options.allowLinkLocal }),
      allowLinkLocal: options.allowLinkLocal,
      timeoutMs: options.fetchTimeoutMs,
      maxBytes: options.maxImageBytes,
      ...localFileDeps(files, port, options.host),
    },
  };
  // Keep Node's own Request/Response globals: tests in the same process rely on them.
  server.on('request', getRequestListener(createApp(ctx).fetch, { overrideGlobalObjects: false, errorHandler: unroutableRequest }));

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      lifetime.abort();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    })();
    return closing;
  };

  return { url: origin, baseUrl: `${origin}${API_BASE_PATH}`, port, apiKey: options.apiKey, dataDir, options, state: ctx.state, reset: () => resetEmulator(ctx), close };
}
