import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { FIXTURE_URLS } from '../../fixtures/sites/fixture-urls';
import { servePages, type ServedPage } from '../../fixtures/sites/serve';
import { expect, test } from './extension';
import { EVENT_CHANNEL } from '../../../lib/protocol-names';

/**
 * Screenshots of the badges to look at (not a check): our card fixture and the saved Zillow
 * search page at 1280x800, on a light and a dark page, with light and dark photos, and one photo
 * hovered. Runs only with BADGE_SCREENSHOTS=<folder> (`npm run build:chrome` first).
 */

const OUT = process.env.BADGE_SCREENSHOTS;
const SHARED = path.resolve('../shared/fixtures/listing-pages');
const ZILLOW_SEARCH = 'https://www.zillow.com/brunswick-me-04011/rentals/';
const PHOTO_HOSTS = /^https:\/\/(lid\.zoocdn\.com|photos\.zillowstatic\.com)\//;

test.skip(!OUT, 'set BADGE_SCREENSHOTS=<folder> to take the screenshots');
test.use({ viewport: { width: 1280, height: 800 } });

/** A room photo, light (white walls, bright window) or dark (evening). */
function room(light: boolean): Promise<Buffer> {
  const [wall, floor, window, sofa] = light ? ['#f1ede6', '#c9a77c', '#ffffff', '#8a9bb0'] : ['#2b2a33', '#3b2c22', '#41506b', '#1c1c22'];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="645" height="430">
    <rect width="645" height="430" fill="${wall}"/><rect y="300" width="645" height="130" fill="${floor}"/>
    <rect x="380" y="50" width="200" height="180" fill="${window}" stroke="#999" stroke-width="6"/>
    <rect x="60" y="230" width="260" height="90" rx="14" fill="${sofa}"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

test('screenshots: cards and the saved Zillow search page, light and dark; the options section', async ({ context, worker, extensionId }) => {
  const dir = OUT ?? '';
  mkdirSync(dir, { recursive: true });
  await servePages(
    context,
    new Map<string, ServedPage>([
      [FIXTURE_URLS['badge-cards.html'], { html: readFileSync(path.resolve('test/fixtures/sites/badge-cards.html'), 'utf8'), scripts: false }],
      [ZILLOW_SEARCH, { html: readFileSync(path.join(SHARED, 'zillow-search-1.html'), 'utf8'), scripts: false }],
    ]),
  );
  const [light, dark] = await Promise.all([room(true), room(false)]);
  let served = 0;
  // Registered last, so asked first: photos alternate light and dark.
  await context.route(PHOTO_HOSTS, (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: served++ % 2 === 0 ? light : dark }));

  for (const scheme of ['light', 'dark'] as const) {
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(FIXTURE_URLS['badge-cards.html'], { waitUntil: 'load' });
    await expect.poll(() => page.locator('reimagine-photo-button[data-badge]').count()).toBe(3);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(dir, `cards-${scheme}.png`) });
    await page.locator('#listing_4002 img').hover();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(dir, `cards-${scheme}-hover.png`), clip: { x: 0, y: 0, width: 1280, height: 420 } });
    // Photo states, pushed to the tab as the background does: running, result ready, failed
    // (after the tab's own first query of the states, which would set them back to idle).
    await page.waitForTimeout(1500);
    const url = (id: string) => page.locator(`#${id} img`).getAttribute('data-reimagine');
    const states = [
      { url: await url('listing_4001'), state: 'running', startedAt: Date.now() - 75_000 },
      { url: await url('listing_4002'), state: 'done' },
      { url: await url('listing_4004'), state: 'failed' },
    ];
    await worker.evaluate(async ([batch, channel]) => {
      const [tab] = await chrome.tabs.query({ url: 'https://www.zoopla.co.uk/*' });
      if (tab?.id !== undefined) await chrome.tabs.sendMessage(tab.id, { channel, type: 'photoStates', states: batch });
    }, [states, EVENT_CHANNEL] as const);
    await page.mouse.move(0, 0);
    await expect(page.locator('#listing_4002 reimagine-photo-button')).toHaveAttribute('data-state', 'done');
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(dir, `cards-${scheme}-states.png`) });

    await page.goto(ZILLOW_SEARCH, { waitUntil: 'load' });
    if (scheme === 'dark') await page.addStyleTag({ content: 'html, body, #__next, .search-page-container { background: #15171c !important; color: #e6e6e6 !important; }' });
    await expect.poll(() => page.locator('reimagine-photo-button[data-badge]').count()).toBeGreaterThan(0);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(dir, `zillow-search-${scheme}.png`) });
    await page.close();
  }
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  await options.getByRole('heading', { name: 'Buttons on listing photos' }).locator('xpath=..').screenshot({ path: path.join(dir, 'options-section.png') });
});
