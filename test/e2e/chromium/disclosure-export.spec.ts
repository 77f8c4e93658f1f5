import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import jsQR from 'jsqr';
import { centredCrop, cropSafeRect, labelLayout, PORTAL_ASPECTS, type Rect } from '../../../lib/export/label-geometry';
import { expect, test } from './extension';
import { sendFromPage } from './helpers';
import { renderFirstPhoto, roomPhoto, zillowWithEmulator } from './zillow';

/**
 * Issue #13's exports through the built extension in Chromium: render a Zillow photo against the
 * emulator, download the result and compare it with the unlabelled hosted image (the pixels differ
 * where the label is, inside every portal crop, and only there), then download the compare card
 * and read its QR code back to the original photo's address. With EXPORT_SHOTS=<dir> both files
 * are saved there to look at.
 */
const SHOTS = process.env.EXPORT_SHOTS;

async function rgb(bytes: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function inside(inner: Rect, outer: Rect): boolean {
  return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;
}

/** The bounding box of the pixels that differ by more than `threshold` in some channel, and the largest difference outside `except`. */
function difference(a: Buffer, b: Buffer, width: number, height: number, threshold: number, except?: Rect): { box: Rect | null; maxOutside: number } {
  let left = width, top = height, right = -1, bottom = -1, maxOutside = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const d = Math.max(...[0, 1, 2].map((c) => Math.abs((a[i + c] ?? 0) - (b[i + c] ?? 0))));
      if (d > threshold) [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
      if (except && !inside({ x, y, width: 1, height: 1 }, except)) maxOutside = Math.max(maxOutside, d);
    }
  }
  return { box: right < 0 ? null : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 }, maxOutside };
}

test('the downloaded result carries a crop-safe label, and the compare card links to the original', async ({ context, extensionId }) => {
  test.setTimeout(120_000);
  const emulator = await zillowWithEmulator(context, extensionId, await roomPhoto());
  try {
    const { panel, photoUrl } = await renderFirstPhoto(context, extensionId);
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });

    // 1. The labelled download against the hosted, unlabelled result.
    await expect(panel.getByText('Downloads carry the “Digitally altered” label.')).toBeVisible();
    const [download] = await Promise.all([panel.waitForEvent('download'), panel.getByRole('link', { name: 'Download', exact: true }).click()]);
    const labelled = readFileSync(await download.path());
    if (SHOTS) writeFileSync(path.join(SHOTS, 'labelled.jpg'), labelled);
    const history = (await sendFromPage(panel, 'getHistory', {})) as { data: { entries: { resultUrl?: string }[] } };
    const resultUrl = history.data.entries[0]?.resultUrl;
    if (!resultUrl) throw new Error('the result has no hosted URL');
    const hosted = await rgb(Buffer.from(await (await fetch(resultUrl)).arrayBuffer()));
    const mine = await rgb(labelled);
    expect([mine.width, mine.height]).toEqual([hosted.width, hosted.height]);

    const { width, height } = hosted;
    const changed = difference(mine.data, hosted.data, width, height, 60).box;
    if (!changed) throw new Error('the download is not labelled');
    // Where the geometry puts it: bottom-left in the crop-safe part, inside every centred portal crop.
    const expected = labelLayout(width, height, () => changed.width - 2 * Math.round(labelLayout(width, height, () => 0).fontSize * 0.5)).box;
    expect(Math.abs(changed.x - expected.x)).toBeLessThanOrEqual(3);
    expect(Math.abs(changed.y + changed.height - (expected.y + expected.height))).toBeLessThanOrEqual(3);
    expect(Math.abs(changed.height - expected.height)).toBeLessThanOrEqual(4);
    expect(inside(changed, cropSafeRect(width, height))).toBe(true);
    for (const aspect of PORTAL_ASPECTS) expect(inside(changed, centredCrop(width, height, aspect))).toBe(true);
    // And only there: outside the label (and the 8×8 JPEG blocks it touches) only re-encoding noise.
    const around = { x: changed.x - 16, y: changed.y - 16, width: changed.width + 32, height: changed.height + 32 };
    expect(difference(mine.data, hosted.data, width, height, 255, around).maxOutside).toBeLessThanOrEqual(40);

    // 2. The compare card: one PNG, its QR code opens the original photo.
    await panel.getByRole('button', { name: 'More' }).click();
    const [cardDownload] = await Promise.all([panel.waitForEvent('download'), panel.getByRole('menuitem', { name: 'Download compare card' }).click()]);
    expect(cardDownload.suggestedFilename()).toMatch(/^reimagine-renovate-.*-compare\.png$/);
    const card = readFileSync(await cardDownload.path());
    if (SHOTS) writeFileSync(path.join(SHOTS, 'compare-card.png'), card);
    const { data, info } = await sharp(card).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBeGreaterThan(info.height);
    const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
    expect(code?.data).toBe(photoUrl);
  } finally {
    await emulator.close();
  }
});
