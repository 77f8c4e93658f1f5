import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { badgeText } from '../../../entrypoints/background/action';
import { CONTEXT_MENU_ID, photoFromImageClick } from '../../../entrypoints/background/context-menu';
import { disableSite, enableSite, reconcileSites, type SiteRegistrar } from '../../../entrypoints/background/sites';
import { readSettings } from '../../../lib/storage/settings';

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
  };
  return { r, registered, calls };
}

describe('context menu', () => {
  it('turns an image click into a generic-site photo pick', () => {
    expect(photoFromImageClick({ menuItemId: CONTEXT_MENU_ID, srcUrl: 'https://cdn.x/p.jpg', pageUrl: 'https://x.example/listing' })).toEqual({
      url: 'https://cdn.x/p.jpg',
      listing: { listingUrl: 'https://x.example/listing', site: 'generic', photoUrls: ['https://cdn.x/p.jpg'] },
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
    expect((await readSettings()).enabledSites).toEqual(['https://a.example']);
    await disableSite(r, 'https://a.example');
    expect((await readSettings()).enabledSites).toEqual([]);
  });

  it('reconciles at start-up: revoked permission disables, a lost registration is restored', async () => {
    const granted = new Set(['https://a.example', 'https://b.example']);
    const { r, registered } = registrar(granted);
    await enableSite(r, 'https://a.example');
    await enableSite(r, 'https://b.example');
    granted.delete('https://a.example');
    registered.delete('https://b.example');
    await reconcileSites(r);
    expect((await readSettings()).enabledSites).toEqual(['https://b.example']);
    expect([...registered]).toEqual(['https://b.example']);
  });
});
