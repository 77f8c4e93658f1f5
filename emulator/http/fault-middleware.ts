/** Applies the next queued fault matching an API request, before authentication, like a failing proxy would. */
import type { MiddlewareHandler } from 'hono';
import type { FaultQueue } from '../faults';
import { apiRelativePath, type AppEnv } from './app-env';
import { sleep } from './sleep';

/** What a `malformed` fault answers: JSON cut off mid-string. */
export const MALFORMED_BODY = '{"message": "ok", "renovated_image_url": "http://127.0.0.1/files/img_';

// Statuses whose responses may not carry a body.
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** The middleware; `lifetime` ends delays when the emulator closes. */
export function faultInjection(faults: FaultQueue, lifetime: AbortSignal): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const fault = faults.take(c.req.method, apiRelativePath(c.req.path));
    if (fault === undefined) return next();
    if (fault.delayMs > 0) {
      const waited = await sleep(fault.delayMs, AbortSignal.any([lifetime, c.req.raw.signal]));
      // The caller gave up or the emulator is closing: nobody will read an answer.
      if (!waited) return new Response(null, { status: 499 });
    }
    if (fault.drop) {
      c.env.incoming.socket.destroy();
      return new Response(null, { status: 499 });
    }
    if (fault.malformed) return new Response(MALFORMED_BODY, { status: 200, headers: { 'content-type': 'application/json' } });
    if (fault.status !== undefined) {
      const body = NULL_BODY_STATUSES.has(fault.status) ? null : JSON.stringify(fault.body ?? { message: 'injected fault' });
      return new Response(body, { status: fault.status, headers: body === null ? {} : { 'content-type': 'application/json' } });
    }
    return next();
  };
}
