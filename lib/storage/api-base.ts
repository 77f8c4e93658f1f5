import { AppError } from '../errors';
import { PRODUCTION_API_BASE } from '../config';

/**
 * The one rule for the API base URL, used by the options page (to explain a typed value) and by
 * the background (to refuse a bad `saveConnection` or `testConnection`). Pure: no storage, no React.
 *
 * A valid base is, after trimming:
 * - an absolute URL whose scheme is https, or http for a loopback host only (127.0.0.0/8,
 *   `localhost`, `[::1]`: a local emulator). Over plain http to any other host the key would cross
 *   the network readable by anyone on the way, so it is refused, not warned about;
 * - without a user name or password: the key travels in its own header, never in a URL;
 * - without a query or fragment. Refused rather than silently dropped (the options page used to
 *   drop them, the background refused them: the stricter rule wins), so what is saved is exactly
 *   what the user sees, and the client can append endpoint paths to it;
 * - with a path ending in `/public/v1`, the spec's base path. The background used to accept any
 *   path; the options page did not (the stricter rule wins): a pasted endpoint URL
 *   (`…/public/v1/plan/details`) or a site's home page is caught here with a sentence, instead
 *   of failing later as a 404 on every call.
 *
 * Its canonical form is the origin and path without trailing slashes, so `…/public/v1/` and
 * `…/public/v1` are one base.
 */
export type ApiBaseCheck = { readonly ok: true; readonly base: string } | { readonly ok: false; readonly reason: ApiBaseProblem; readonly problem: string };

/** Why a typed base cannot be used: pages show it in their language (`options` namespace, `base.problem.*`). */
export type ApiBaseProblem = 'not-a-url' | 'scheme' | 'http-remote' | 'credentials' | 'query' | 'path';

/** Checks a typed API base URL: its canonical form, or why it cannot be used. */
export function checkApiBase(text: string): ApiBaseCheck {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, reason: 'not-a-url', problem: `Enter a full address, like ${PRODUCTION_API_BASE}.` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'scheme', problem: 'The API base URL must start with https://.' };
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return { ok: false, reason: 'http-remote', problem: 'Use https:// for this host: plain http:// is allowed only on this computer (127.0.0.1, localhost, [::1]).' };
  }
  if (url.username || url.password) return { ok: false, reason: 'credentials', problem: 'Leave the user name and password out of the URL: the API key is entered separately.' };
  if (url.search || url.hash) return { ok: false, reason: 'query', problem: 'Leave the query (?…) and fragment (#…) out of the API base URL.' };
  const path = url.pathname.replace(/\/+$/, '');
  if (!path.endsWith('/public/v1')) return { ok: false, reason: 'path', problem: 'The API base URL’s path must end in /public/v1.' };
  return { ok: true, base: `${url.origin}${path}` };
}

/**
 * Whether a URL's host name (`URL.hostname`, already normalised by the URL parser: `127.1` reads
 * `127.0.0.1`) is this computer: 127.0.0.0/8, `localhost` or `[::1]`.
 */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/** The canonical form of a valid API base URL; anything else throws `bad_message` with the problem. */
export function normalizeApiBase(text: string): string {
  const check = checkApiBase(text);
  if (!check.ok) throw new AppError('bad_message', check.problem);
  return check.base;
}

/**
 * The host permission a base URL needs, or null for the built-in service (granted at install).
 * Without a port: match patterns with ports are invalid in Firefox, and a host pattern covers
 * every port in both browsers.
 */
export function hostPermissionFor(base: string): string[] | null {
  const url = new URL(base);
  if (url.origin === new URL(PRODUCTION_API_BASE).origin) return null;
  return [`${url.protocol}//${url.hostname}/*`];
}
