import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { servePages } from '../../fixtures/sites/serve';
import { expect, test } from './extension';
import { connectToEmulator, openExtensionPage, sendFromPage } from './helpers';
import { photoButton } from './photo-button';
import type { EmulatorHandle } from '../../../emulator/server';

/**
 * The listing workspace of issue #12 in the built extension, at the side panel's size (420×900),
 * against the emulator: the listing's photos on top, the chosen photo large, the goal's button
 * pinned at the bottom; from picking a photo to its result without scrolling; the same path by
 * keyboard alone; switching photos keeps each photo's results and settings.
 */
const PAGES_DIR = path.resolve('../shared/fixtures/listing-pages');
const ZILLOW = (JSON.parse(readFileSync(path.join(PAGES_DIR, 'EXPECTED.json'), 'utf8')) as { pages: { file: string; url: string }[] }).pages.find(
  (p) => p.file === 'zillow-detail-1.html',
);
const PANEL_SIZE = { width: 420, height: 900 };
/** Where the screenshots of the panel go (viewed by hand: light and dark). */
const SHOTS = path.resolve('test-results/screens');

/** A photo per URL, each its own color, so the strip and the large photo can be told apart. */
async function colorfulPhotos(context: BrowserContext): Promise<void> {
  const colors = ['#8a6f5a', '#5f7f8f', '#7a8a5a', '#9a7a8a', '#6a6a8a', '#8a8a6a'];
  await context.route('https://photos.zillowstatic.com/**', async (route) => {
    const url = route.request().url();
    const hue = colors[[...url].reduce((sum, char) => sum + char.charCodeAt(0), 0) % colors.length] ?? '#7a8a9a';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="768" height="512"><rect width="768" height="512" fill="${hue}"/><rect y="330" width="768" height="182" fill="#4a3f36"/><rect x="90" y="90" width="220" height="170" fill="#d9e6ef"/><rect x="470" y="150" width="180" height="180" fill="#c9b79c"/></svg>`;
    const body = await sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
    await route.fulfill({ status: 200, contentType: 'image/jpeg', body });
  });
}

/**
 * Serves the Zillow listing, connects the extension to a fresh emulator, picks the listing's
 * first photo with its Reimagine button (by keyboard) and opens the panel at 420×900; runs
 * `steps` with it, then stops the emulator.
 */
async function onListing(context: BrowserContext, extensionId: string, steps: (panel: Page, emulator: EmulatorHandle) => Promise<void>): Promise<void> {
  if (!ZILLOW) throw new Error('zillow-detail-1.html is missing from EXPECTED.json');
  await servePages(context, new Map([[ZILLOW.url, { html: readFileSync(path.join(PAGES_DIR, ZILLOW.file), 'utf8'), scripts: false }]]));
  await colorfulPhotos(context);
  const emulator = await connectToEmulator(context, extensionId);
  try {
    await steps(await pickOnListing(context, extensionId, ZILLOW.url), emulator);
  } finally {
    await emulator.close();
  }
}

/** Opens the listing, clicks the first photo's Reimagine button by keyboard, and opens the panel at 420×900. */
async function pickOnListing(context: BrowserContext, extensionId: string, listingUrl: string): Promise<Page> {
  const listing = await context.newPage();
  await listing.goto(listingUrl, { waitUntil: 'domcontentloaded' });
  const photo = listing.locator('li.media-stream-tile picture img').first();
  await expect(photo).toHaveAttribute('data-reimagine', /^https:\/\//);
  await photo.scrollIntoViewIfNeeded();
  const button = photoButton(photo.locator('xpath=ancestor::picture[1]/following-sibling::reimagine-photo-button[1]'));
  await button.focus();
  await listing.keyboard.press('Enter');
  const panel = await openExtensionPage(context, extensionId, 'sidepanel.html');
  await panel.setViewportSize(PANEL_SIZE);
  const photoUrl = await photo.getAttribute('data-reimagine');
  await expect.poll(async () => ((await sendFromPage(panel, 'getPickedPhoto', {})) as { data?: { photo?: { url?: string } } }).data?.photo?.url).toBe(photoUrl);
  await expect(strip(panel).getByRole('button').first()).toBeVisible();
  return panel;
}

function strip(panel: Page): Locator {
  return panel.getByRole('list', { name: 'Listing photos' });
}

/** The element's box lies inside the 420×900 viewport. */
async function expectInViewport(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(PANEL_SIZE.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PANEL_SIZE.width);
}

/** An element's box (in the viewport), required to be there. */
async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return box;
}

/** Within a pixel: the element neither moved nor changed size. */
function expectSameBox(after: { x: number; y: number; width: number; height: number }, before: { x: number; y: number; width: number; height: number }, what: string): void {
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(after[key] - before[key]), `${what}: ${key} ${before[key]} → ${after[key]}`).toBeLessThanOrEqual(1);
}

/** How far the panel is scrolled (the document is its scroll container). */
function scrolled(panel: Page): Promise<number> {
  return panel.evaluate(() => window.scrollY + (document.scrollingElement?.scrollTop ?? 0));
}

/** Screenshots of the panel in light and dark, for a person to look at. */
async function shoot(panel: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    await panel.emulateMedia({ colorScheme });
    await panel.screenshot({ path: path.join(SHOTS, `${name}-${colorScheme}.png`) });
  }
  await panel.emulateMedia({ colorScheme: 'light' });
}

test('at 420×900: pick a photo, choose a style, Renovate — the After image shows without scrolling', async ({ context, extensionId }) => {
  test.setTimeout(90_000);
  await onListing(context, extensionId, async (panel, emulator) => {
    // Pick the second photo of the listing from the strip: it becomes the large photo.
    const second = strip(panel).getByRole('button').nth(1);
    await expect(second).toHaveAccessibleName(/^Photo 2 of \d+: original$/);
    await second.click();
    await expect(second).toHaveAttribute('aria-current', 'true');
    // "Renovate", then "Renovate · free" once the photo shows its result (Download is then the primary
    // action, and the same settings again would show that result without a credit).
    const renovate = panel.getByRole('button', { name: /^Renovate( · free)?$/ });
    await expect(renovate).toBeDisabled();
    await expectInViewport(renovate);
    await shoot(panel, 'panel-start');

    await panel.getByRole('radiogroup', { name: 'Style' }).getByRole('radio').first().check();
    await expect(renovate).toBeEnabled();
    await expect(panel.getByText(/^Uses 1 renovation credit/)).toBeVisible();
    // The render takes a few seconds (as the real service does), to see the progress.
    await fetch(`${emulator.url}/__emulator/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/renovate', method: 'POST', delay_ms: 4000 }) });
    // Where the button and the large photo are before the press: neither moves until the result shows.
    const stage = panel.getByRole('region', { name: 'Photo' });
    const large = stage.getByRole('img', { name: 'Before' });
    await expect(large).toHaveAttribute('src', (await second.locator('img').getAttribute('src')) ?? '');
    await large.evaluate((img: HTMLImageElement) => img.decode());
    const buttonBefore = await boxOf(renovate);
    const photoBefore = await boxOf(large);
    await renovate.click();
    // The large photo turns into the progress view, in place, then into before/after.
    await expect(stage.getByRole('progressbar')).toBeVisible();
    await expect(stage.getByText(/usually 6–20 s/)).toBeVisible();
    await expectInViewport(stage.getByRole('button', { name: 'Cancel' }));
    await expect(second).toHaveAccessibleName(/^Photo 2 of \d+: working, \d+ sec$/);
    await shoot(panel, 'panel-working');
    const after = panel.getByRole('img', { name: 'After' });
    await expect(after).toBeVisible({ timeout: 30_000 });
    await after.evaluate((img: HTMLImageElement) => img.decode());
    await expectInViewport(after);
    expect(await scrolled(panel)).toBe(0);
    // One button that never moved (it names its price now, so it may be wider, its right edge where
    // it was), and the before/after where the photo was.
    await expect(renovate).toHaveText('Renovate · free');
    await expect(panel.getByText('Uses no credit: the same render is in History')).toBeVisible();
    const buttonAfter = await boxOf(renovate);
    expectSameBox({ ...buttonAfter, x: buttonAfter.x + buttonAfter.width, width: 0 }, { ...buttonBefore, x: buttonBefore.x + buttonBefore.width, width: 0 }, 'Renovate');
    expectSameBox(await boxOf(after), photoBefore, 'After in the large photo’s place');
    await expect(second).toHaveAccessibleName(/^Photo 2 of \d+: result ready$/);
    await shoot(panel, 'panel-result');

    await panel.getByRole('button', { name: 'History', exact: true }).click();
    await expect(panel.getByRole('region', { name: 'History' }).getByRole('button', { name: /^Open .* from / }).first()).toBeVisible();
    await shoot(panel, 'panel-history');
    await panel.getByRole('button', { name: 'Back to listing' }).click();
    await expect(panel.getByRole('img', { name: 'After' })).toBeVisible();
  });
});

