/**
 * Answers for requests Node's HTTP parser rejects before the app sees them (headers over 16 KB,
 * broken HTTP, a client too slow for the request or headers timeout), for requests the HTTP
 * adapter cannot turn into a URL (no usable `Host`), and for `CONNECT`, which Node hands to a
 * `connect` listener or else drops without a word. Node's and the adapter's own answers have no
 * body; these carry the emulator's error body `{"message": ...}` like every other error. Headers
 * that are too large get 400, not 431, for the reason bodies that are too large do: the spec
 * only knows 400. A timeout keeps 408: the client stalled, and is most likely gone.
 */
import { maxHeaderSize, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Socket } from 'node:net';

/** The methods the emulator answers (CORS preflights name the same). */
const ALLOWED_METHODS = 'GET, POST, DELETE, OPTIONS';

/** An HTTP/1.1 answer with the error body, closing the connection. */
function rawAnswer(status: number, reason: string, message: string, extraHeaders = ''): string {
  const body = JSON.stringify({ message });
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extraHeaders}Connection: close\r\n\r\n${body}`;
}

function answerFor(code: string | undefined): { status: number; reason: string; message: string } {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, reason: 'Request Timeout', message: 'the request did not arrive in time' };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 400, reason: 'Bad Request', message: `request headers are larger than ${maxHeaderSize} bytes` };
    default:
      return { status: 400, reason: 'Bad Request', message: 'malformed HTTP request' };
  }
}

/** Replaces Node's default `clientError` answer on `server`. */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // As Node does: answer only if no response on this socket has started to go out.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
    if (socket.writable && inFlight?.headersSent !== true) {
      const { status, reason, message } = answerFor(error.code);
      socket.write(rawAnswer(status, reason, message));
    }
    socket.destroy(error);
  });
}

/** Answers `CONNECT` (a client taking the emulator for a proxy) with 405 instead of a dropped connection. */
export function answerConnect(server: Server): void {
  server.on('connect', (_request: unknown, socket: Duplex) => {
    socket.on('error', () => undefined);
    socket.end(rawAnswer(405, 'Method Not Allowed', 'CONNECT is not supported: the emulator is an API, not a proxy', `Allow: ${ALLOWED_METHODS}\r\n`));
  });
}

/**
 * The HTTP adapter's `errorHandler`: called when a request cannot become a `Request` at all,
 * mostly for a `Host` that is missing, empty or no host name (Node's own check for a missing one
 * is turned off in server.ts, so both come here and get the same answer: a host that is no host
 * name surfaces as the `URL` built from it being invalid); the adapter's other refusals (a
 * backslash in the path, an unsupported scheme) keep their reason.
 */
export function unroutableRequest(error: unknown): Response {
  const reason = error instanceof Error ? error.message : '';
  const message = /host header|^invalid url$/i.test(reason)
    ? 'the request needs a Host header naming the emulator (for example 127.0.0.1:8787)'
    : `malformed HTTP request${reason ? ` (${reason.toLowerCase()})` : ''}`;
  return Response.json({ message }, { status: 400 });
}
