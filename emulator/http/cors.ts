/**
 * CORS for the API and the hosted files, errors included: the extension's pages call from
 * extension origins and must be able to read 4xx bodies, not just successes. The control API
 * (/__emulator) gets none: see admin-guard.ts.
 */
import type { MiddlewareHandler } from 'hono';

const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'X-API-KEY, Content-Type',
  'Access-Control-Max-Age': '600',
};

/** Answers preflights with 204 and adds the CORS headers to every other response. */
export function cors(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
    await next();
    for (const [name, value] of Object.entries(CORS_HEADERS)) c.res.headers.set(name, value);
  };
}
