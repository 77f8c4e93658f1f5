import path from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { startDemoSite } from '../../../scripts/demo/site';
import { DEMO_PHOTOS } from '../../../scripts/demo/photos';
import { startEmulator } from '../../../emulator/server';
import { expect, launchWithExtension, serviceWorkerOf, test } from './extension';
import { sendFromPage } from './helpers';
import { photoButton } from './photo-button';

/**
 * Issue #15, the account's assets, in the demo build against an emulator that allows two assets:
 * the Assets view from the panel's header fills the account (a file, then a web address), the
 * render of a listing photo then fails because it cannot upload the photo, its notice opens the
 * Assets view, a delete there frees the slot, and one click retries the waiting render, which
 * shows its result in place.
 */
const DEMO_DIR = path.resolve('.output/chrome-mv3-demo');

/** Opens the panel on the demo listing's first photo, with the emulator's origin confirmed for the seeded key. */
async function openOnDemoListing(page: Page, panel: Page, extensionId: string, siteUrl: string, emulatorBase: string): Promise<void> {
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  await expect.poll(async () => ((await sendFromPage(panel, 'getKeyStatus', {})) as { data?: { set?: boolean } }).data?.set).toBe(true);
  expect(await sendFromPage(panel, 'saveConnection', { apiBase: emulatorBase, confirmOrigin: new URL(emulatorBase).origin })).toMatchObject({ ok: true });
  await page.goto(siteUrl);
  await expect.poll(() => page.locator('.gallery img[data-reimagine]').count(), { timeout: 15_000 }).toBe(DEMO_PHOTOS.length);
  const first = page.locator('.gallery img').first();
  await first.scrollIntoViewIfNeeded();
  await first.hover();
  await photoButton(page.locator('reimagine-photo-button').first()).click();
  await panel.reload();
  await expect(panel.getByText('12 Orchard Lane, Springfield').first()).toBeVisible();
}

test('a full account: the Assets view uploads, frees a slot, and the waiting render runs in one click', async () => {
  test.setTimeout(150_000);
  const emulator = await startEmulator({ port: 0, maxAssets: 2 });
  const site = await startDemoSite(0);
  const { context, close } = await launchWithExtension(DEMO_DIR);
  try {
    const extensionId = new URL((await serviceWorkerOf(context)).url()).host;
    const panel = await context.newPage();
    await panel.setViewportSize({ width: 420, height: 900 });
    await openOnDemoListing(await context.newPage(), panel, extensionId, site.url, emulator.baseUrl);

    // The Assets view fills the account: a file, then an image's web address.
    await panel.getByRole('button', { name: 'Assets' }).click();
    await expect(panel.getByRole('heading', { level: 1, name: 'Assets' })).toBeVisible();
    await expect(panel.getByText('2 upload slots left · 0 images on your account')).toBeVisible();
    const upload = panel.getByRole('button', { name: 'Upload' });
    await expect(upload).toHaveAccessibleDescription('Uploading uses 1 of your 2 upload slots. It costs no credits.');
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 190, g: 160, b: 120 } } }).jpeg().toBuffer();
    await panel.getByLabel('Image file').setInputFiles({ name: 'my-kitchen.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(panel.getByText(/^my-kitchen\.jpg · /)).toBeVisible();
    await upload.click();
    await expect(panel.getByText('Uploaded “my-kitchen”. Upload slots left: 2 → 1.')).toBeVisible({ timeout: 20_000 });
    await panel.getByText('A web address').click();
    await panel.getByRole('textbox', { name: 'Image address' }).fill(new URL('/photos/kitchen.jpg', site.url).href);
    await upload.click();
    await expect(panel.getByText('Uploaded “kitchen”. Upload slots left: 1 → 0.')).toBeVisible({ timeout: 20_000 });
    await expect(panel.getByText('Your account is full: delete an image to make room for another upload.')).toBeVisible();
    const previews = panel.getByRole('list', { name: 'Images on your account' }).getByRole('img');
    await expect(previews).toHaveCount(2);
    await expect.poll(() => previews.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
    await panel.screenshot({ path: path.resolve('test-results/screens/assets-full.png') });

    // The render cannot upload its photo: asset_limit, nothing charged; its notice offers the view.
    await panel.getByRole('button', { name: 'Back' }).click();
    await panel.getByRole('radiogroup', { name: 'Style' }).getByRole('radio').first().check();
    await panel.getByRole('button', { name: 'Renovate', exact: true }).click();
    const offer = panel.getByRole('button', { name: 'See all images on your account' }).first();
    await expect(offer).toBeVisible({ timeout: 30_000 });
    await offer.click();
    await expect(panel.getByText('A render is waiting for an upload slot: delete an image below to make room.')).toBeVisible();

    // A delete (confirmed) frees the slot; the waiting render is retried by one click, its credit said.
    await panel.getByRole('button', { name: 'Delete my-kitchen' }).click();
    await panel.getByRole('button', { name: 'Delete image' }).click();
    await expect(panel.getByText('Deleted “my-kitchen”. Upload slots left: 0 → 1.')).toBeVisible({ timeout: 20_000 });
    const retry = panel.getByRole('button', { name: 'Retry the waiting render' });
    await expect(retry).toHaveAccessibleDescription('Uses 1 renovation credit');
    await panel.screenshot({ path: path.resolve('test-results/screens/assets-slot-free.png') });
    await retry.click();
    await expect(panel.getByRole('img', { name: 'After' })).toBeVisible({ timeout: 45_000 });
  } finally {
    await close();
    await site.close();
    await emulator.close();
  }
});
