/**
 * Reading a response body with a byte cap. `response.arrayBuffer()` buffers the whole body before
 * anyone can look at its size, so a server that sends no (or a false) `Content-Length` could fill
 * the worker's memory. This reads the stream chunk by chunk with a running count and cancels it
 * as soon as the count passes the cap: at most the cap plus one chunk is ever held. Plain
 * TypeScript over the standard streams, for the service worker, Node and tests.
 */

/** The body was longer than the cap (by its `Content-Length`, or counted while reading). */
export class BodyTooLargeError extends Error {
  readonly code = 'body_too_large';

  constructor(
    /** The cap that was passed. */
    readonly maxBytes: number,
    /** Bytes received before the read stopped (0 when refused by `Content-Length` alone). */
    readonly receivedBytes: number,
    /** The `Content-Length` the server declared, if any. */
    readonly declaredBytes: number | undefined,
  ) {
    super(`The response body is larger than ${maxBytes} bytes.`);
    this.name = 'BodyTooLargeError';
  }
}

/** True for the error `readLimited` throws when the cap is passed. */
export function isBodyTooLarge(error: unknown): error is BodyTooLargeError {
  return error instanceof BodyTooLargeError;
}

/** The declared `Content-Length`, or `undefined` when absent or not a plain number. */
export function declaredLength(headers: Headers): number | undefined {
  const raw = headers.get('content-length')?.trim();
  return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : undefined;
}

function cancelQuietly(target: { cancel(reason?: unknown): Promise<void> } | null, reason: unknown): void {
  // Not awaited: a source whose cancel hangs must not hang the caller.
  target?.cancel(reason).catch(() => undefined);
}

function concat(chunks: readonly Uint8Array[], total: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The body's bytes, read through its stream. Throws `BodyTooLargeError` (after cancelling the
 * stream, which closes the connection) when the declared `Content-Length` or the running count
 * exceeds `maxBytes`; rejects with the signal's reason (and cancels) when `signal` aborts.
 */
export async function readLimited(response: Response, maxBytes: number, signal?: AbortSignal): Promise<Uint8Array<ArrayBuffer>> {
  const body = response.body;
  if (signal?.aborted) {
    cancelQuietly(body, signal.reason);
    throw signal.reason;
  }
  const declared = declaredLength(response.headers);
  if (declared !== undefined && declared > maxBytes) {
    cancelQuietly(body, 'too large');
    throw new BodyTooLargeError(maxBytes, 0, declared);
  }
  if (body === null) return new Uint8Array(0);
  const reader = body.getReader();
  // Cancelling settles a pending read (as done), so an abort never waits on a silent server.
  const onAbort = (): void => cancelQuietly(reader, signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (signal?.aborted) throw signal.reason;
      if (done) return concat(chunks, total);
      total += value.byteLength;
      if (total > maxBytes) {
        cancelQuietly(reader, 'too large');
        throw new BodyTooLargeError(maxBytes, total, declared);
      }
      chunks.push(value);
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}
