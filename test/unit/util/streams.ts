import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test bodies for bounded reads: a stream that records how much of it was pulled and whether it
 * was cancelled, a fetch wrapper that counts what a real response hands its reader, and a real
 * HTTP server on 127.0.0.1 streaming a chunked body without Content-Length.
 */

export const MB = 1024 * 1024;
export const CHUNK = 64 * 1024;

/** What a stream's consumer did with it. */
export interface StreamStats {
  /** Bytes handed to the reader. */
  read: number;
  cancelled: boolean;
}

/**
 * A stream of `total` bytes in `chunk`-byte pieces: `prefix` first, then `fill`. Pull-based, so
 * only what the reader asks for is produced.
 */
export function meteredStream(total: number, options: { chunk?: number; prefix?: Uint8Array; fill?: number } = {}): { stream: ReadableStream<Uint8Array>; stats: StreamStats } {
  const chunk = options.chunk ?? CHUNK;
  const stats: StreamStats = { read: 0, cancelled: false };
  const filler = new Uint8Array(chunk).fill(options.fill ?? 0x20);
  let prefix = options.prefix;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (stats.read >= total) return controller.close();
        let piece: Uint8Array;
        if (prefix) {
          piece = prefix;
          prefix = undefined;
        } else {
          piece = filler.slice(0, Math.min(chunk, total - stats.read));
        }
        stats.read += piece.byteLength;
        controller.enqueue(piece);
      },
      cancel() {
        stats.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, stats };
}

/** A 200 response over `stream`, with the given headers (a `Content-Length` may lie). */
export function streamResponse(stream: ReadableStream<Uint8Array>, headers: Record<string, string> = {}, status = 200): Response {
  return new Response(stream, { status, headers });
}

/**
 * Wraps a real fetch so the test sees how many body bytes the code under test read and whether
 * it cancelled the body.
 */
export function countingFetch(inner: typeof fetch = fetch): { fetch: (url: string, init?: RequestInit) => Promise<Response>; stats: StreamStats } {
  const stats: StreamStats = { read: 0, cancelled: false };
  const wrapped = async (url: string, init?: RequestInit): Promise<Response> => {
    const response = await inner(url, init);
    const reader = response.body?.getReader();
    if (!reader) return response;
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) return controller.close();
          stats.read += value.byteLength;
          controller.enqueue(value);
        },
        async cancel(reason) {
          stats.cancelled = true;
          await reader.cancel(reason);
        },
      },
      { highWaterMark: 0 },
    );
    return new Response(body, { status: response.status, headers: response.headers });
  };
  return { fetch: wrapped, stats };
}

/** A server streaming `total` bytes of `fill` in chunks, with no Content-Length; it records what it sent. */
export interface ChunkServer {
  readonly url: string;
  /** Bytes the server managed to write before the client went away or the body ended. */
  readonly sent: () => number;
  /** Resolves with true when the client closed the connection before the whole body was sent. */
  readonly closedEarly: Promise<boolean>;
  close(): Promise<void>;
}

export async function startChunkServer(total: number, head: Uint8Array = new Uint8Array(0), chunk = CHUNK): Promise<ChunkServer> {
  let sent = 0;
  let settle: (early: boolean) => void = () => undefined;
  const closedEarly = new Promise<boolean>((resolve) => (settle = resolve));
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'image/jpeg' }); // no Content-Length: chunked
    const filler = Buffer.alloc(chunk, 0x20);
    let finished = false;
    res.on('close', () => settle(!finished));
    const pump = (): void => {
      if (sent === 0 && head.byteLength > 0) {
        sent += head.byteLength;
        res.write(head);
      }
      while (sent < total && !res.destroyed) {
        const piece = filler.subarray(0, Math.min(chunk, total - sent));
        sent += piece.byteLength;
        if (!res.write(piece)) return void res.once('drain', pump);
      }
      if (!res.destroyed) {
        finished = true;
        res.end();
      }
    };
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/photo.jpg`,
    sent: () => sent,
    closedEarly,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
