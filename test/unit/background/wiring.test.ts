import { beforeEach, describe, expect, it, vi } from 'vitest';
import { JSDOM } from 'jsdom';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { badgeText } from '../../../entrypoints/background/action';
import {
  CONTEXT_MENU_ID,
  DISABLE_SITE_MENU_ID,
  ENABLE_SITE_MENU_ID,
  handleSiteMenuClick,
  photoFromImageClick,
  type SiteMenuDeps,
} from '../../../entrypoints/background/context-menu';
import { browserSiteRegistrar, disableSite, enableSite, reconcileSites, turnOffSite, type SiteRegistrar } from '../../../entrypoints/background/sites';
import { compileAdapter } from '../../../lib/sites/compile';
import { resolveElementPhoto } from '../../../lib/sites/photo-finder';
import { adapterForUrl } from '../../../lib/sites/registry';
import { readLocalSettings } from '../../../lib/storage/settings';

function registrar(granted: Set<string>) {
  const registered = new Set<string>();
  const calls: string[] = [];
  const r: SiteRegistrar = {
    hasPermission: async (o) => granted.has(o),
    isRegistered: async (o) => registered.has(o),
    register: async (o) => {
      calls.push(`register ${o}`);
      registered.add(o);
    },
    unregister: async (o) => {
      calls.push(`unregister ${o}`);
      registered.delete(o);
    },
    removePermission: async (o) => {
      calls.push(`removePermission ${o}`);
      granted.delete(o);
    },
    inject: async (tabId, o) => {
      calls.push(`inject ${tabId} ${o}`);
    },
  };
  return { r, registered, calls };
}

describe('context menu', () => {
  it('reads a right-clicked listing photo through its site adapter, to the URL its button sends', () => {
    const page = 'https://www.zillow.com/homedetails/304-Sparrow-Hawk-McKinney-TX-75072/53109906_zpid/';
    const thumbnail = 'https://photos.zillowstatic.com/fp/81507e42799e587ad76f57a4d2a55ba0-cc_ft_960.jpg';
    const largest = 'https://photos.zillowstatic.com/fp/81507e42799e587ad76f57a4d2a55ba0-uncropped_scaled_within_1536_1152.jpg';
    // The button: the content script's reading of the same thumbnail on the page.
    const { document } = new JSDOM(`<picture><source type="image/webp" srcset="${thumbnail.replace('.jpg', '.webp')} 960w"><img src="${thumbnail}" width="960" height="640"></picture>`, { url: page }).window;
    const img = document.querySelector('img');
    expect(img && resolveElementPhoto(img, compileAdapter(adapterForUrl(page)), page)).toBe(largest);

    expect(photoFromImageClick({ menuItemId: CONTEXT_MENU_ID, srcUrl: thumbnail, pageUrl: page })).toEqual({
      url: largest,
      listing: { listingUrl: page, pageUrl: page, site: 'zillow', photoUrls: [largest] },
    });
  });

  it('keeps an image the page\'s site does not know as a listing photo generic', () => {
    expect(photoFromImageClick({ menuItemId: CONTEXT_MENU_ID, srcUrl: 'https://www.zillowstatic.com/s3/pfs/static/z-logo-default.svg', pageUrl: 'https://www.zillow.com/homes/' })).toEqual({
      url: 'https://www.zillowstatic.com/s3/pfs/static/z-logo-default.svg',
      listing: { listingUrl: 'https://www.zillow.com/homes/', pageUrl: 'https://www.zillow.com/homes/', site: 'generic', photoUrls: ['https://www.zillowstatic.com/s3/pfs/static/z-logo-default.svg'] },
    });
  });

  it('turns an image click on an unknown site into a generic-site photo pick', () => {
    expect(photoFromImageClick({ menuItemId: CONTEXT_MENU_ID, srcUrl: 'https://cdn.x/p.jpg', pageUrl: 'https://x.example/listing' })).toEqual({
      url: 'https://cdn.x/p.jpg',
      listing: { listingUrl: 'https://x.example/listing', pageUrl: 'https://x.example/listing', site: 'generic', photoUrls: ['https://cdn.x/p.jpg'] },
    });
    // The page is the image's frame, as the browser names it; a public page's private image is no listing photo of it.
    expect(photoFromImageClick({ menuItemId: CONTEXT_MENU_ID, srcUrl: 'http://192.168.1.1/cam.jpg', pageUrl: 'https://x.example/listing', frameUrl: 'https://frames.example/f' })).toEqual({
      url: 'http://192.168.1.1/cam.jpg',
      listing: { listingUrl: 'https://x.example/listing', pageUrl: 'https://frames.example/f', site: 'generic', photoUrls: [] },
    });
    expect(photoFromImageClick({ menuItemId: 'other', srcUrl: 'https://cdn.x/p.jpg' })).toBeUndefined();
    expect(photoFromImageClick({ menuItemId: CONTEXT_MENU_ID })).toBeUndefined();
  });
});

