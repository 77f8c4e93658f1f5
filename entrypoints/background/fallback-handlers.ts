import { browser } from 'wxt/browser';
import type { Handlers } from '../../lib/messaging/router';
import { builtinSiteFor } from '../../lib/sites/builtin-sites';
import { largeImageUrls, onPhotoHosts, shouldFallBack } from '../../lib/sites/fallback';
import { fallbackFor, fallbackTabs, withFallback } from '../../lib/sites/fallback-tabs';
import { describePageStructure } from '../../lib/sites/page-report';
import { fallbackTabsItem } from '../../lib/storage/storage';
import { AppError } from '../../lib/errors';
import type { SiteRegistrar } from './sites';

/** What the fallback needs of the browser (fakes in unit tests). */
export interface FallbackDeps {
  readonly sites: SiteRegistrar;
  /** The address a tab shows now, if the extension may read it. */
  readonly tabUrl?: (tabId: number) => Promise<string | undefined>;
  /** Runs the page report in the tab's top frame and answers its text. */
  readonly reportOf?: (tabId: number) => Promise<string>;
  /** Counts the large photos of the site's hosts in the tab's frame (lib/sites/fallback.ts). */
  readonly countSitePhotos?: (tabId: number, frameId: number, photoHosts: readonly string[]) => Promise<number>;
}

async function countInFrame(tabId: number, frameId: number, photoHosts: readonly string[]): Promise<number> {
  const [frame] = await browser.scripting.executeScript({ target: { tabId, frameIds: [frameId] }, func: largeImageUrls });
  // What the page answered is the page's word: only strings count.
  const urls = Array.isArray(frame?.result) ? frame.result.filter((url: unknown): url is string => typeof url === 'string') : [];
  return onPhotoHosts(urls, photoHosts);
}

async function currentTabUrl(tabId: number): Promise<string | undefined> {
  return (await browser.tabs.get(tabId).catch(() => undefined))?.url;
}

async function runReport(tabId: number): Promise<string> {
  const [frame] = await browser.scripting.executeScript({ target: { tabId }, func: describePageStructure });
  const report: unknown = frame?.result;
  if (typeof report !== 'string') throw new AppError('bad_message', 'The page could not be described.');
  return report;
}

/**
 * A built-in site's rules marked none of its page's photos (issue #31): when the page does show
 * large photos from the site's hosts, the listing script steps aside in the sender's tab and the
 * generic finder runs there now (the site's built-in permission covers it), the
 * tab is remembered for the panel's notice, and a report of the page's structure is built on the
 * user's request only. A content script can only name its own tab, and only a built-in site whose
 * pages it is on.
 */
export function fallbackHandlers(deps: FallbackDeps): Pick<Handlers, 'rulesMissed' | 'siteFallbackStatus' | 'pageReport'> {
  const tabUrl = deps.tabUrl ?? currentTabUrl;
  return {
    async rulesMissed({ site }, context) {
      const page = context.url;
      const known = page ? builtinSiteFor(page) : undefined;
      if (context.tabId === undefined || !page || !known || known.id !== site) return { fallback: false };
      // The script only saw that it marked nothing: a page without listing photos stays as it is.
      const count = await (deps.countSitePhotos ?? countInFrame)(context.tabId, context.frameId ?? 0, known.photoHosts).catch(() => 0);
      if (!shouldFallBack(count)) return { fallback: false };
      await fallbackTabsItem.setValue(withFallback(fallbackTabs(await fallbackTabsItem.getValue()), context.tabId, { site, url: page }));
      await deps.sites.inject(context.tabId, new URL(page).origin);
      return { fallback: true };
    },
    async siteFallbackStatus({ tabId }) {
      const entry = fallbackFor(fallbackTabs(await fallbackTabsItem.getValue()), tabId, await tabUrl(tabId));
      const site = entry ? builtinSiteFor(entry.url) : undefined;
      return { site: site?.name ?? null };
    },
    pageReport: async ({ tabId }) => ({ report: await (deps.reportOf ?? runReport)(tabId) }),
  };
}