test('the whole path by keyboard: Tab, arrow keys, Space and Enter only', async ({ context, extensionId }) => {
  test.setTimeout(90_000);
  await onListing(context, extensionId, async (panel) => {
    const focused = () => panel.evaluate(() => {
      const element = document.activeElement;
      const role = element?.getAttribute('role') ?? (element instanceof HTMLInputElement ? element.type : element?.tagName.toLowerCase());
      return `${role}:${element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? ''}`;
    });
    /** Presses Tab until the focused element's description matches (at most 80 times). */
    const tabTo = async (pattern: RegExp) => {
      for (let i = 0; i < 80 && !pattern.test(await focused()); i++) await panel.keyboard.press('Tab');
      expect(await focused()).toMatch(pattern);
    };
    // The photo strip is one stop: the arrow keys move along it, Enter chooses.
    await tabTo(/^button:Photo 1 of \d+/);
    await panel.keyboard.press('ArrowRight');
    expect(await focused()).toMatch(/^button:Photo 2 of \d+/);
    await panel.keyboard.press('Enter');
    await expect(strip(panel).getByRole('button', { name: /^Photo 2 of/ })).toHaveAttribute('aria-current', 'true');
    // The goals are tabs: the arrow keys move between them.
    await tabTo(/^tab:Renovate$/);
    await panel.keyboard.press('ArrowRight');
    expect(await focused()).toBe('tab:Stage');
    await panel.keyboard.press('ArrowLeft');
    expect(await focused()).toBe('tab:Renovate');
    // A style: Tab into the radio group, Space picks the focused style.
    await tabTo(/^radio:/);
    await panel.keyboard.press('Space');
    await expect(panel.getByRole('radiogroup', { name: 'Style' }).getByRole('radio', { checked: true })).toHaveCount(1);
    await tabTo(/^button:Renovate$/);
    await panel.keyboard.press('Enter');
    const after = panel.getByRole('img', { name: 'After' });
    await expect(after).toBeVisible({ timeout: 30_000 });
    await expectInViewport(after);
  });
});

