import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fallbackHandlers } from '../../../entrypoints/background/fallback-handlers';
import type { SiteRegistrar } from '../../../entrypoints/background/sites';
import type { CallContext } from '../../../lib/messaging/router';
import { withFallback, fallbackTabs, fallbackFor, MAX_FALLBACK_TABS } from '../../../lib/sites/fallback-tabs';
import { fallbackTabsItem } from '../../../lib/storage/storage';

const PAGE = 'https://www.zillow.com/homedetails/1-Redesign-Way-Springfield-IL-62701/2000000001_zpid/';

function setup(tabUrls: Record<number, string>, sitePhotos = 3) {
  const injected: string[] = [];
  const counted: string[] = [];
  const sites = { inject: async (tabId: number, origin: string) => void injected.push(`${tabId} ${origin}`) } as unknown as SiteRegistrar;
  const handlers = fallbackHandlers({
    sites,
    tabUrl: async (tabId) => tabUrls[tabId],
    reportOf: async (tabId) => `report of ${tabId}`,
    countSitePhotos: async (tabId, frameId, hosts) => {
      counted.push(`${tabId}/${frameId} ${hosts.join(' ')}`);
      return sitePhotos;
    },
  });
  return { handlers, injected, counted };
}
const content = (tabId: number | undefined, url: string | undefined): CallContext => ({ role: 'content', tabId, frameId: 0, url });
const panel: CallContext = { role: 'extension', tabId: undefined, frameId: undefined, url: 'chrome-extension://ext/sidepanel.html' };

beforeEach(() => fakeBrowser.reset());

describe('the fallback to the generic finder (issue #31)', () => {
  it('runs the generic finder in the sender tab and names the site to the panel while the tab shows that page', async () => {
    const { handlers, injected, counted } = setup({ 7: `${PAGE}#photo-2`, 8: 'https://www.zillow.com/homes/' });
    expect(await handlers.rulesMissed({ site: 'zillow' }, content(7, PAGE))).toEqual({ fallback: true });
    expect(counted).toEqual(['7/0 https://photos.zillowstatic.com/*']);
    expect(injected).toEqual(['7 https://www.zillow.com']);
    expect(await handlers.siteFallbackStatus({ tabId: 7 }, panel)).toEqual({ site: 'Zillow' });
    // Another tab, or the same tab on another page: no notice.
    expect(await handlers.siteFallbackStatus({ tabId: 8 }, panel)).toEqual({ site: null });
    const moved = setup({ 7: 'https://www.zillow.com/homedetails/other/1_zpid/' });
    expect(await moved.handlers.siteFallbackStatus({ tabId: 7 }, panel)).toEqual({ site: null });
  });

  it('refuses a page that names another site, or a sender without a tab: nothing runs, nothing is kept', async () => {
    const { handlers, injected } = setup({ 7: PAGE });
    expect(await handlers.rulesMissed({ site: 'redfin' }, content(7, PAGE))).toEqual({ fallback: false });
    expect(await handlers.rulesMissed({ site: 'zillow' }, content(undefined, PAGE))).toEqual({ fallback: false });
    expect(await handlers.rulesMissed({ site: 'zillow' }, content(7, 'https://evil.example/zillow'))).toEqual({ fallback: false });
    expect(injected).toEqual([]);
    expect(await fallbackTabsItem.getValue()).toEqual({});
  });

  it('leaves a page that shows fewer than two large site photos as it is (a search without results, a page still loading)', async () => {
    const { handlers, injected } = setup({ 7: PAGE }, 1);
    expect(await handlers.rulesMissed({ site: 'zillow' }, content(7, PAGE))).toEqual({ fallback: false });
    expect(injected).toEqual([]);
    expect(await handlers.siteFallbackStatus({ tabId: 7 }, panel)).toEqual({ site: null });
  });

  it('answers the page report the tab builds', async () => {
    const { handlers } = setup({});
    expect(await handlers.pageReport({ tabId: 3 }, panel)).toEqual({ report: 'report of 3' });
  });
});

describe('the kept tabs', () => {
  it('drops what storage holds that is not a tab entry, and keeps the newest tabs only', () => {
    expect(fallbackTabs({ 1: { site: 'zillow', url: PAGE }, x: { site: 'a', url: 'b' }, 2: { site: 5 }, 3: null })).toEqual({ 1: { site: 'zillow', url: PAGE } });
    expect(fallbackTabs('junk')).toEqual({});
    let tabs = {};
    for (let tab = 0; tab < MAX_FALLBACK_TABS + 5; tab++) tabs = withFallback(tabs, tab, { site: 'zillow', url: PAGE });
    expect(Object.keys(tabs)).toHaveLength(MAX_FALLBACK_TABS);
    expect(fallbackFor(tabs, 0, PAGE)).toBeUndefined();
    expect(fallbackFor(tabs, MAX_FALLBACK_TABS + 4, PAGE)).toEqual({ site: 'zillow', url: PAGE });
    expect(fallbackFor(tabs, MAX_FALLBACK_TABS + 4, 'not a url')).toBeUndefined();
  });
});
