import type { Worker } from '@playwright/test';
import { servePages } from '../../fixtures/sites/serve';
import { expect, test } from './extension';
import { openExtensionPage, sendFromPage } from './helpers';
import { CHANNEL } from '../../../lib/protocol-names';

/**
 * A page cannot push a photo into the side panel: `openPhoto` opens the panel (and remembers the
 * pick for it) only when the browser grants `sidePanel.open` for a user gesture. Here code in a
 * listing tab's content-script world (the extension's ISOLATED world, where a compromised or
 * page-driven content script runs) sends `openPhoto` with no user activation: the real
 * background in Chromium answers `{opened: false}`, and the panel finds no picked photo. The
 * same message sent right after a real click in the tab opens the panel, so the refusal is the
 * gesture rule at work.
 */
const LISTING = 'https://www.zillow.com/homedetails/3-Gesture-St/3_zpid/';
const PHOTO = 'https://photos.zillowstatic.com/fp/gesture-uncropped_scaled_within_1536_1152.jpg';

/**
 * Sends `openPhoto` from the tab's content-script world; with `expire`, only once the tab's
 * transient activation has expired. Playwright's evaluate counts as a user gesture, and the
 * injection carries it into the tab as an activation of about 5 s: waiting it out makes the
 * message what a page's script would send, without any gesture.
 */
async function openPhotoFromTab(worker: Worker, tabId: number, expire: boolean) {
  return worker.evaluate(
    async ([id, photo, listing, waitOut, channel]) => {
      const [result] = await chrome.scripting.executeScript({
        target: { tabId: id as number },
        world: 'ISOLATED',
        args: [photo as string, listing as string, waitOut as boolean, channel as string],
        func: async (url: string, listingUrl: string, wait: boolean, channel: string) => {
          for (let waited = 0; wait && navigator.userActivation.isActive && waited < 15_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
          return {
            activation: navigator.userActivation.isActive,
            reply: await chrome.runtime.sendMessage({ channel, name: 'openPhoto', payload: { url, listing: { listingUrl, site: 'zillow', photoUrls: [url] } } }),
          };
        },
      });
      return result?.result as { activation: boolean; reply: unknown };
    },
    [tabId, PHOTO, LISTING, expire, CHANNEL] as const,
  );
}

test('openPhoto from a content script without a user gesture opens nothing and stores no pick', async ({ context, worker, extensionId }) => {
  test.setTimeout(60_000);
  await servePages(context, new Map([[LISTING, { html: '<!doctype html><title>Listing</title><h1>3 Gesture St</h1>', scripts: false }]]));
  const page = await context.newPage();
  await page.goto(LISTING);
  const tabId = await worker.evaluate(async (url) => (await chrome.tabs.query({ url }))[0]?.id, LISTING);
  expect(tabId).toBeDefined();

  const without = await openPhotoFromTab(worker, tabId as number, true);
  expect(without.activation).toBe(false);
  // Not refused as a bad message or sender: the message reached openPhoto, and the browser said no.
  expect(without.reply).toEqual({ ok: true, data: { opened: false } });
  const panel = await openExtensionPage(context, extensionId, 'sidepanel.html');
  expect(await sendFromPage(panel, 'getPickedPhoto', {})).toEqual({ ok: true, data: { photo: null } });

  // The control: the same message right after a real click in the tab opens the panel and leaves the pick.
  await page.bringToFront();
  await page.click('h1');
  const activated = await openPhotoFromTab(worker, tabId as number, false);
  expect(activated.activation).toBe(true);
  expect(activated.reply).toEqual({ ok: true, data: { opened: true } });
  expect(await sendFromPage(panel, 'getPickedPhoto', {})).toMatchObject({ ok: true, data: { photo: { url: PHOTO } } });
});