test('switching photos keeps each photo’s results and settings', async ({ context, extensionId }) => {
  test.setTimeout(90_000);
  await onListing(context, extensionId, async (panel) => {
    const guidance = panel.getByRole('textbox', { name: 'Guidance' });
    const styles = panel.getByRole('radiogroup', { name: 'Style' });
    const first = strip(panel).getByRole('button', { name: /^Photo 1 of/ });
    const second = strip(panel).getByRole('button', { name: /^Photo 2 of/ });

    // Photo 1: a style and guidance, rendered.
    await styles.getByRole('radio').first().check();
    await guidance.fill('white oak floors, brass fixtures');
    await panel.getByRole('button', { name: 'Renovate', exact: true }).click();
    await expect(panel.getByRole('img', { name: 'After' })).toBeVisible({ timeout: 30_000 });
    const firstAfter = await panel.getByRole('img', { name: 'After' }).getAttribute('src');

    // Photo 2: nothing yet (its own empty settings), then other settings.
    await second.click();
    await expect(panel.getByRole('img', { name: 'After' })).toHaveCount(0);
    await expect(guidance).toHaveValue('');
    await expect(styles.getByRole('radio', { checked: true })).toHaveCount(0);
    await styles.getByRole('radio').nth(1).check();
    await guidance.fill('navy shaker kitchen');
    await panel.getByRole('checkbox', { name: 'Only the kitchen cabinets' }).check();

    // Back to photo 1: its result and its settings.
    await first.click();
    await expect(panel.getByRole('img', { name: 'After' })).toHaveAttribute('src', firstAfter ?? '');
    await expect(guidance).toHaveValue('white oak floors, brass fixtures');
    await expect(styles.getByRole('radio').first()).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'Only the kitchen cabinets' })).not.toBeChecked();

    // And photo 2 again: its settings.
    await second.click();
    await expect(guidance).toHaveValue('navy shaker kitchen');
    await expect(styles.getByRole('radio').nth(1)).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'Only the kitchen cabinets' })).toBeChecked();

    // Reopened, the panel still knows both.
    await panel.waitForTimeout(500);
    await panel.reload();
    await expect(guidance).toHaveValue('navy shaker kitchen');
    await first.click();
    await expect(guidance).toHaveValue('white oak floors, brass fixtures');
    await expect(panel.getByRole('img', { name: 'After' })).toBeVisible();
  });
});
