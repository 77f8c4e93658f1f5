import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

/** One request that went through the proxy, and when (performance.now() in this process, ms). */
export interface TimedRequest {
  readonly method: string;
  readonly path: string;
  readonly start: number;
  end: number;
  status: number;
}

/**
 * A plain HTTP proxy in front of the emulator that notes when each request arrived and when its
 * answer was sent, so a render's time can be split into the API's part and the extension's.
 */
export async function startTimedProxy(target: string): Promise<{ origin: string; log: TimedRequest[]; close: () => Promise<void> }> {
  const to = new URL(target);
  const log: TimedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const entry: TimedRequest = { method: req.method ?? 'GET', path: (req.url ?? '').split('?')[0] ?? '', start: performance.now(), end: 0, status: 0 };
    log.push(entry);
    const upstream = request({ host: to.hostname, port: to.port, path: req.url, method: req.method, headers: { ...req.headers, host: to.host } }, (answer) => {
      entry.status = answer.statusCode ?? 502;
      res.writeHead(entry.status, answer.headers);
      answer.pipe(res);
      answer.on('end', () => (entry.end = performance.now()));
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    log,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
