import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, tabOpenedBy, test } from './extension';
import { openExtensionPage } from './helpers';
import { renderFirstPhoto, roomPhoto, zillowWithEmulator } from './zillow';

/**
 * The comparison tab of issue #12, through the built extension in Chromium: render a Zillow photo
 * once against the emulator, click "Open comparison in a tab", and check that both images load
 * and fill most of a 1280×800 window, and that the disclosure badge lies on the After image in
 * slider mode, side by side and zoomed. With COMPARE_SHOTS=<dir> it also saves screenshots of
 * the tab (1280×800) and of the panel's comparison (420×900), light and dark.
 */
const SHOTS = process.env.COMPARE_SHOTS;

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

/** The panel's comparison at 420×900: the badge on the After image in each mode; side by side is two columns, Before left of After. */
async function checkPanel(panel: Page): Promise<void> {
  const result = panel.getByRole('region', { name: 'Result' });
  await expectBadgeOnAfter(panel);
  await shot(panel, 'panel-compare', result);
  await panel.getByRole('button', { name: 'Side by side' }).click();
  await expectBadgeOnAfter(panel);
  const before = await visiblePart(panel.getByRole('img', { name: 'Before' }));
  const after = await visiblePart(panel.getByRole('img', { name: 'After' }));
  for (const box of [before, after]) expect(box.right - box.left).toBeGreaterThan(150);
  expect(after.left).toBeGreaterThanOrEqual(before.right);
  expect(Math.abs(after.top - before.top)).toBeLessThan(1);
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
  const emulator = await zillowWithEmulator(context, extensionId, await roomPhoto());
  try {
    const { panel } = await renderFirstPhoto(context, extensionId);
    await panel.setViewportSize({ width: 420, height: 900 });
    await checkPanel(panel);

    await panel.getByRole('button', { name: 'More' }).click();
    const tab = await tabOpenedBy(context, /\/compare\.html\?result=/, () => panel.getByRole('menuitem', { name: 'Open comparison in a tab' }).click());
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
