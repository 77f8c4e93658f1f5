import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { alterFixture } from '../../emulator/images/alter-fixture';
import { decodeRgb, type RgbImage } from '../../emulator/images/raw';
import { renovatePhoto } from '../../emulator/images/renovate';
import { resolveScene } from '../../emulator/images/resolve-scene';
import { findRenovationStyle } from '../../emulator/service-styles/renovation-styles';
import { checkFixtures } from '../../lib/fixture-check/check';
import type { PixelImage } from '../../lib/fixture-check/types';
import { DEMO_PHOTOS, renderDemoPhoto } from '../demo/photos';
import type { Row } from './rows';
import { median } from './stats';

/** RGBA, as a canvas hands the worker its pixels. */
async function rgba(image: RgbImage): Promise<PixelImage> {
  const { data, info } = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/**
 * The fixture check (#30) on one result at 1536 px, the size its budget is set at: the demo
 * living room renovated, and the same render with its window moved (median of 5 runs of each;
 * budget 150 ms a result). The panel's worker decodes smaller (640 px), so this is its worst case
 * without the decode.
 */
export async function fixtureCheckRow(): Promise<Row> {
  const photo = DEMO_PHOTOS.find((p) => p.file === 'living-room.jpg');
  if (!photo) throw new Error('no demo living room');
  const original = await decodeRgb(await sharp(await renderDemoPhoto(photo)).resize(1536, 1024, { fit: 'fill' }).jpeg().toBuffer());
  const scene = await resolveScene(original);
  const render = await renovatePhoto(original, scene, { style: findRenovationStyle('modern'), guidance: undefined, strength: 0.6, tint: undefined });
  const before = await rgba(original);
  const results = [await rgba(render), await rgba(alterFixture(render, scene, 'window-moved'))];
  const times: number[] = [];
  const flagged: boolean[] = [];
  for (let run = 0; run < 5; run++) {
    for (const result of results) {
      const start = performance.now();
      flagged.push(checkFixtures(before, result, 'finishes').flagged);
      times.push(performance.now() - start);
    }
  }
  return { section: 'fixture check', name: 'fixture check, one result at 1536 px (Node)', value: median(times), unit: 'ms', budget: 150, detail: `median of ${times.length}; faithful ${flagged[0] ? 'flagged' : 'passed'}, window moved ${flagged[1] ? 'flagged' : 'passed'}` };
}
