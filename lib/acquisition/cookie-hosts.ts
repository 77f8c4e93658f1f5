import { photoHostMatches } from '../sites/catalog';
import { matchesPattern } from '../sites/match-pattern';

/**
 * Where a photo that answered 401/403 may be fetched again with the user's cookies: only the
 * photo hosts of the listing sites Reimagine knows (`lib/sites/catalog.ts`). Anywhere else a
 * page could point Reimagine at a host where the user is signed in (a webmail, an intranet) and
 * have it read what the user's session sees.
 */

/**
 * The loopback hosts of the demo build (`npm run demo`'s listing site on 127.0.0.1), which
 * `wxt.config.ts` adds to the demo manifest's host permissions; production never allows them.
 */
export const DEMO_LOOPBACK_MATCHES: readonly string[] = ['http://127.0.0.1/*', 'http://localhost/*'];

/** The match patterns of hosts allowed a cookie retry in a build of this Vite `mode`. */
export function cookieHostPatterns(mode: string = import.meta.env.MODE): string[] {
  return [...photoHostMatches(), ...(mode === 'demo' ? DEMO_LOOPBACK_MATCHES : [])];
}

/** True when `url` is on one of `patterns` (match patterns), so cookies may be sent to it. */
export function allowsCookieRetry(url: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => matchesPattern(pattern, url));
}
