import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBrowserBackground } from '../../../components/shared/browser-background';
import type { BackgroundEvent } from '../../../lib/messaging/protocol';

/**
 * Extension pages take background events only from Reimagine itself: a content script's
 * runtime messages reach every extension page too, and must not push a photo, fake credits or
 * fake jobs into the side panel.
 */

const ORIGIN = fakeBrowser.runtime.getURL('/').replace(/\/$/, '');
const PLAN: BackgroundEvent = {
  channel: 'reimagine/v1/event',
  type: 'plan',
  plan: { business_name: 'Acme Realty', plan: 'pro', remaining_assets: 10, staging_credits: 5, renovation_credits: 99999 },
};
const PHOTO: BackgroundEvent = {
  channel: 'reimagine/v1/event',
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
