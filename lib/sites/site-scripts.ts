import type { BuiltinSiteRules } from './types';

/**
 * Each built-in site's reading rules are a small script of their own, which the manifest loads
 * before the built-in sites' content script on that site's pages only: a listing page loads its
 * own site's rules, not all sixteen (wxt.config.ts writes the scripts and the manifest's entries).
 * Both scripts run in the extension's isolated world, whose globals the page can neither read nor
 * set; the rules script hands its data over through one of them.
 */

/** The built-in sites' content script, as the manifest names it. */
export const LISTING_SCRIPT_FILE = 'content-scripts/listing.js';

/** The isolated world's global a site's rules script sets and the listing script reads. */
export const SITE_RULES_GLOBAL = '__reimagineSiteRules';

/** Where a site's rules script is built to. */
export function siteRulesFile(id: string): string {
  return `site-rules/${id}.js`;
}

/** A site's rules script: its rules as data (a function such as `exclude` is the listing script's own). */
export function siteRulesScript(rules: BuiltinSiteRules): string {
  const { exclude: _code, ...data } = rules;
  return `globalThis.${SITE_RULES_GLOBAL}=${JSON.stringify(data)};\n`;
}

/** One entry of the manifest's `content_scripts`. */
export interface ContentScriptEntry {
  matches?: string[];
  js?: string[];
  run_at?: string;
}

/** The manifest's entries for the built-in sites: on each site's pages, its rules, then the listing script. */
export function siteContentScripts(sites: readonly BuiltinSiteRules[]): ContentScriptEntry[] {
  return sites.map((site) => ({ matches: [...site.pages], js: [siteRulesFile(site.id), LISTING_SCRIPT_FILE], run_at: 'document_idle' }));
}

/**
 * The rules among `sites` whose page patterns match `url`, if any. Every built-in site page pattern
 * is one https origin and all its paths (`https://www.zillow.com/*`, the adapter-data test checks
 * the form), so comparing origins decides it without a match-pattern parser in the script every
 * listing page loads.
 */
export function siteRulesForUrl<T extends { readonly pages: readonly string[] }>(url: string, sites: readonly T[]): T | undefined {
  let pattern: string;
  try {
    pattern = `${new URL(url).origin}/*`;
  } catch {
    return undefined;
  }
  return sites.find((site) => site.pages.includes(pattern));
}
