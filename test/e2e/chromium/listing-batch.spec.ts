import path from 'node:path';
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { startDemoSite } from '../../../scripts/demo/site';
import { DEMO_PHOTOS } from '../../../scripts/demo/photos';
import { startEmulator } from '../../../emulator/server';
import { expect, launchWithExtension, serviceWorkerOf, test } from './extension';
import { sendFromPage } from './helpers';
import { photoButton } from './photo-button';

/**
 * Issue #13, "batch into export", in the demo build on the demo listing (N photos, N = DEMO_PHOTOS.length) against the
 * emulator: one photo of the listing rendered on its own first (a result outside the batch), then
 * "Reimagine all N photos" with one render failing (an injected 500); the batch status shows the
 * failure and comes back after the panel reloads; "Export these N-1 results" downloads a ZIP of the
 * batch's results only; Retry renders the failed photo in the same batch.
 */
const DEMO_DIR = path.resolve('.output/chrome-mv3-demo');

/** The demo listing's photo count. */
const N = DEMO_PHOTOS.length;

const batchStatus = (panel: Page) => panel.getByRole('region', { name: 'This listing’s batch' });

/** Opens the panel on the demo listing's first photo, with the emulator's origin confirmed for the seeded key. */
async function openOnDemoListing(page: Page, panel: Page, extensionId: string, siteUrl: string, emulatorBase: string): Promise<void> {
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  await expect.poll(async () => ((await sendFromPage(panel, 'getKeyStatus', {})) as { data?: { set?: boolean } }).data?.set).toBe(true);
  expect(await sendFromPage(panel, 'saveConnection', { apiBase: emulatorBase, confirmOrigin: new URL(emulatorBase).origin })).toMatchObject({ ok: true });
  await page.goto(siteUrl);
  await expect.poll(() => page.locator('.gallery img[data-reimagine]').count(), { timeout: 15_000 }).toBe(N);
  const first = page.locator('.gallery img').first();
  await first.scrollIntoViewIfNeeded();
  await first.hover();
  await photoButton(page.locator('reimagine-photo-button').first()).click();
  await panel.reload();
  await expect(panel.getByText('12 Orchard Lane, Springfield').first()).toBeVisible();
}

test('a batch with one failed photo: status, reopen, export of its results, retry', async () => {
  test.setTimeout(150_000);
  const emulator = await startEmulator({ port: 0 });
  const site = await startDemoSite(0);
  const { context, close } = await launchWithExtension(DEMO_DIR);
  try {
    const extensionId = new URL((await serviceWorkerOf(context)).url()).host;
    const panel = await context.newPage();
    await panel.setViewportSize({ width: 420, height: 900 });
    await openOnDemoListing(await context.newPage(), panel, extensionId, site.url, emulator.baseUrl);
    const styles = panel.getByRole('radiogroup', { name: 'Style' }).getByRole('radio');

    // A result outside the batch: the first photo in the second style.
    await styles.nth(1).check();
    await panel.getByRole('button', { name: 'Renovate', exact: true }).click();
    await expect(panel.getByRole('img', { name: 'After' })).toBeVisible({ timeout: 30_000 });

    // The batch in the first style; the first render the emulator receives fails.
    await styles.first().check();
    const batchStyle = await styles.first().getAttribute('value');
    await fetch(`${emulator.url}/__emulator/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/renovate', method: 'POST', status: 500 }) });
    await panel.getByRole('button', { name: `Reimagine all ${N} photos of this listing` }).click();
    await panel.getByRole('button', { name: `Queue ${N} renders` }).click();
    await expect(batchStatus(panel).getByRole('status')).toHaveText(`${N - 1} of ${N} done · 1 failed`, { timeout: 60_000 });
    const failures = batchStatus(panel).getByRole('list', { name: 'Failed photos' }).getByRole('listitem');
    await expect(failures).toHaveCount(1);
    await expect(failures.first()).toContainText('The service had a problem rendering this photo.');
    const failedNumber = Number(/Photo (\d+)/.exec((await failures.first().textContent()) ?? '')?.[1]);
    expect(failedNumber).toBeGreaterThan(0);

    // Closing and opening the panel again: the same batch, from the background's jobs.
    await panel.reload();
    await expect(batchStatus(panel).getByRole('status')).toHaveText(`${N - 1} of ${N} done · 1 failed`);
    // For a person to look at: the status under the photo, at the side panel's size.
    await batchStatus(panel).scrollIntoViewIfNeeded();
    await panel.screenshot({ path: path.resolve('test-results/screens/batch-status.png') });

    // Export these N-1 results: the batch's results ticked (not the earlier render), then the ZIP.
    await batchStatus(panel).getByRole('button', { name: `Export these ${N - 1} results` }).click();
    const dialog = panel.getByRole('dialog', { name: 'Export listing' });
    await expect(dialog.getByRole('checkbox')).toHaveCount(N);
    await expect(dialog.getByRole('button', { name: `Download ZIP (${N - 1} photos)` })).toBeEnabled();
    const [download] = await Promise.all([panel.waitForEvent('download'), dialog.getByRole('button', { name: `Download ZIP (${N - 1} photos)` }).click()]);
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const manifestName = Object.keys(files).find((name) => name.endsWith('/manifest.json')) ?? '';
    const manifest = JSON.parse(strFromU8(files[manifestName] ?? new Uint8Array())) as { files: { photoNumber: number; apiParams: { style_id?: string } }[] };
    expect(manifest.files).toHaveLength(N - 1);
    expect(manifest.files.every((file) => file.apiParams.style_id === batchStyle)).toBe(true);
    expect(manifest.files.map((file) => file.photoNumber).sort()).toEqual(Array.from({ length: N }, (_, i) => i + 1).filter((n) => n !== failedNumber));
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Retry: the failed photo renders in the same batch.
    await batchStatus(panel).getByRole('button', { name: `Retry photo ${failedNumber}` }).click();
    await expect(batchStatus(panel).getByRole('status')).toHaveText(`${N} of ${N} done`, { timeout: 30_000 });
    await expect(batchStatus(panel).getByRole('button', { name: `Export these ${N} results` })).toBeVisible();
  } finally {
    await close();
    await site.close();
    await emulator.close();
  }
});
