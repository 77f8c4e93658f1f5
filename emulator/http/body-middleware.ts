/** Parses each API request's body once and stores it as `c.var.body`. */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { parseBody } from './body';

/** Slack over the image limit for multipart boundaries and the other text fields. */
const MULTIPART_OVERHEAD = 1024 * 1024;

/** The middleware; bodies above `maxImageBytes` plus overhead become an `invalid` body (400 where used). */
export function bodyParser(maxImageBytes: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('body', await parseBody(c.req.raw, maxImageBytes + MULTIPART_OVERHEAD));
    await next();
  };
}
