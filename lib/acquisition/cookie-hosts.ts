import { photoHostMatches } from '../sites/builtin-sites';
import { matchesPattern } from '../sites/match-pattern';
import { DEMO_LOOPBACK_MATCHES } from './demo-loopback';

/**
 * Where a photo that answered 401/403 may be fetched again with the user's cookies: only the
 * photo hosts of the listing sites Reimagine knows (`lib/sites/builtin-sites.ts`). Anywhere else a
 * page could point Reimagine at a host where the user is signed in (a webmail, an intranet) and
 * have it read what the user's session sees.
 */

/** The match patterns of hosts allowed a cookie retry in a build of this Vite `mode`. */
export function cookieHostPatterns(mode: string = import.meta.env.MODE): string[] {
  return [...photoHostMatches(), ...(mode === 'demo' ? DEMO_LOOPBACK_MATCHES : [])];
}

/** True when `url` is on one of `patterns` (match patterns), so cookies may be sent to it. */
export function allowsCookieRetry(url: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => matchesPattern(pattern, url));
}
