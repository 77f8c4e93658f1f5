/** The API key check: every /public/v1 request needs `X-API-KEY` equal to the configured key. */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { HttpError } from './http-error';

/** Constant-time comparison (hashing first makes the lengths equal), as a real service would do. */
export function keyMatches(sent: string | undefined, expected: string): boolean {
  if (sent === undefined) return false;
  const digest = (value: string): Buffer => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/** Rejects requests without the right key with 401. Header names are case-insensitive in HTTP. */
export function requireApiKey(apiKey: string): MiddlewareHandler {
  return async (c, next) => {
    if (!keyMatches(c.req.header('x-api-key'), apiKey)) throw new HttpError(401, 'missing or invalid API key');
    await next();
  };
}
