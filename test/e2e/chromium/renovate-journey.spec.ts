import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { servePages } from '../../fixtures/sites/serve';
import { expect, test } from './extension';
import { connectToEmulator, openExtensionPage, sendFromPage } from './helpers';
import { photoButton } from './photo-button';

/**
 * The realtor's journey of issue #6, end to end in Chromium through the built extension:
 * on a saved Zillow listing, click a photo's Reimagine button, open the side panel, pick a style,
 * Renovate against the emulator, see Before and After, download the file, close and reopen the
 * panel, and find the result in history.
 */
const PAGES_DIR = path.resolve('../shared/fixtures/listing-pages');
const ZILLOW = (JSON.parse(readFileSync(path.join(PAGES_DIR, 'EXPECTED.json'), 'utf8')) as { pages: { file: string; url: string }[] }).pages.find(
  (p) => p.file === 'zillow-detail-1.html',
);

test('renovate a Zillow photo from its button to history', async ({ context, extensionId }) => {
  test.setTimeout(90_000);
  if (!ZILLOW) throw new Error('zillow-detail-1.html is missing from EXPECTED.json');
  await servePages(context, new Map([[ZILLOW.url, { html: readFileSync(path.join(PAGES_DIR, ZILLOW.file), 'utf8'), scripts: false }]]));
  const emulator = await connectToEmulator(context, extensionId);
  try {
    // 1. The listing: hover the first gallery photo and click its button like a user.
    const listing = await context.newPage();
    await listing.goto(ZILLOW.url, { waitUntil: 'domcontentloaded' });
    const photo = listing.locator('li.media-stream-tile picture img').first();
    await expect(photo).toHaveAttribute('data-reimagine', /^https:\/\/photos\.zillowstatic\.com\//);
    const photoUrl = await photo.getAttribute('data-reimagine');
    // Served without its stylesheets, the saved page stacks Zillow's header (and a bot-check modal)
    // over the gallery, so a mouse cannot reach the photo: use the keyboard path a user has too
    // (focus the button, press Enter: a trusted key event).
    await photo.scrollIntoViewIfNeeded();
    // Buttons are built when their photo nears the viewport, right after the photo's <picture>.
    const button = photoButton(photo.locator('xpath=ancestor::picture[1]/following-sibling::reimagine-photo-button[1]'));
    await button.focus();
    await expect.poll(() => button.boundingBox()).not.toBeNull();
    await listing.keyboard.press('Enter');

    // 2. The side panel (opened as a tab: Playwright cannot drive the real panel) shows that photo.
    const panel = await openExtensionPage(context, extensionId, 'sidepanel.html');
    await expect.poll(async () => ((await sendFromPage(panel, 'getPickedPhoto', {})) as { data?: { photo?: { url?: string } } }).data?.photo?.url).toBe(photoUrl);
    await expect(panel.locator(`img[src="${photoUrl}"]`).first()).toBeVisible();

    // 3. Pick a style and Renovate.
    const renovate = panel.getByRole('button', { name: 'Renovate', exact: true });
    await expect(renovate).toBeDisabled();
    const styles = panel.getByRole('radiogroup', { name: 'Style' });
    await styles.getByRole('radio').first().check();
    await expect(renovate).toBeEnabled();
    // Every download of a hosted result file, by the background or by any page (issue #28: one).
    const resultDownloads: string[] = [];
    await context.route(`${emulator.url}/files/**`, (route) => {
      resultDownloads.push(route.request().url());
      return route.continue();
    });
    await renovate.click();

    // 4. Before and After appear once the render is done: After from the background's copy, the
    // result's one download (the panel never loads the hosted file too).
    await expect(panel.getByRole('img', { name: 'After' })).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByRole('img', { name: 'After' })).toHaveAttribute('src', /^blob:chrome-extension:\/\//);
    expect(resultDownloads).toHaveLength(1);
    await expect(panel.getByRole('img', { name: 'Before' })).toBeVisible();
    const renders = async () => {
      const log = (await (await fetch(`${emulator.url}/__emulator/requests`)).json()) as { requests?: { path: string }[] } | { path: string }[];
      return (Array.isArray(log) ? log : (log.requests ?? [])).filter((r) => r.path.endsWith('/renovate')).length;
    };
    expect(await renders()).not.toBe(0);
    // The photo's button on the listing follows the job: it now says the result is ready.
    const host = photo.locator('xpath=ancestor::picture[1]/following-sibling::reimagine-photo-button[1]');
    await expect(host).toHaveAttribute('data-state', 'done', { timeout: 10_000 });

    // 5. Download the result at full resolution: a real JPEG with the photo's size.
    const [download] = await Promise.all([panel.waitForEvent('download'), panel.getByRole('link', { name: 'Download' }).first().click()]);
    expect(download.suggestedFilename()).toMatch(/^reimagine-renovate-.*\.(jpe?g|png)$/);
    const file = await download.path();
    const meta = await sharp(readFileSync(file)).metadata();
    expect(meta.width).toBeGreaterThanOrEqual(256);
    expect(meta.format === 'jpeg' || meta.format === 'png').toBe(true);
    // Download took the same bytes: still the one download of the result.
    expect(resultDownloads).toHaveLength(1);

    // 5b. The same settings again cost nothing, and the action bar says so before the press; pressed,
    // it shows the same render without a call. Another style is a new render, priced as one.
    const free = panel.getByRole('button', { name: 'Renovate · free' });
    await expect(free).toBeVisible();
    await expect(panel.getByText('Uses no credit: the same render is in History')).toBeVisible();
    const rendered = await renders();
    await free.click();
    await expect(panel.getByText(/^Shown from an earlier identical render: no credit spent\./)).toBeVisible();
    expect(await renders()).toBe(rendered);
    await styles.getByRole('radio').nth(1).check();
    await expect(panel.getByRole('button', { name: 'Renovate · 1 credit' })).toBeVisible();
    await expect(panel.getByText(/^Uses 1 renovation credit/)).toBeVisible();

    // 6. Close the panel and reopen it: the result is in history, grouped under the listing.
    await panel.close();
    const reopened = await openExtensionPage(context, extensionId, 'sidepanel.html');
    await reopened.getByRole('button', { name: 'History', exact: true }).click();
    const history = reopened.getByRole('region', { name: 'History' });
    await expect(history.getByRole('button', { name: /^Open .* from / }).first()).toBeVisible();
    const entries = (await sendFromPage(reopened, 'getHistory', {})) as { ok: boolean; data: { entries: { operation: string; photo: { url: string }; hasLocalCopy: boolean }[] } };
    expect(entries.ok).toBe(true);
    expect(entries.data.entries[0]).toMatchObject({ operation: 'renovate', photo: { url: photoUrl }, hasLocalCopy: true });
  } finally {
    await emulator.close();
  }
});
