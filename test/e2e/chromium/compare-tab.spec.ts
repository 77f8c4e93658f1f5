import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { servePages } from '../../fixtures/sites/serve';
import { expect, test } from './extension';
import { connectToEmulator, openExtensionPage, sendFromPage } from './helpers';

/**
 * The comparison tab of issue #12, through the built extension in Chromium: render a Zillow photo
 * once against the emulator, click "Open comparison in a tab", and check that both images load
 * and fill most of a 1280×800 window, and that the disclosure badge lies on the After image in
 * slider mode, side by side and zoomed. With COMPARE_SHOTS=<dir> it also saves screenshots of
 * the tab (1280×800) and of the panel's comparison (420×900), light and dark.
 */
const PAGES_DIR = path.resolve('../shared/fixtures/listing-pages');
const ZILLOW = (JSON.parse(readFileSync(path.join(PAGES_DIR, 'EXPECTED.json'), 'utf8')) as { pages: { file: string; url: string }[] }).pages.find(
  (p) => p.file === 'zillow-detail-1.html',
);
const SHOTS = process.env.COMPARE_SHOTS;

/** A room-like photo (walls, floor, a window), so screenshots show something to compare. */
function roomPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="1200" height="900" fill="#d9cbb5"/><rect y="620" width="1200" height="280" fill="#8a6a4a"/>
    <rect x="420" y="150" width="360" height="300" fill="#a9cbe8" stroke="#f4f1ea" stroke-width="18"/>
    <rect x="120" y="470" width="300" height="170" rx="16" fill="#5c6b73"/><rect x="860" y="380" width="70" height="240" fill="#3d3a36"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** Renders the listing's first photo once, from its button to the panel's Before/After; answers the panel. */
