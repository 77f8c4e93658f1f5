import { SITE_RULES_GLOBAL, siteRulesForUrl } from './site-scripts';
import { withStructuralExclusions } from './structure';
import type { BuiltinSiteRules, SiteAdapter } from './types';

/**
 * The rules of the site whose pages these are, as the manifest loaded them just before the
 * built-in sites' content script (lib/sites/site-scripts.ts), with what every built-in site's
 * finder also rules out by structure (issue #31); none on any other origin, or when no rules
 * script ran first.
 */
export function injectedSiteRules(scope: object = globalThis): (url: string) => SiteAdapter | undefined {
  const rules = (scope as Record<string, BuiltinSiteRules | undefined>)[SITE_RULES_GLOBAL];
  if (!rules) return () => undefined;
  const adapter: SiteAdapter = withStructuralExclusions(rules);
  return (url) => (siteRulesForUrl(url, [rules]) ? adapter : undefined);
}
