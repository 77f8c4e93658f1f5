import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './extension';
import { openExtensionPage, sendFromPage } from './helpers';
import { photoButton } from './photo-button';
import { roomPhoto, ZILLOW, zillowWithEmulator } from './zillow';

/**
 * Chromium started in German (LANGUAGE=de, with Debian's chromium-l10n): the button on a listing's
 * photos, the side panel and the options speak German, from a click on a photo to its result; and
 * German and Dutch words fit the 420 px panel (no sideways scroll; screenshots for a person to
 * look at in test-results/screens).
 */
const PANEL_SIZE = { width: 420, height: 900 };
const SHOTS = path.resolve('test-results/screens');

/** Nothing is wider than the page: long words wrap or hyphenate instead of widening it. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(widths.client);
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${colorScheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('Chromium in German', () => {
  test.use({ uiLanguage: 'de' });

  test('the photo button, the side panel from photo to result, and the options speak German', async ({ context, extensionId }) => {
    if (!ZILLOW) throw new Error('zillow-detail-1.html is missing from EXPECTED.json');
    const emulator = await zillowWithEmulator(context, extensionId, await roomPhoto());
    try {
      const listing = await context.newPage();
      await listing.goto(ZILLOW.url, { waitUntil: 'domcontentloaded' });
      const photo = listing.locator('li.media-stream-tile picture img').first();
      await expect(photo).toHaveAttribute('data-reimagine', /^https:\/\//);
      await photo.scrollIntoViewIfNeeded();
      const button = photoButton(photo.locator('xpath=ancestor::picture[1]/following-sibling::reimagine-photo-button[1]'), 'Foto mit Reimagine bearbeiten');
      await button.focus();
      await listing.keyboard.press('Enter');

      const panel = await openExtensionPage(context, extensionId, 'sidepanel.html');
      await panel.setViewportSize(PANEL_SIZE);
      await expect(panel.locator('html')).toHaveAttribute('lang', 'de');
      const photoUrl = await photo.getAttribute('data-reimagine');
      await expect.poll(async () => ((await sendFromPage(panel, 'getPickedPhoto', {})) as { data?: { photo?: { url?: string } } }).data?.photo?.url).toBe(photoUrl);
      await expect(panel.getByRole('list', { name: 'Fotos des Exposés' })).toBeVisible();
      await panel.getByRole('radiogroup', { name: 'Stil' }).getByRole('radio').first().check();
      await expectNoSidewaysScroll(panel);
      await shoot(panel, 'panel-de-settings');
      await panel.getByRole('button', { name: 'Renovieren', exact: true }).click();
      await expect(panel.getByRole('img', { name: 'Nachher' })).toBeVisible({ timeout: 30_000 });
      // The same settings again would show this render for nothing, and the bar says so in German.
      await expect(panel.getByText('Verbraucht keine Credits: dasselbe Ergebnis ist im Verlauf')).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Renovieren · kostenlos' })).toBeVisible();
      await expectNoSidewaysScroll(panel);
      await shoot(panel, 'panel-de-result');

      const options = await openExtensionPage(context, extensionId, 'options.html');
      await options.setViewportSize(PANEL_SIZE);
      await expect(options.getByRole('heading', { level: 1 })).toHaveText('Reimagine-Einstellungen');
      await expect(options.getByRole('heading', { name: 'Dienst' })).toBeVisible();
      await expectNoSidewaysScroll(options);
    } finally {
      await emulator.close();
    }
  });
});

test.describe('Chromium in Dutch', () => {
  test.use({ uiLanguage: 'nl' });

  test('the side panel, options and welcome page fit 420 px in Dutch', async ({ context, extensionId }) => {
    for (const file of ['sidepanel.html', 'options.html', 'onboarding.html']) {
      const page = await openExtensionPage(context, extensionId, file);
      await page.setViewportSize(PANEL_SIZE);
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, `${file.replace('.html', '')}-nl`);
      await page.close();
    }
  });
});
