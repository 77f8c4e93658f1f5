import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { labelLayout, type Rect } from '../../../lib/export/label-geometry';
import type { ListingManifest } from '../../../lib/export/manifest';
import { servePages } from '../../fixtures/sites/serve';
import { expect, test } from './extension';
import { connectToEmulator, openExtensionPage, sendFromPage } from './helpers';
import { photoButton } from './photo-button';
import { roomPhoto } from './zillow';

/**
 * Issue #14, end to end: a Spanish listing's exports speak Spanish in an English browser. The
 * saved Idealista page is served under its real URL (read in place from ../shared, never copied),
 * its first photo rendered against the emulator; the After badge says "Modificada digitalmente",
 * the downloaded photo carries that label (its box is as wide as the Spanish words, not the
 * English ones), and the exported ZIP's remarks, lookbook, manifest and photo are Spanish.
 */
const PAGES_DIR = path.resolve('../shared/fixtures/listing-pages');
const IDEALISTA = (JSON.parse(readFileSync(path.join(PAGES_DIR, 'EXPECTED.json'), 'utf8')) as { pages: { file: string; url: string }[] }).pages.find(
  (p) => p.file === 'idealista-detail-1.html',
);
const SPANISH = 'Modificada digitalmente';
const ENGLISH = 'Digitally altered';

/** Serves the Idealista page, the room photo for every Idealista photo, and connects the emulator. */
async function idealistaWithEmulator(context: BrowserContext, extensionId: string) {
  if (!IDEALISTA) throw new Error('idealista-detail-1.html is missing from EXPECTED.json');
  await servePages(context, new Map([[IDEALISTA.url, { html: readFileSync(path.join(PAGES_DIR, IDEALISTA.file), 'utf8'), scripts: false }]]));
  const photo = await roomPhoto();
  // Registered after servePages, so it answers the photo hosts first (the page itself is www.).
  await context.route('https://img*.idealista.com/**', (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: photo }));
  return connectToEmulator(context, extensionId);
}

/** Picks the listing's first photo with its button and renovates it; answers the panel once After shows. */
async function renderFirstPhoto(context: BrowserContext, extensionId: string): Promise<Page> {
  if (!IDEALISTA) throw new Error('idealista-detail-1.html is missing from EXPECTED.json');
  const listing = await context.newPage();
  await listing.goto(IDEALISTA.url, { waitUntil: 'domcontentloaded' });
  const photo = listing.locator('img[data-reimagine]').first();
  await expect(photo).toHaveAttribute('data-reimagine', /^https:\/\/img\d*\.idealista\.com\/blur\//);
  const photoUrl = (await photo.getAttribute('data-reimagine')) ?? '';
  await photo.scrollIntoViewIfNeeded();
  // Keyboard: the page served without its CSS may stack other elements over the photo.
  await photoButton(photo.locator('xpath=ancestor::picture[1]/following-sibling::reimagine-photo-button[1]')).focus();
  await listing.keyboard.press('Enter');
  const panel = await openExtensionPage(context, extensionId, 'sidepanel.html');
  await expect.poll(async () => ((await sendFromPage(panel, 'getPickedPhoto', {})) as { data?: { photo?: { url?: string } } }).data?.photo?.url).toBe(photoUrl);
  await panel.getByRole('radiogroup', { name: 'Style' }).getByRole('radio').first().check();
  await panel.getByRole('button', { name: 'Renovate', exact: true }).click();
  await expect(panel.getByRole('img', { name: 'After' })).toBeVisible({ timeout: 30_000 });
  return panel;
}

/** The width of the label box drawn for `text` on a `width`×`height` image, measured with the panel's own canvas fonts. */
async function labelBoxWidth(panel: Page, text: string, width: number, height: number): Promise<number> {
  const widths = await panel.evaluate((label) => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    return Array.from({ length: 200 }, (_, size) => {
      context.font = `600 ${size}px system-ui, -apple-system, "Segoe UI", sans-serif`;
      return context.measureText(label).width;
    });
  }, text);
  return labelLayout(width, height, (size) => widths[size] ?? 0).box.width;
}

