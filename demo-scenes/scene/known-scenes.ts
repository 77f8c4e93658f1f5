/**
 * The photos the emulator knows: the demo listing's six. A photo whose shape and brightness
 * fingerprint match one of them gets that photo's scene map; any other photo gets none, and
 * renders fall back to horizontal bands (emulator/images/resolve-scene.ts).
 */
import type { RgbImage } from '../rgb-image';
import { DEMO_HOUSE, houseMap } from './demo-house';
import { DEMO_ROOMS } from './demo-rooms';
import { correlation, decodeFingerprint, fingerprintOf, MATCH_CORRELATION } from './fingerprint';
import { DEMO_FINGERPRINTS } from './fingerprints';
import { roomMap } from './room-map';
import type { SceneMap } from './scene-map';

let maps: readonly SceneMap[] | undefined;

/** Every known scene map (built once, on first use). */
export function knownSceneMaps(): readonly SceneMap[] {
  maps ??= [...DEMO_ROOMS.map(roomMap), houseMap(DEMO_HOUSE)];
  return maps;
}

// A resized copy keeps its aspect ratio to within rounding; anything further is another photo.
const ASPECT_TOLERANCE = 0.02;

/** The known scene `image` shows, or undefined. */
export function recogniseScene(image: RgbImage): SceneMap | undefined {
  const aspect = image.width / image.height;
  const candidates = knownSceneMaps().filter((m) => Math.abs(m.width / m.height - aspect) / aspect < ASPECT_TOLERANCE && DEMO_FINGERPRINTS[m.id] !== undefined);
  if (candidates.length === 0) return undefined;
  const cells = fingerprintOf(image);
  let best: SceneMap | undefined;
  let bestScore = MATCH_CORRELATION;
  for (const map of candidates) {
    const score = correlation(cells, decodeFingerprint(DEMO_FINGERPRINTS[map.id] ?? ''));
    if (score >= bestScore) {
      best = map;
      bestScore = score;
    }
  }
  return best;
}
