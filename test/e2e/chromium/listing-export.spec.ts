import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { pairLayout } from '../../../lib/export/compare-card-layout';
import { PORTAL_BYTE_CAP } from '../../../lib/export/encoding';
import { labelLayout, type Rect } from '../../../lib/export/label-geometry';
import type { ListingManifest } from '../../../lib/export/manifest';
import { expect, test } from './extension';
import { openExtensionPage, sendFromPage } from './helpers';
import { renderFirstPhoto, roomPhoto, zillowWithEmulator } from './zillow';

/**
 * Issue #13, end to end: render a Zillow photo against the emulator, *Export listing* from the
 * panel's header, take the ZIP and unzip it. With labels on, at MLS size: every JPEG at most 2048
 * px and 4 MB, a labelled before/after pair image, and the lookbook opened from disk with the
 * network off (a screenshot and a PDF go to test-results/). With labels off and the original gone
 * (404): the photo exactly as the service made it, its caption disclosing, no pair image, and
 * remarks that say which original is linked by URL.
 */
const OUT = path.resolve('test-results/listing-export');

/** A 2400×1800 grainy room photo (about 2.5 MB), so an MLS export has to shrink and re-encode it. */
async function bigRoomPhoto(): Promise<Buffer> {
  const grain = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
  return sharp(await roomPhoto()).resize(2400, 1800).composite([{ input: grain, blend: 'overlay' }]).jpeg({ quality: 90 }).toBuffer();
}