async function rgb(bytes: Uint8Array): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The bounding box of the pixels of `a` that differ from `b` by more than `threshold` in some channel. */
function changedBox(a: Buffer, b: Buffer, width: number, height: number, threshold = 60): Rect | null {
  let left = width, top = height, right = -1, bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const d = Math.max(...[0, 1, 2].map((c) => Math.abs((a[i + c] ?? 0) - (b[i + c] ?? 0))));
      if (d > threshold) [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  }
  return right < 0 ? null : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/** Checks that `labelled` is the hosted result with the Spanish label stamped on, not the English one. */
async function expectSpanishLabel(panel: Page, labelled: Uint8Array, hostedBytes: Uint8Array): Promise<void> {
  const [mine, hosted] = await Promise.all([rgb(labelled), rgb(hostedBytes)]);
  expect([mine.width, mine.height]).toEqual([hosted.width, hosted.height]);
  const box = changedBox(mine.data, hosted.data, mine.width, mine.height);
  if (!box) throw new Error('the image carries no label');
  const spanish = await labelBoxWidth(panel, SPANISH, mine.width, mine.height);
  const english = await labelBoxWidth(panel, ENGLISH, mine.width, mine.height);
  expect(spanish - english).toBeGreaterThan(40);
  expect(Math.abs(box.width - spanish)).toBeLessThanOrEqual(6);
}

test('a Spanish (idealista.com) listing: the badge, the download and the ZIP carry the Spanish label and texts', async ({ context, extensionId }) => {
  test.setTimeout(180_000);
  const emulator = await idealistaWithEmulator(context, extensionId);
  try {
    const panel = await renderFirstPhoto(context, extensionId);
    // The After badge previews what is stamped: Spanish, marked as Spanish, in an English panel.
    await expect(panel.locator('.compare__badge')).toHaveText(SPANISH);
    await expect(panel.locator('.compare__badge')).toHaveAttribute('lang', 'es');
    await expect(panel.getByText('Labels, remarks and captions for this listing are in Spanish.')).toBeVisible();

    const history = (await sendFromPage(panel, 'getHistory', {})) as { data: { entries: { resultUrl?: string }[] } };
    const resultUrl = history.data.entries[0]?.resultUrl;
    if (!resultUrl) throw new Error('the result has no hosted URL');
    const hosted = new Uint8Array(await (await fetch(resultUrl)).arrayBuffer());

    // Download: the photo carries "Modificada digitalmente".
    await expect(panel.getByText(`Downloads carry the “${SPANISH}” label.`)).toBeVisible();
    const [download] = await Promise.all([panel.waitForEvent('download'), panel.getByRole('link', { name: 'Download', exact: true }).click()]);
    await expectSpanishLabel(panel, new Uint8Array(readFileSync(await download.path())), hosted);

    // The ZIP, at MLS size.
    await panel.getByRole('button', { name: 'Export listing' }).click();
    const dialog = panel.getByRole('dialog', { name: 'Export listing' });
    await expect(dialog).toContainText('Labels, remarks and captions are written in Spanish, the listing’s language.');
    await dialog.getByRole('radio', { name: /^MLS/ }).check();
    const [zipDownload] = await Promise.all([panel.waitForEvent('download'), dialog.getByRole('button', { name: /^Download ZIP/ }).click()]);
    await expect(dialog.getByRole('status')).toHaveText(/^Downloaded /);
    const files = unzipSync(new Uint8Array(readFileSync(await zipDownload.path())));
    const folder = zipDownload.suggestedFilename().replace(/\.zip$/, '');
    const read = (name: string) => {
      const bytes = files[`${folder}/${name}`];
      if (!bytes) throw new Error(`${name} is not in the ZIP`);
      return bytes;
    };

    const remarks = strFromU8(read('remarks.txt'));
    expect(remarks.startsWith('Una o más fotos han sido modificadas digitalmente.\n')).toBe(true);
    expect(remarks).toContain('Está disponible el original sin modificar de cada foto modificada.');
    // The operation's words in Spanish, the spectrum step as the slider names it; never the API's values (#25).
    expect(remarks).toMatch(/\nFoto \d+: modificada digitalmente, Reforma · Modern · Reformar\n/);

    const lookbook = strFromU8(read('lookbook.html'));
    expect(lookbook).toContain('<html lang="es">');
    expect(lookbook).toContain(`Después: ${SPANISH}`);
    expect(lookbook).toContain('antes y después</title>');

    const manifest = JSON.parse(strFromU8(read('manifest.json'))) as ListingManifest;
    expect(manifest.language).toBe('es');
    const [entry] = manifest.files;
    expect(entry).toMatchObject({ disclosure: SPANISH, operation: 'Reforma', details: ['Modern', 'Reformar'], operationId: 'renovate', labelled: true });
    expect(entry?.file).toMatch(/\/foto-\d+-reforma\.jpg$/);
    expect(entry?.original.file).toMatch(/\/foto-\d+-original\.jpg$/);
    expect(entry?.pair.file).toMatch(/\/foto-\d+-reforma-antes-despues\.jpg$/);
    // The exported photo itself: the Spanish label's box, not the English one's.
    await expectSpanishLabel(panel, files[entry?.file ?? ''] ?? new Uint8Array(), hosted);
  } finally {
    await emulator.close();
  }
});