async function renderOnce(context: BrowserContext, extensionId: string): Promise<Page> {
  if (!ZILLOW) throw new Error('zillow-detail-1.html is missing from EXPECTED.json');
  const listing = await context.newPage();
  await listing.goto(ZILLOW.url, { waitUntil: 'domcontentloaded' });
  const photo = listing.locator('li.media-stream-tile picture img').first();
  await expect(photo).toHaveAttribute('data-reimagine', /^https:\/\/photos\.zillowstatic\.com\//);
  await photo.scrollIntoViewIfNeeded();
  const button = photo.locator('xpath=ancestor::picture[1]/following-sibling::reimagine-photo-button[1]').getByRole('button', { name: 'Reimagine photo' });
  await button.focus();
  await listing.keyboard.press('Enter');
  const photoUrl = await photo.getAttribute('data-reimagine');
  const panel = await openExtensionPage(context, extensionId, 'sidepanel.html');
  await expect.poll(async () => ((await sendFromPage(panel, 'getPickedPhoto', {})) as { data?: { photo?: { url?: string } } }).data?.photo?.url).toBe(photoUrl);
  await panel.getByRole('radiogroup', { name: 'Style' }).getByRole('radio').first().check();
  await panel.getByRole('button', { name: 'Renovate', exact: true }).click();
  await expect(panel.getByRole('img', { name: 'After' })).toBeVisible({ timeout: 30_000 });
  return panel;
}

type Rect = { left: number; top: number; right: number; bottom: number };

/**
 * The part of an image on screen: its `object-fit: contain` picture inside the (zoomed) element
 * box, cut to the frame that clips it and, for After in slider mode, to the right of the divider.
 */
function visiblePart(after: Locator): Promise<Rect> {
  return after.evaluate((img: HTMLImageElement) => {
    const el = img.getBoundingClientRect();
    const aspect = img.naturalWidth / img.naturalHeight;
    const width = Math.min(el.width, el.height * aspect);
    const height = width / aspect;
    const left = el.left + (el.width - width) / 2;
    const top = el.top + (el.height - height) / 2;
    const frame = (img.closest('.compare__pane, .compare__stage') as HTMLElement).getBoundingClientRect();
    const divider = img.alt === 'After' ? img.closest('.compare__stage')?.querySelector('[role="slider"]') : null;
    const clipLeft = divider ? frame.left + (frame.width * Number(divider.getAttribute('aria-valuenow'))) / 100 : frame.left;
    return { left: Math.max(left, frame.left, clipLeft), top: Math.max(top, frame.top), right: Math.min(left + width, frame.right), bottom: Math.min(top + height, frame.bottom) };
  });
}

async function expectBadgeOnAfter(page: Page): Promise<void> {
  const badge = page.locator('.badge--disclosure');
  await expect(badge).toBeVisible();
  const box = await badge.boundingBox();
  const image = await visiblePart(page.getByRole('img', { name: 'After' }));
  if (!box) throw new Error('the badge has no box');
  expect(box.x).toBeGreaterThanOrEqual(image.left - 0.5);
  expect(box.y).toBeGreaterThanOrEqual(image.top - 0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(image.right + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(image.bottom + 0.5);
}

async function shot(page: Page, name: string, target?: Locator): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await (target ?? page).screenshot({ path: path.join(SHOTS, `${name}-${scheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The panel's comparison at 420×900: the badge on the After image in each mode; side by side stacks the images, each the panel's width. */
async function checkPanel(panel: Page): Promise<void> {
  const result = panel.getByRole('region', { name: 'Result' });
  await expectBadgeOnAfter(panel);
  await shot(panel, 'panel-compare', result);
  await panel.getByRole('button', { name: 'Side by side' }).click();
  await expectBadgeOnAfter(panel);
  for (const name of ['Before', 'After']) {
    const box = await visiblePart(panel.getByRole('img', { name }));
    expect(box.right - box.left).toBeGreaterThan(360);
  }
  await shot(panel, 'panel-compare-side', result);
  await panel.getByRole('button', { name: 'Full screen' }).click();
  await expect(panel.getByRole('button', { name: 'Exit full screen' })).toBeVisible();
  await expectBadgeOnAfter(panel);
  await shot(panel, 'panel-fullscreen-side');
  await panel.getByRole('button', { name: 'Slider' }).click();
  await expectBadgeOnAfter(panel);
  await shot(panel, 'panel-fullscreen-slider');
  await panel.getByRole('button', { name: 'Exit full screen' }).click();
  await expect(panel.getByRole('button', { name: 'Full screen' })).toBeVisible();
}

test('open comparison in a tab: both images fill the window, the badge stays on the After image', async ({ context, extensionId }) => {
  test.setTimeout(120_000);
  if (!ZILLOW) throw new Error('zillow-detail-1.html is missing from EXPECTED.json');
  await servePages(context, new Map([[ZILLOW.url, { html: readFileSync(path.join(PAGES_DIR, ZILLOW.file), 'utf8'), scripts: false }]]));
  const photo = await roomPhoto();
  await context.route('https://photos.zillowstatic.com/**', (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: photo }));
  const emulator = await connectToEmulator(context, extensionId);
  try {
    const panel = await renderOnce(context, extensionId);
    await panel.setViewportSize({ width: 420, height: 900 });
    await checkPanel(panel);

    const [tab] = await Promise.all([context.waitForEvent('page'), panel.getByRole('link', { name: 'Open comparison in a tab' }).click()]);
    await tab.setViewportSize({ width: 1280, height: 800 });
    await expect(tab).toHaveURL(new RegExp(`^chrome-extension://${extensionId}/compare\\.html\\?result=.+`));
    await expect(tab.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(tab.getByText('Renovation', { exact: true })).toBeVisible();
    const before = tab.getByRole('img', { name: 'Before' });
    const after = tab.getByRole('img', { name: 'After' });
    for (const image of [before, after]) await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(after).toHaveAttribute('src', /^blob:/);

    // Slider: the result is most of the window's height (a 4:3 photo in a 1280×800 window is height-bound).
    const slider = await visiblePart(after);
    expect(slider.bottom - slider.top).toBeGreaterThan(800 * 0.75);
    await expectBadgeOnAfter(tab);
    await shot(tab, 'compare-tab-slider');
    // The divider is keyboard operable.
    await tab.getByRole('slider', { name: 'Comparison divider' }).focus();
    await tab.keyboard.press('ArrowRight');
    await expect(tab.getByRole('slider')).toHaveAttribute('aria-valuenow', '55');
    await expectBadgeOnAfter(tab);

    // Side by side: each image about half the window's width.
    await tab.getByRole('button', { name: 'Side by side' }).click();
    for (const image of [before, after]) {
      const box = await visiblePart(image);
      expect(box.right - box.left).toBeGreaterThan(1280 * 0.45);
    }
    await expectBadgeOnAfter(tab);
    await shot(tab, 'compare-tab-side');

    // Zoomed and panned, in both modes.
    await tab.getByRole('button', { name: 'Zoom in' }).click();
    await tab.getByRole('button', { name: 'Zoom in' }).click();
    await tab.getByRole('group', { name: /^Images/ }).focus();
    await tab.keyboard.press('ArrowLeft');
    await expect(after).toHaveAttribute('style', /scale\(1\.5625\)/);
    await expectBadgeOnAfter(tab);
    await shot(tab, 'compare-tab-side-zoomed');
    await tab.getByRole('button', { name: 'Slider' }).click();
    await expectBadgeOnAfter(tab);
    await shot(tab, 'compare-tab-slider-zoomed');
  } finally {
    await emulator.close();
  }
});

test('a comparison tab for a result not in history says so', async ({ context, extensionId }) => {
  const tab = await openExtensionPage(context, extensionId, 'compare.html?result=gone');
  await expect(tab.getByRole('heading', { name: 'This result is no longer in your history' })).toBeVisible();
  await tab.setViewportSize({ width: 1280, height: 800 });
  await shot(tab, 'compare-tab-missing');
});