/** Opens *Export listing*, picks the size and answers the unzipped files and the ZIP's folder. */
async function exportZip(panel: Page, size: RegExp): Promise<{ files: Record<string, Uint8Array>; folder: string }> {
  await panel.getByRole('button', { name: 'Export listing' }).click();
  const dialog = panel.getByRole('dialog', { name: 'Export listing' });
  await expect(dialog.getByRole('checkbox').first()).toBeChecked();
  await dialog.getByRole('radio', { name: size }).check();
  const [download] = await Promise.all([panel.waitForEvent('download'), dialog.getByRole('button', { name: /^Download ZIP/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.zip$/);
  await expect(dialog.getByRole('status')).toHaveText(/^Downloaded /);
  return { files: unzipSync(new Uint8Array(readFileSync(await download.path()))), folder: download.suggestedFilename().replace(/\.zip$/, '') };
}

/** The file's bytes, or a failed test. */
function file(files: Record<string, Uint8Array>, name: string | null | undefined): Uint8Array {
  const bytes = name ? files[name] : undefined;
  if (!bytes) throw new Error(`${name ?? 'a file'} is not in the ZIP`);
  return bytes;
}

/** Mean brightness of `rect` in an RGB raw image. */
function meanLuma(raw: { data: Buffer; width: number }, rect: Rect): number {
  let sum = 0;
  for (let y = Math.round(rect.y); y < Math.round(rect.y + rect.height); y++) {
    for (let x = Math.round(rect.x); x < Math.round(rect.x + rect.width); x++) {
      const i = (y * raw.width + x) * 3;
      sum += 0.299 * (raw.data[i] ?? 0) + 0.587 * (raw.data[i + 1] ?? 0) + 0.114 * (raw.data[i + 2] ?? 0);
    }
  }
  return sum / (Math.round(rect.width) * Math.round(rect.height));
}

test('export a listing at MLS size: JPEGs under the cap, a labelled pair image, a lookbook that works offline', async ({ context, extensionId }) => {
  test.setTimeout(180_000);
  const emulator = await zillowWithEmulator(context, extensionId, await bigRoomPhoto());
  try {
    const { panel, photoUrl } = await renderFirstPhoto(context, extensionId);
    const { files, folder } = await exportZip(panel, /^MLS/);
    const names = Object.keys(files);
    expect(names).toEqual(expect.arrayContaining([`${folder}/remarks.txt`, `${folder}/lookbook.html`, `${folder}/manifest.json`]));
    const manifest = JSON.parse(strFromU8(file(files, `${folder}/manifest.json`))) as ListingManifest;
    const [entry] = manifest.files;
    expect(entry).toMatchObject({ labelled: true, original: { url: photoUrl }, pair: { file: expect.stringMatching(/photo-\d+-renovate-pair\.jpg$/) } });
    // The operation's words, never the API's values; the listing's address (#25).
    expect(entry).toMatchObject({ operation: 'Renovation', details: ['Modern', 'Renovate'], operationId: 'renovate', caption: expect.stringMatching(/^Photo \d+: digitally altered, Renovation · Modern · Renovate$/) });
    expect(manifest.listing.address).toBe('304 Sparrow Hawk, McKinney, TX 75072');

    // The photo and its original: shrunk to 2048 px, JPEGs within the portals' cap.
    for (const name of [entry?.file, entry?.original.file]) {
      const bytes = file(files, name);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2048, 1536]);
      expect(bytes.length).toBeLessThanOrEqual(PORTAL_BYTE_CAP);
    }

    // The pair image: both sides in 2048 px, each with its label (a dark box) where the geometry puts it.
    const pairBytes = file(files, entry?.pair.file);
    expect(pairBytes.length).toBeLessThanOrEqual(PORTAL_BYTE_CAP);
    const { data, info } = await sharp(pairBytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBeLessThanOrEqual(2048);
    expect(info.width).toBeGreaterThan(info.height * 2);
    mkdirSync(OUT, { recursive: true });
    writeFileSync(path.join(OUT, 'pair.jpg'), pairBytes);
    const layout = pairLayout({ width: 2048, height: 1536 }, { width: 2400, height: 1800 }, 2048);
    expect([info.width, info.height]).toEqual([layout.width, layout.height]);
    for (const [rect, label] of [[layout.before, 'Original'], [layout.after, 'Digitally altered']] as const) {
      // The label box's top padding (no text in it) is dark; the same strip of floor above the box is not.
      const { box, fontSize } = labelLayout(rect.width, rect.height, (size) => size * 0.55 * label.length);
      const padding = { x: rect.x + box.x + 3, y: rect.y + box.y + 2, width: fontSize * 2, height: Math.max(2, Math.round(fontSize * 0.5) - 4) };
      const above = { ...padding, y: padding.y - box.height };
      expect(meanLuma({ data, width: info.width }, padding)).toBeLessThan(meanLuma({ data, width: info.width }, above) * 0.5);
    }

    // Remarks as before: every original is here.
    const remarks = strFromU8(file(files, `${folder}/remarks.txt`));
    expect(remarks).toMatch(/^One or more photo\(s\) was digitally altered\.\nThe unaltered original of every altered photo is available\.\n/);

    // The lookbook from disk, offline: every image loads, a QR code per original.
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
    await expect(book.getByRole('link', { name: photoUrl })).toHaveAttribute('href', photoUrl);
    await book.screenshot({ path: path.join(OUT, 'lookbook.png'), fullPage: true });
    await book.pdf({ path: path.join(OUT, 'lookbook.pdf'), format: 'Letter', printBackground: true });
    expect(readFileSync(path.join(OUT, 'lookbook.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  } finally {
    await context.setOffline(false);
    await emulator.close();
  }
});

test('labels off and the original gone (404): the photo unlabelled, its caption disclosing, no pair image', async ({ context, extensionId }) => {
  test.setTimeout(120_000);
  const emulator = await zillowWithEmulator(context, extensionId, await roomPhoto());
  try {
    const options = await openExtensionPage(context, extensionId, 'options.html');
    await sendFromPage(options, 'saveSettings', { disclosure: { renovation: false } });
    await options.close();
    const { panel, photoUrl } = await renderFirstPhoto(context, extensionId);
    // The listing took its photo down after the render.
    await context.route('https://photos.zillowstatic.com/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
    const { files, folder } = await exportZip(panel, /^Original size/);

    const manifest = JSON.parse(strFromU8(file(files, `${folder}/manifest.json`))) as ListingManifest;
    const [entry] = manifest.files;
    expect(entry).toMatchObject({ labelled: false, original: { url: photoUrl, file: null }, pair: { file: null } });
    expect(entry?.original.note).toMatch(/HTTP 404/);
    expect(entry?.caption).toMatch(new RegExp(`^Photo \\d+: digitally altered \\(no label on the photo\\), .*; unaltered original: ${photoUrl.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}$`));
    expect(Object.keys(files).filter((n) => /-(original|pair)\.jpg$/.test(n))).toEqual([]);

    // Unlabelled and untouched: the very bytes the service made.
    const history = (await sendFromPage(panel, 'getHistory', {})) as { data: { entries: { resultUrl?: string }[] } };
    const hosted = new Uint8Array(await (await fetch(history.data.entries[0]?.resultUrl ?? '')).arrayBuffer());
    expect(Buffer.from(file(files, entry?.file)).equals(Buffer.from(hosted))).toBe(true);

    const remarks = strFromU8(file(files, `${folder}/remarks.txt`));
    expect(remarks).not.toContain('every altered photo is available');
    expect(remarks).toMatch(/The unaltered original of photo \d+ could not be downloaded: its address is given in its caption below\./);
    expect(remarks).toMatch(/Photo \d+ carries no disclosure label on the image: post it with its caption below/);
    expect(remarks).toContain(entry?.caption ?? '-');

    // The lookbook stays labelled: its After image is not the unlabelled file.
    const lookbook = strFromU8(file(files, `${folder}/lookbook.html`));
    expect(lookbook).not.toContain(Buffer.from(hosted).toString('base64').slice(0, 2000));
    expect(lookbook).toMatch(/could not be downloaded \(HTTP 404\)/);
  } finally {
    await emulator.close();
  }
});
