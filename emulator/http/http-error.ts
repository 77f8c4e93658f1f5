/**
 * The one error type handlers throw on purpose. The app's error handler turns it into the
 * documented error body `{"message": "..."}` with its status.
 */

/** Statuses the emulator answers with on purpose (500 only ever comes from an injected fault). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404;

/** An error with the HTTP status and message the caller should see. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: ErrorStatus,
    message: string,
  ) {
    super(message);
  }
}

/** 400 with a message saying what was wrong with the request. */
export function badRequest(message: string): HttpError {
  return new HttpError(400, message);
}

/** 404 naming the kind of thing that was not found. */
export function notFound(what: string): HttpError {
  return new HttpError(404, `${what} not found`);
}
