/**
 * Keeps web pages out of the control API. `loopbackOnly` is not enough: a page open in the
 * developer's browser runs on this machine too. Without CORS it cannot read admin answers, but a
 * plain `fetch(url, {method: 'POST', mode: 'no-cors'})` would still reset the emulator, and a
 * DNS-rebound page (its own host name now pointing at 127.0.0.1) is same-origin and could read
 * the request log. Browsers mark their requests and scripts and tests do not, so the control API
 * refuses:
 * - any `Origin` header (browsers send it on every cross-origin request and on every POST or
 *   DELETE, `no-cors` included);
 * - a `Sec-Fetch-Site` other than `none` (`none` is an address typed into the address bar);
 * - a `Host` that is not a loopback name (a rebound page sends its own host name).
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/** True for `localhost`, `127.x.x.x` and `[::1]`, with or without a port. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (host === undefined) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/** Why a request looks like it comes from a web page, or undefined for scripts and tests. */
export function browserMark(header: (name: string) => string | undefined): string | undefined {
  if (header('origin') !== undefined) return 'it has an Origin header';
  const site = header('sec-fetch-site');
  if (site !== undefined && site !== 'none') return `it has Sec-Fetch-Site: ${site}`;
  if (!isLoopbackHost(header('host'))) return 'its Host is not a loopback name';
  return undefined;
}

/** 403, without CORS headers, for requests made by web pages. */
export function noBrowserPages(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const mark = browserMark((name) => c.req.header(name));
    if (mark !== undefined) return c.json({ message: `the emulator admin API does not answer web pages (${mark})` }, 403);
    await next();
  };
}
