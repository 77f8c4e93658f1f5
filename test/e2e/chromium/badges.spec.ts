import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BADGE_HEIGHT, BADGE_WIDTH } from '../../../entrypoints/listing.content/corners';
import { FIXTURE_URLS } from '../../fixtures/sites/fixture-urls';
import { servePages, type ServedPage } from '../../fixtures/sites/serve';
import { expect, test } from './extension';
import { openExtensionPage } from './helpers';
import { photoButton } from './photo-button';

/**
 * The Reimagine badge in Chromium through the built extension, on our own fixture of cards whose
 * photos carry the site's own controls (test/fixtures/sites/badge-cards.html): without hover each
 * photo shows a small badge saying "Reimagine" in the first corner free of those controls (never over the heart),
 * or nothing when every corner is taken; "On hover only", chosen on the options page, hides the
 * badges in open tabs at once until a photo is hovered.
 */

const URL = FIXTURE_URLS['badge-cards.html'];
const HTML = readFileSync(path.resolve('test/fixtures/sites/badge-cards.html'), 'utf8');

test.use({ viewport: { width: 1280, height: 800 } });

async function openCards(page: Page): Promise<void> {
  await page.goto(URL, { waitUntil: 'domcontentloaded' });
  await expect.poll(() => page.locator('[data-reimagine]').count()).toBe(5);
}

/** A card's button host, and the button (the badge) inside it. */
function badgeOf(card: Locator) {
  const host = card.locator('reimagine-photo-button');
  const button = photoButton(host);
  return { host, button, opacity: () => button.evaluate((el) => getComputedStyle(el).opacity) };
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('each photo shows a badge without hover, in a corner clear of the site\'s controls (never over the heart)', async ({ context }) => {
  await servePages(context, new Map<string, ServedPage>([[URL, { html: HTML, scripts: false }]]));
  const page = await context.newPage();
  await openCards(page);
  await page.mouse.move(0, 0);
  for (const id of ['listing_4001', 'listing_4002', 'listing_4004']) {
    const card = page.locator(`#${id}`);
    const expected = await card.getAttribute('data-expect-corner');
    const { host, button, opacity } = badgeOf(card);
    await expect(host, id).toHaveAttribute('data-badge', '');
    await expect(host, id).toHaveAttribute('data-corner', expected ?? '');
    await expect.poll(opacity).toBe('1');
    const badge = (await button.boundingBox()) as Box;
    const photo = (await card.locator('img').boundingBox()) as Box;
    // Inside the photo, small, labelled (a bare icon did not read as a button), and over none of the card's controls.
    expect(overlaps(badge, photo) && badge.width <= BADGE_WIDTH && badge.height <= BADGE_HEIGHT).toBe(true);
    const label = () => button.evaluate((el) => {
      const text = el.querySelector('.label');
      return text && getComputedStyle(text).display !== 'none' ? text.textContent : null;
    });
    await expect.poll(label, id).toBe('Reimagine');
    for (const control of await card.locator('.control').all()) expect(overlaps(badge, (await control.boundingBox()) as Box), `${id}: badge over a control`).toBe(false);
    // What the pointer reaches at the badge's centre is our button, not the site's.
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.localName, { x: badge.x + badge.width / 2, y: badge.y + badge.height / 2 });
    expect(hit).toBe('reimagine-photo-button');
  }
  await expect(page.locator('#listing_4001 .heart')).toBeVisible();

  // Every corner taken: no badge until hover; then the full button.
  const full = badgeOf(page.locator('#listing_4003'));
  await expect(full.host).not.toHaveAttribute('data-badge', '');
  await expect.poll(full.opacity).toBe('0');
  await page.locator('#listing_4003 img').hover({ position: { x: 196, y: 131 } });
  await expect(full.host).toHaveAttribute('data-shown', '');
  await expect.poll(full.opacity).toBe('1');
});

test('a photo near the viewport waits for its badge until it is on screen, then takes a free corner', async ({ context }) => {
  await servePages(context, new Map<string, ServedPage>([[URL, { html: HTML, scripts: false }]]));
  const page = await context.newPage();
  await openCards(page);
  const card = page.locator('#listing_4005');
  const { host } = badgeOf(card);
  // Its top 100 px below the viewport: no badge. A photo scrolled near gets its button as it
  // enters the viewport (photos without a button are observed without a margin, nearness.ts);
  // one already has its host, but no corner can be probed off screen.
  await page.evaluate(() => {
    const top = document.querySelector('#listing_4005 img')?.getBoundingClientRect().top ?? 0;
    window.scrollBy(0, top - window.innerHeight - 100);
  });
  await page.waitForTimeout(300);
  await expect(page.locator('#listing_4005 reimagine-photo-button[data-badge]')).toHaveCount(0);
  await card.locator('img').scrollIntoViewIfNeeded();
  await expect(host).toHaveCount(1);
  await expect(host).toHaveAttribute('data-badge', '');
  await expect(host).toHaveAttribute('data-corner', 'tl');
});

test('"On hover only" on the options page: open tabs hide their badges at once, hover shows the button; "Always visible" brings them back', async ({ context, extensionId }) => {
  await servePages(context, new Map<string, ServedPage>([[URL, { html: HTML, scripts: false }]]));
  const page = await context.newPage();
  await openCards(page);
  const first = badgeOf(page.locator('#listing_4001'));
  await expect(first.host).toHaveAttribute('data-badge', '');

  const options = await openExtensionPage(context, extensionId, 'options.html');
  await options.getByRole('radio', { name: 'On hover only' }).check();
  await expect(options.getByText('Saved.')).toBeVisible();

  await page.bringToFront();
  await page.mouse.move(0, 0);
  await expect(first.host).not.toHaveAttribute('data-badge', '');
  await expect.poll(first.opacity).toBe('0');
  expect(await page.locator('reimagine-photo-button[data-badge]').count()).toBe(0);
  await page.locator('#listing_4001 img').hover();
  await expect(first.host).toHaveAttribute('data-shown', '');
  await expect.poll(first.opacity).toBe('1');

  // A page loaded while "On hover only" is set shows no badge at all.
  const second = await context.newPage();
  await openCards(second);
  await second.waitForTimeout(300);
  expect(await second.locator('reimagine-photo-button[data-badge]').count()).toBe(0);

  await options.getByRole('radio', { name: 'Always visible' }).check();
  await page.mouse.move(0, 0);
  await expect(first.host).toHaveAttribute('data-badge', '');
  await expect.poll(first.opacity).toBe('1');
});
