/**
 * Answers for requests Node's HTTP parser rejects before the app sees them (headers over 16 KB,
 * broken HTTP, a client too slow for the request or headers timeout). Node's own answers have no
 * body; these carry the emulator's error body `{"message": ...}` like every other error. Headers
 * that are too large get 400, not 431, for the reason bodies that are too large do: the spec
 * only knows 400. A timeout keeps 408: the client stalled, and is most likely gone.
 */
import { maxHeaderSize, type Server } from 'node:http';
import type { Socket } from 'node:net';

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
      const body = JSON.stringify({ message });
      socket.write(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
    }
    socket.destroy(error);
  });
}
