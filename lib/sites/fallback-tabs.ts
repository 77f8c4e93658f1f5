/**
 * The tabs where a built-in site's rules missed the page's photos and the generic finder took
 * over (issue #31), as kept in session storage (`fallbackTabsItem`): checked on every read, since
 * storage holds whatever was written.
 */

/** One tab's fallback: which site's rules missed, on which page. */
export interface FallbackTab {
  readonly site: string;
  readonly url: string;
}

/** The most tabs remembered: older entries go first. */
export const MAX_FALLBACK_TABS = 50;

/** The kept record, whatever storage held: malformed entries are dropped. */
export function fallbackTabs(value: unknown): Record<string, FallbackTab> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const out: Record<string, FallbackTab> = {};
  for (const [tab, entry] of Object.entries(value as Record<string, unknown>)) {
    const e = entry as { site?: unknown; url?: unknown } | null;
    if (/^\d+$/.test(tab) && typeof e?.site === 'string' && typeof e.url === 'string') out[tab] = { site: e.site, url: e.url };
  }
  return out;
}

/** The record with `tabId`'s fallback added; past the limit the lowest tab ids (the browser numbers tabs upwards: the oldest) go. */
export function withFallback(tabs: Record<string, FallbackTab>, tabId: number, entry: FallbackTab): Record<string, FallbackTab> {
  const rest = Object.entries(tabs).filter(([tab]) => tab !== String(tabId));
  return Object.fromEntries([...rest, [String(tabId), entry] as const].slice(-MAX_FALLBACK_TABS));
}

/** The tab's fallback while it still shows the page it happened on (same origin and path), else undefined. */
export function fallbackFor(tabs: Record<string, FallbackTab>, tabId: number, currentUrl: string | undefined): FallbackTab | undefined {
  const entry = tabs[String(tabId)];
  if (!entry || !currentUrl) return undefined;
  const page = (url: string) => {
    try {
      const parsed = new URL(url);
      return `${parsed.origin}${parsed.pathname}`;
    } catch {
      return undefined;
    }
  };
  return page(entry.url) !== undefined && page(entry.url) === page(currentUrl) ? entry : undefined;
}
