import { builtinSiteFor } from './builtin-sites';
import { GENERIC_SCRIPT_FILE } from './generic-script';

/**
 * What the background needs to run the generic content script on a site the user enabled
 * ("Enable Reimagine on this site"). DOM-free, for the background.
 */

/** The match patterns of one page's site (its origin): what to request and register. */
export function sitePatterns(pageUrl: string): string[] {
  const url = new URL(pageUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Not a web page: ${pageUrl}`);
  return [`${url.protocol}//${url.hostname}/*`];
}

/** True when the built-in sites already cover the page's site (nothing to enable). */
export function isBuiltinSite(pageUrl: string): boolean {
  return builtinSiteFor(pageUrl) !== undefined;
}

/**
 * What "Enable Reimagine on this site" acts on for a page: its origin and the port-less patterns
 * to request and register; or why there is nothing to enable (not a URL, not an http(s) page, a
 * built-in site that always runs). Shared by the toolbar menu, the side panel and the options page.
 */
export type SiteTarget =
  | { readonly kind: 'site'; readonly origin: string; readonly host: string; readonly patterns: string[] }
  | { readonly kind: 'builtin'; readonly name: string }
  | { readonly kind: 'not_web' }
  | { readonly kind: 'invalid' };

/** The {@link SiteTarget} of a page URL (undefined: the browser did not tell us the tab's URL). */
export function siteTarget(pageUrl: string | undefined): SiteTarget {
  let url: URL;
  try {
    url = new URL(pageUrl ?? '');
  } catch {
    return { kind: 'invalid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'not_web' };
  const builtin = builtinSiteFor(url.href);
  if (builtin) return { kind: 'builtin', name: builtin.name };
  return { kind: 'site', origin: url.origin, host: url.host, patterns: sitePatterns(url.href) };
}

/**
 * A `scripting.registerContentScripts` entry running the generic script on the page's site. The
 * id is stable per host, so enabling twice updates one entry and disabling can unregister it by
 * `genericScriptId(pageUrl)`.
 */
export function genericRegistration(pageUrl: string): {
  id: string;
  matches: string[];
  js: string[];
  runAt: 'document_idle';
  persistAcrossSessions: boolean;
} {
  return { id: genericScriptId(pageUrl), matches: sitePatterns(pageUrl), js: [GENERIC_SCRIPT_FILE], runAt: 'document_idle', persistAcrossSessions: true };
}

/**
 * True when a registered script runs what {@link genericRegistration} registers today. Versions
 * before the generic script had its own file registered the listing script itself, which now
 * knows only the built-in sites: such an entry must be registered again (start-up reconciliation).
 */
export function isCurrentRegistration(script: { readonly js?: readonly string[] }): boolean {
  return script.js?.length === 1 && script.js[0]?.replace(/^\//, '') === GENERIC_SCRIPT_FILE;
}

/** The registered-script id used for one site. */
export function genericScriptId(pageUrl: string): string {
  return `reimagine-generic:${new URL(pageUrl).hostname}`;
}
