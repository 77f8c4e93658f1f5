import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { expect, test } from './extension';
import { renderFirstPhoto, zillowWithEmulator } from './zillow';

/**
 * Issue #13, end to end: render a Zillow photo against the emulator, *Export listing* from the
 * panel's header, take the ZIP, unzip it, and open its lookbook from disk with the network off:
 * every image loads (they are inline); a screenshot and a PDF of it go to test-results/.
 */
const OUT = path.resolve('test-results/listing-export');

test('export a listing as a ZIP whose lookbook works offline', async ({ context, extensionId }) => {
  test.setTimeout(120_000);
  const emulator = await zillowWithEmulator(context, extensionId);
  try {
    const { panel, photoUrl } = await renderFirstPhoto(context, extensionId);

    // Export listing: every result ticked, the original size, then the ZIP.
    await panel.getByRole('button', { name: 'Export listing' }).click();
    const dialog = panel.getByRole('dialog', { name: 'Export listing' });
    await expect(dialog.getByRole('checkbox').first()).toBeChecked();
    await dialog.getByRole('radio', { name: 'Original size' }).check();
    const [download] = await Promise.all([panel.waitForEvent('download'), dialog.getByRole('button', { name: /^Download ZIP/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.zip$/);
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const names = Object.keys(files);
    const folder = download.suggestedFilename().replace(/\.zip$/, '');
    expect(names).toEqual(expect.arrayContaining([`${folder}/remarks.txt`, `${folder}/lookbook.html`, `${folder}/manifest.json`]));
    const altered = names.find((n) => /photo-\d+-renovate\.(jpg|png)$/.test(n));
    const original = names.find((n) => /photo-\d+-original\.jpg$/.test(n));
    expect(altered && original).toBeTruthy();
    expect((await sharp(files[altered ?? ''] ?? new Uint8Array()).metadata()).width).toBeGreaterThanOrEqual(256);
    expect(strFromU8(files[`${folder}/remarks.txt`] ?? new Uint8Array())).toMatch(/^One or more photo\(s\) was digitally altered\./);
    const manifest = JSON.parse(strFromU8(files[`${folder}/manifest.json`] ?? new Uint8Array())) as { files: { original: { url: string } }[] };
    expect(manifest.files[0]?.original.url).toBe(photoUrl);
    await expect(dialog.getByRole('status')).toHaveText(/^Downloaded /);

    // The lookbook from disk, offline: every image loads, a QR code per original.
    mkdirSync(OUT, { recursive: true });
    for (const [name, bytes] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(OUT, name)), { recursive: true });
      writeFileSync(path.join(OUT, name), bytes);
    }
    // The listing routes abort anything they do not serve (file: URLs too): off, and the network off instead.
    await context.unrouteAll();
    await context.setOffline(true);
    const book = await context.newPage();
    await book.goto(pathToFileURL(path.join(OUT, folder, 'lookbook.html')).href);
    const images = book.locator('img');
    await expect(images).toHaveCount(2);
    const loaded = await images.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0));
    expect(loaded).toEqual([true, true]);
    await expect(book.getByRole('img', { name: /^QR code: original photo \d+$/ })).toHaveCount(1);
    await expect(book.getByRole('link', { name: photoUrl ?? '' })).toHaveAttribute('href', photoUrl ?? '');
    await book.screenshot({ path: path.join(OUT, 'lookbook.png'), fullPage: true });
    await book.pdf({ path: path.join(OUT, 'lookbook.pdf'), format: 'Letter', printBackground: true });
    expect(readFileSync(path.join(OUT, 'lookbook.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  } finally {
    await context.setOffline(false);
    await emulator.close();
  }
});
