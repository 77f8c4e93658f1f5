/**
 * The loopback hosts of the demo build (`npm run demo`'s listing site on 127.0.0.1), which
 * `wxt.config.ts` adds to the demo manifest's host permissions; production never allows them.
 * A module of its own, without the site list, so that wxt.config.ts (run by Node, not Vite) can
 * import it.
 */
export const DEMO_LOOPBACK_MATCHES: readonly string[] = ['http://127.0.0.1/*', 'http://localhost/*'];