describe('toolbar badge', () => {
  it('counts active jobs and is empty at zero', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(3)).toBe('3');
    expect(badgeText(250)).toBe('99+');
  });
});

describe('enabled sites', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('enabling twice registers once; disabling removes it', async () => {
    const { r, calls } = registrar(new Set(['https://a.example']));
    await enableSite(r, 'https://a.example/x');
    await enableSite(r, 'https://a.example');
    expect(calls).toEqual(['register https://a.example']);
    expect((await readLocalSettings()).enabledSites).toEqual(['https://a.example']);
    await disableSite(r, 'https://a.example');
    expect((await readLocalSettings()).enabledSites).toEqual([]);
  });

  it('reconciles at start-up: revoked permission disables, a lost registration is restored', async () => {
    const granted = new Set(['https://a.example', 'https://b.example']);
    const { r, registered } = registrar(granted);
    await enableSite(r, 'https://a.example');
    await enableSite(r, 'https://b.example');
    granted.delete('https://a.example');
    registered.delete('https://b.example');
    await reconcileSites(r);
    expect((await readLocalSettings()).enabledSites).toEqual(['https://b.example']);
    expect([...registered]).toEqual(['https://b.example']);
  });
});

describe('site menu items ("Enable/Disable Reimagine on this site")', () => {
  const SITE = 'https://www.example-realty.com';

  beforeEach(() => {
    fakeBrowser.reset();
  });

  /**
   * The menu's deps over the same enable/disable functions the messages use, with a permission
   * prompt the test answers (`answer(origin)` grants it for that origin, `answer(null)` refuses);
   * `log` records every step in order.
   */
  function menu(granted = new Set<string>()) {
    const { r, calls: log } = registrar(granted);
    let resolvePrompt: (ok: boolean) => void = () => undefined;
    const deps: SiteMenuDeps = {
      requestPermission: (origins) => {
        log.push(`request ${origins.join(',')}`);
        return new Promise<boolean>((resolve) => {
          resolvePrompt = resolve;
        });
      },
      enable: (origin, tabId) => {
        log.push(`enable ${origin} tab ${tabId}`);
        return enableSite(r, origin, tabId);
      },
      disable: (origin) => {
        log.push(`disable ${origin}`);
        return turnOffSite(r, origin, 'http://127.0.0.1:8787/public/v1');
      },
      warn: (message) => log.push(`warn ${message}`),
    };
    const answer = (origin: string | null) => {
      if (origin) granted.add(origin);
      resolvePrompt(origin !== null);
    };
    return { deps, log, r, answer };
  }

  it('Enable asks for the page’s permission synchronously, before anything async, then enables the site and runs the script in the tab', async () => {
    const { deps, log, answer } = menu();
    const done = handleSiteMenuClick({ menuItemId: ENABLE_SITE_MENU_ID, pageUrl: `${SITE}/listing/5?photo=2` }, { id: 7, url: `${SITE}/listing/5?photo=2` }, deps);
    // Still in the click's synchronous turn: the request went out, and nothing else happened.
    expect(log).toEqual([`request ${SITE}/*`]);
    answer(SITE);
    await done;
    expect(log).toEqual([`request ${SITE}/*`, `enable ${SITE} tab 7`, `register ${SITE}`, `inject 7 ${SITE}`]);
    expect((await readLocalSettings()).enabledSites).toEqual([SITE]);
  });

  it('uses the tab’s URL when the click has no page URL (the toolbar button’s menu); the pattern has no port', async () => {
    const { deps, log, answer } = menu();
    const done = handleSiteMenuClick({ menuItemId: ENABLE_SITE_MENU_ID }, { id: 3, url: 'http://homes.example.org:8080/list' }, deps);
    expect(log).toEqual(['request http://homes.example.org/*']);
    answer('http://homes.example.org:8080');
    await done;
    expect(log.slice(1)).toEqual(['enable http://homes.example.org:8080 tab 3', 'register http://homes.example.org:8080', 'inject 3 http://homes.example.org:8080']);
  });

  it('a refused permission enables nothing', async () => {
    const { deps, log, answer } = menu();
    const done = handleSiteMenuClick({ menuItemId: ENABLE_SITE_MENU_ID, pageUrl: `${SITE}/` }, { id: 7 }, deps);
    answer(null);
    await done;
    expect(log).toEqual([`request ${SITE}/*`, `warn Access to www.example-realty.com was not granted: Reimagine stays off there.`]);
    expect((await readLocalSettings()).enabledSites).toEqual([]);
  });

  it('refuses pages that are not http(s), and built-in sites, without asking anything', async () => {
    for (const pageUrl of ['chrome://extensions/', 'about:blank', 'file:///home/me/listing.html', undefined]) {
      const { deps, log } = menu();
      await handleSiteMenuClick({ menuItemId: ENABLE_SITE_MENU_ID, ...(pageUrl ? { pageUrl } : {}) }, { id: 1 }, deps);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatch(/^warn Reimagine can only be turned on or off for http and https pages/);
    }
    for (const id of [ENABLE_SITE_MENU_ID, DISABLE_SITE_MENU_ID]) {
      const { deps, log } = menu();
      await handleSiteMenuClick({ menuItemId: id, pageUrl: 'https://www.zillow.com/homedetails/12-Elm-St/1_zpid/' }, { id: 1 }, deps);
      expect(log).toEqual([`warn Zillow always works with Reimagine: there is nothing to ${id === ENABLE_SITE_MENU_ID ? 'enable' : 'disable'}.`]);
    }
  });

  it('Disable unregisters the site and gives its permission back', async () => {
    const granted = new Set([SITE]);
    const { deps, log, r } = menu(granted);
    await enableSite(r, SITE);
    log.length = 0;
    await handleSiteMenuClick({ menuItemId: DISABLE_SITE_MENU_ID, pageUrl: `${SITE}/listing/5` }, { id: 7 }, deps);
    expect(log).toEqual([`disable ${SITE}`, `unregister ${SITE}`, `removePermission ${SITE}`]);
    expect(granted.has(SITE)).toBe(false);
    expect((await readLocalSettings()).enabledSites).toEqual([]);
  });

  it('ignores other menu items', () => {
    const { deps, log } = menu();
    expect(handleSiteMenuClick({ menuItemId: CONTEXT_MENU_ID, srcUrl: 'https://cdn.x/p.jpg', pageUrl: SITE }, { id: 1 }, deps)).toBeUndefined();
    expect(log).toEqual([]);
  });
});

describe('browser site registrar', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('runs the listing script in a tab still showing the site, and nowhere else', async () => {
    const executeScript = vi.spyOn(fakeBrowser.scripting, 'executeScript').mockResolvedValue([]);
    const onSite = await fakeBrowser.tabs.create({ url: 'https://www.example-realty.com/listing/5' });
    const elsewhere = await fakeBrowser.tabs.create({ url: 'https://other.example/' });
    const registrar = browserSiteRegistrar();
    await registrar.inject(onSite.id ?? -1, 'https://www.example-realty.com');
    await registrar.inject(elsewhere.id ?? -1, 'https://www.example-realty.com');
    expect(executeScript.mock.calls).toEqual([[{ target: { tabId: onSite.id }, files: ['/content-scripts/generic.js'] }]]);
  });

  it('gives back the port-less pattern of the site', async () => {
    const remove = vi.spyOn(fakeBrowser.permissions, 'remove').mockResolvedValue(true);
    await browserSiteRegistrar().removePermission('http://homes.example.org:8080');
    expect(remove.mock.calls).toEqual([[{ origins: ['http://homes.example.org/*'] }]]);
  });
});
