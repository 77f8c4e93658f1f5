import type { Page, Worker } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { servePages, type ServedPage } from '../../fixtures/sites/serve';
import { expect, test } from './extension';
import { photoButton } from './photo-button';

/**
 * Issue #26, clickjacking, in Chromium through the built extension. A page's scripts cannot click
 * the Reimagine button (untrusted events) nor reach it (closed shadow root), so they try to make
 * the user do it: the button made invisible or blown up over the page, so that the user's own
 * click lands on it; focus moved onto it, so that the user's next Space or Enter does. Each is
 * shown to fail (nothing picked), then the same real click or key, with the page left alone,
 * picks the photo. The page is Zoopla's saved listing, its gallery's first photo.
 */

const SHARED = path.resolve('../shared/fixtures/listing-pages');
const ZOOPLA_DETAIL = 'https://www.zoopla.co.uk/to-rent/details/59258302/';
const GALLERY_PHOTO = 'ol[aria-label="Gallery images"] img[alt^="Property photo"]';

/** The photo the background stored for the panel, if any. */
function picked(worker: Worker): Promise<unknown> {
  return worker.evaluate(async () => ((await chrome.storage.session.get('recentPicks')) as { recentPicks?: { photo?: unknown }[] }).recentPicks?.[0]?.photo);
}

async function openGallery(page: Page) {
  await page.goto(ZOOPLA_DETAIL, { waitUntil: 'domcontentloaded' });
  await expect.poll(() => page.locator('[data-reimagine]').count()).toBe(9);
  const photo = page.locator(GALLERY_PHOTO).first();
  await photo.scrollIntoViewIfNeeded();
  const host = photo.locator('xpath=ancestor::picture[1]/following-sibling::reimagine-photo-button[1]');
  await expect(host).toHaveCount(1);
  return { photo, host, button: photoButton(host) };
}

/** Sets `style` on the element holding the photo and its button (the page's own markup), or clears it. */
async function styleSlide(page: Page, style: string): Promise<void> {
  await page.locator(GALLERY_PHOTO).first().evaluate((img, css) => {
    const slide = img.closest('li') ?? img.parentElement?.parentElement;
    if (slide instanceof HTMLElement) slide.style.cssText = css;
  }, style);
}

test.beforeEach(async ({ context }) => {
  await servePages(context, new Map<string, ServedPage>([[ZOOPLA_DETAIL, { html: readFileSync(path.join(SHARED, 'zoopla-detail-1.html'), 'utf8'), scripts: false }]]));
});

test('a click on the button made invisible, or scaled over the page, picks nothing; the same click on the button as drawn does', async ({ context, worker }) => {
  const page = await context.newPage();
  const { button } = await openGallery(page);

  // Invisible: the page fades the slide around the photo and its button out.
  await styleSlide(page, 'opacity: 0.01');
  await button.click();
  // Stretched: the page scales the slide so the button covers much of the window.
  await styleSlide(page, 'transform: scale(12); transform-origin: 0 100%');
  await button.click();
  await page.waitForTimeout(500);
  expect(await picked(worker)).toBeUndefined();

  // The page leaves the slide alone: the same real click picks the photo.
  await styleSlide(page, '');
  await button.click();
  await expect.poll(() => picked(worker)).toMatchObject({ url: expect.stringMatching(/^https:\/\/lid\.zoocdn\.com\//) });
});

test('Enter on the button focused by anything but the user\'s Tab picks nothing; after a Tab it does', async ({ context, worker }) => {
  const page = await context.newPage();
  const { host, button } = await openGallery(page);

  // The page cannot reach the button to focus it: its root is closed, and the host takes no focus.
  const reached = await host.evaluate((el: HTMLElement) => {
    el.focus();
    return { root: el.shadowRoot !== null, focused: document.activeElement === el };
  });
  expect(reached).toEqual({ root: false, focused: false });

  // Focus put there without a Tab (what a script's focus() would do, were the button reachable).
  await button.evaluate((el) => el.focus());
  expect(await host.evaluate((el) => document.activeElement === el)).toBe(true);
  await page.keyboard.press('Enter');
  await page.keyboard.press(' ');
  await page.waitForTimeout(500);
  expect(await picked(worker)).toBeUndefined();

  // The user's own Tab, then Enter.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => picked(worker)).toMatchObject({ url: expect.stringMatching(/^https:\/\/lid\.zoocdn\.com\//) });
});
