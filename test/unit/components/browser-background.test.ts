import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBrowserBackground } from '../../../components/shared/browser-background';
import type { BackgroundEvent } from '../../../lib/messaging/protocol';
import { PANEL_STATE_KEY } from '../../../lib/storage/ui-store';
import { EVENT_CHANNEL } from '../../../lib/protocol-names';

/**
 * What a listing page could reach through a content script, seen from an extension page's real
 * `Background`. Extension pages take background events only from Reimagine itself: a content
 * script's runtime messages reach every extension page too, and must not push a photo, fake
 * credits or fake jobs into the side panel. And the panel's saved state (the realtor's guidance,
 * the current photo) goes where content scripts cannot read it.
 */

const ORIGIN = fakeBrowser.runtime.getURL('/').replace(/\/$/, '');
const PLAN: BackgroundEvent = {
  channel: EVENT_CHANNEL,
  type: 'plan',
  plan: { business_name: 'Acme Realty', plan: 'pro', remaining_assets: 10, staging_credits: 5, renovation_credits: 99999 },
};
const PHOTO: BackgroundEvent = {
  channel: EVENT_CHANNEL,
  type: 'pickedPhoto',
  photo: { url: 'https://evil.example/x.jpg', listing: { listingUrl: 'https://evil.example/', site: 'generic', photoUrls: [] } },
};

describe('background events in extension pages', () => {
  let received: BackgroundEvent[];

  beforeEach(() => {
    fakeBrowser.reset();
    received = [];
    createBrowserBackground().subscribe((event) => received.push(event));
  });

  const deliver = (event: BackgroundEvent, sender: Record<string, unknown>) => fakeBrowser.runtime.onMessage.trigger(event, sender);

  it('are taken from the background', async () => {
    await deliver(PLAN, { id: fakeBrowser.runtime.id, url: `${ORIGIN}/background.js` });
    expect(received).toEqual([PLAN]);
  });

  it.each([
    ['a content script in a listing tab', { id: fakeBrowser.runtime.id, url: 'https://www.zillow.com/homedetails/1', tab: { id: 7, url: 'https://www.zillow.com/homedetails/1' } }],
    ['another extension', { id: 'someone-else', url: 'chrome-extension://someone-else/background.js' }],
    ['a sender that says nothing about itself', {}],
  ])('are ignored from %s (fake credits, a pushed photo)', async (_label, sender) => {
    await deliver(PLAN, sender);
    await deliver(PHOTO, sender);
    expect(received).toEqual([]);
  });
});

describe('the panel state an extension page saves', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    // The page's IndexedDB (the extension origin's): a fresh one per test.
    vi.stubGlobal('indexedDB', new IDBFactory());
  });
  afterEach(() => vi.unstubAllGlobals());

  const STATE = { tool: 'renovate', forms: { renovate: { guidance: 'secret: the seller moves out in May' } }, photo: { url: 'https://photos.example/1.jpg' } };

  it('goes to the extension origin\'s store, not storage.local, and reads back', async () => {
    const background = createBrowserBackground();
    await background.save(PANEL_STATE_KEY, STATE);
    // storage.local is what every content script (so every listing page) can read.
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
    expect(JSON.stringify(await fakeBrowser.storage.session.get(null))).not.toContain('secret');
    expect(await background.load(PANEL_STATE_KEY)).toEqual(STATE);
    // A page opened later (the panel reopened) reads the same state.
    expect(await createBrowserBackground().load(PANEL_STATE_KEY)).toEqual(STATE);
  });
});
