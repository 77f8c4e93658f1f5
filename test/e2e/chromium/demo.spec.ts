import path from 'node:path';
import { startDemoSite } from '../../../scripts/demo/site';
import { DEMO_PHOTOS } from '../../../scripts/demo/photos';
import { startEmulator } from '../../../emulator/server';
import { expect, launchWithExtension, serviceWorkerOf, test } from './extension';
import { sendFromPage } from './helpers';
import { photoButton } from './photo-button';

/**
 * The demo build (`npm run demo`) on the demo listing site, a site no adapter knows: the generic
 * adapter finds the listing photos (not the logo or the agent's headshot), and the build comes
 * ready with the emulator's key, so a click and Renovate give a result without any setup.
 */
const DEMO_DIR = path.resolve('.output/chrome-mv3-demo');

test('demo build: generic adapter on an unknown listing site, render with no setup', async () => {
  test.setTimeout(90_000);
  const emulator = await startEmulator({ port: 0 });
  const site = await startDemoSite(0);
  const { context, close } = await launchWithExtension(DEMO_DIR);
  try {
    const worker = await serviceWorkerOf(context);
    const extensionId = new URL(worker.url()).host;
    const page = await context.newPage();
    await page.goto(site.url);
    await expect.poll(() => page.locator('[data-reimagine]').count(), { timeout: 15_000 }).toBe(DEMO_PHOTOS.length);
    await expect(page.locator('.gallery img[data-reimagine]')).toHaveCount(DEMO_PHOTOS.length);
    await expect(page.locator('img.logo[data-reimagine], .agent img[data-reimagine]')).toHaveCount(0);

    const panel = await context.newPage();
    await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    // Seeded on install: the key is there before the user did anything, bound to the emulator's base.
    await expect.poll(async () => ((await sendFromPage(panel, 'getKeyStatus', {})) as { data?: { set?: boolean } }).data?.set).toBe(true);
    expect(await sendFromPage(panel, 'getConnection', {})).toMatchObject({
      ok: true,
      data: { apiBase: 'http://127.0.0.1:8787/public/v1', confirmedOrigin: 'http://127.0.0.1:8787', confirmed: true },
    });
    // The demo emulator normally sits on 8787; this test's runs on a free port: another origin, so
    // the seeded key moves there only with the user's confirmation of that origin.
    const origin = new URL(emulator.baseUrl).origin;
    expect(await sendFromPage(panel, 'saveConnection', { apiBase: emulator.baseUrl })).toMatchObject({ ok: false, code: 'host_not_confirmed' });
    expect(await sendFromPage(panel, 'saveConnection', { apiBase: emulator.baseUrl, confirmOrigin: origin })).toMatchObject({ ok: true });

    const kitchen = page.locator('img[alt="Kitchen with wooden cabinets"]');
    await kitchen.scrollIntoViewIfNeeded();
    await kitchen.hover();
    await photoButton(page.locator('reimagine-photo-button').nth(1)).click();
    await panel.reload();
    await expect(panel.getByText('12 Orchard Lane, Springfield').first()).toBeVisible();
    await panel.getByRole('radiogroup', { name: 'Style' }).getByRole('radio').first().check();
    await panel.getByRole('button', { name: 'Renovate', exact: true }).click();
    await expect(panel.getByRole('img', { name: 'After' })).toBeVisible({ timeout: 30_000 });
  } finally {
    await close();
    await site.close();
    await emulator.close();
  }
});
