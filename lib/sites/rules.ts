/// <reference types="vite/client" />
import { siteRulesForUrl } from './site-scripts';
import { withStructuralExclusions } from './structure';
import type { BuiltinSiteRules } from './types';

/**
 * The built-in sites as its content script knows them: the `rules` of each file in
 * `lib/sites/builtin/` (see `builtin-files.ts`), each site's rules for finding photos and its
 * pages, without the name, languages and photo hosts the rest of the extension reads (`all.ts`)
 * or the listing rules only a click reads (`listing-rules.ts`), which every listing page would
 * otherwise load for nothing. Same sites, same order as `SITE_ADAPTERS` (the site-list test
 * checks it).
 */
// Pure: a context that only reads the sites' pages (the worker, through builtin-sites.ts) leaves it out.
export const BUILTIN_SITE_RULES: readonly BuiltinSiteRules[] = /* @__PURE__ */ Object.values(import.meta.glob<BuiltinSiteRules>('./builtin/*.ts', { eager: true, import: 'rules' })).map(
  // Every built-in site's finder also rules out what a redesign cannot rename (issue #31).
  (rules) => withStructuralExclusions(rules),
);

/** Every listing-page match pattern, deduplicated: host permissions (each site's own entry in the manifest takes its `pages`). */
export function listingPageMatches(sites: readonly { readonly pages: readonly string[] }[] = BUILTIN_SITE_RULES): string[] {
  return [...new Set(sites.flatMap((s) => s.pages))];
}

/** The rules of the built-in site whose page patterns match `url`, if any (tests and tools; a page's own script reads only its site's, lib/sites/injected-rules.ts). */
export function builtinSiteRulesFor(url: string): BuiltinSiteRules | undefined {
  return siteRulesForUrl(url, BUILTIN_SITE_RULES);
}
