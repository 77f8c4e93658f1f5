import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { addDemoLoopback } from '../../../wxt.config';
import genericScript from '../../../entrypoints/generic.content/index';
import listingScript from '../../../entrypoints/listing.content/index';
import { browserSiteRegistrar } from '../../../entrypoints/background/sites';
import { runListingScript } from '../../../entrypoints/listing.content/controller';
import { builtinSiteRulesFor } from '../../../lib/sites/rules';
import { GENERIC_ADAPTER } from '../../../lib/sites/generic';
import { BUTTON_HOST_TAG, PHOTO_ATTRIBUTE } from '../../../lib/sites/photo-finder';
import { genericRegistration, genericScriptId, isCurrentRegistration } from '../../../lib/sites/registration';
import { GENERIC_SCRIPT_FILE } from '../../../lib/sites/generic-script';
import { loadFixture } from './own-fixtures';
import type { SiteAdapter } from '../../../lib/sites/types';
import { stubUiLanguage } from '../content/ui-language';

/**
 * The generic detector ships as a content script of its own (entrypoints/generic.content): the
 * manifest declares only the built-in sites' script, and the generic one runs only where the user
 * enabled Reimagine (registered at run time, or run in the tab at once when enabling) and on the
 * demo build's loopback pages.
 */

const SITE = 'https://homes.example.org';

beforeEach(() => {
  fakeBrowser.reset();
  stubUiLanguage();
});

describe('the two content scripts', () => {
  test('neither script gets an entry from WXT: the built-in sites\' entries are written per site (site-list.test.ts), the generic one is registered at run time only', () => {
    expect(listingScript.registration).toBe('runtime');
    expect(listingScript.matches).toBeUndefined();
    expect(genericScript.registration).toBe('runtime');
    // No match pattern: WXT would turn it into a host permission for every site.
    expect(genericScript.matches).toBeUndefined();
  });

  test('an enabled site registers the generic script, under one id per host', () => {
    expect(GENERIC_SCRIPT_FILE).toBe('content-scripts/generic.js');
    expect(genericRegistration(`${SITE}/listing/42`)).toMatchObject({ id: genericScriptId(SITE), js: [GENERIC_SCRIPT_FILE], matches: [`${SITE}/*`] });
  });

  test('the demo build declares the generic script for loopback pages, and leaves the built-in sites\' entry as it is', () => {
    const builtinEntry = { matches: ['https://www.zillow.com/*'], js: ['content-scripts/listing.js'] };
    const demo: Parameters<typeof addDemoLoopback>[0] = { host_permissions: [], content_scripts: [{ ...builtinEntry }] };
    addDemoLoopback(demo);
    expect(demo.content_scripts?.[0]).toEqual(builtinEntry);
    expect(demo.content_scripts?.[1]).toMatchObject({ js: [GENERIC_SCRIPT_FILE] });
    const loopback = demo.content_scripts?.[1]?.matches ?? [];
    expect(loopback.length).toBeGreaterThan(0);
    expect(loopback.every((pattern) => /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])/.test(pattern))).toBe(true);
    expect(demo.host_permissions).toEqual(loopback);
  });
});

describe('an older version\'s registration (the listing script under the same id)', () => {
  test('does not count as registered, and registering replaces it', async () => {
    const registered = new Map<string, { id: string; js: string[] }>([[genericScriptId(SITE), { id: genericScriptId(SITE), js: ['content-scripts/listing.js'] }]]);
    vi.spyOn(fakeBrowser.scripting, 'getRegisteredContentScripts').mockImplementation(async (filter) =>
      [...registered.values()].filter((script) => !filter?.ids || filter.ids.includes(script.id)) as Awaited<ReturnType<typeof fakeBrowser.scripting.getRegisteredContentScripts>>,
    );
    const unregister = vi.spyOn(fakeBrowser.scripting, 'unregisterContentScripts').mockImplementation(async (filter) => {
      for (const id of filter?.ids ?? []) registered.delete(id);
    });
    vi.spyOn(fakeBrowser.scripting, 'registerContentScripts').mockImplementation(async (scripts) => {
      for (const script of scripts) {
        if (registered.has(script.id)) throw new Error(`Duplicate script ID '${script.id}'`);
        registered.set(script.id, { id: script.id, js: [...(script.js ?? [])] });
      }
    });
    const registrar = browserSiteRegistrar();
    expect(isCurrentRegistration({ js: ['content-scripts/listing.js'] })).toBe(false);
    expect(await registrar.isRegistered(SITE)).toBe(false);
    await registrar.register(SITE);
    expect(unregister).toHaveBeenCalledWith({ ids: [genericScriptId(SITE)] });
    expect(registered.get(genericScriptId(SITE))?.js).toEqual([GENERIC_SCRIPT_FILE]);
    expect(await registrar.isRegistered(SITE)).toBe(true);
    expect(isCurrentRegistration({ js: [`/${GENERIC_SCRIPT_FILE}`] })).toBe(true);
  });
});

describe('each script on a site outside the built-in sites', () => {
  const stops: AbortController[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop.abort();
  });

  function run(adapterFor: (url: string) => SiteAdapter | undefined) {
    const dom = loadFixture('generic-listing.html');
    const stop = new AbortController();
    stops.push(stop);
    const script = runListingScript(dom.window as unknown as Window, stop.signal, { adapterFor, openPhoto: () => undefined, schedule: () => undefined });
    return { doc: dom.window.document, script };
  }

  test('the built-in sites\' script does nothing there; the generic script marks the photos', () => {
    const builtin = run((url) => builtinSiteRulesFor(url));
    expect(builtin.script.session()).toBeUndefined();
    expect(builtin.doc.querySelectorAll(`[${PHOTO_ATTRIBUTE}]`).length).toBe(0);
    expect(builtin.doc.querySelectorAll(BUTTON_HOST_TAG).length).toBe(0);

    const generic = run(() => GENERIC_ADAPTER);
    expect(generic.script.session()).toBeDefined();
    const marked = generic.doc.querySelectorAll(`[${PHOTO_ATTRIBUTE}]`).length;
    expect(marked).toBe(generic.doc.querySelectorAll('[data-expect-photo]').length);
    expect(marked).toBeGreaterThan(0);
  });
});
