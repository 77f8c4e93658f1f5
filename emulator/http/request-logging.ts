/** Adds each API request to the request log, with the status it was answered with. */
import type { MiddlewareHandler } from 'hono';
import type { RequestLog } from '../request-log';
import { apiRelativePath, type AppEnv } from './app-env';
import { keyMatches } from './auth';
import { bodyFieldNames } from './body';

/** Logs after the body middleware (for field names) and before faults (so faulted requests show). */
export function requestLogging(log: RequestLog, apiKey: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('x-api-key');
    const entry = log.add({
      method: c.req.method,
      path: apiRelativePath(c.req.path),
      key_sent: key !== undefined,
      key_valid: keyMatches(key, apiKey),
      fields: bodyFieldNames(c.var.body),
      at: new Date().toISOString(),
      status: null,
    });
    await next();
    // A dropped connection has no status; its socket is already gone.
    if (!c.env.incoming.socket.destroyed) entry.status = c.res.status;
  };
}
