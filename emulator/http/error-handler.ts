/**
 * The last word on errors. Deliberate errors keep their status; anything unexpected is treated
 * as a consequence of bad input and answered 400, because 500 is reserved for injected faults
 * (a client must never see a 500 it did not ask for). Every error body is `{"message": "..."}`.
 */
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ImageFetchError } from '../fetch-image';
import { InvalidImageError } from '../images/invalid-image';
import { RenderAbortedError } from '../routes/render';
import type { AppEnv } from './app-env';
import { HttpError } from './http-error';

/** Builds the handler; `log` receives unexpected errors so they can still be investigated. */
export function errorHandler(log: (line: string) => void): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof HttpError) return c.json({ message: error.message }, error.status);
    if (error instanceof InvalidImageError || error instanceof ImageFetchError) return c.json({ message: error.message }, 400);
    // The caller is gone; the answer only matters for the request log.
    if (error instanceof RenderAbortedError) return c.json({ message: 'request aborted' }, 400);
    if (error instanceof HTTPException && error.status < 500) return c.json({ message: error.message || 'bad request' }, 400);
    log(`emulator: unexpected error on ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
    return c.json({ message: `bad request: ${error.message}` }, 400);
  };
}
