/**
 * A demo interior photo: the ray-cast shell, then windows, doors and furniture painted over it
 * as SVG, then what a camera adds (a soft lens blur, a little vignetting and sensor grain).
 */
import sharp from 'sharp';
import { Defs, drawParts } from '../../../demo-scenes/furniture/draw';
import type { RoomSpec } from '../../../demo-scenes/scene/room-spec';
import { openingsSvg } from './openings';
import { finishPhoto } from './finish';
import { renderShell } from './shell';

/** The demo photo of `spec` as JPEG bytes. */
export async function renderRoomPhoto(spec: RoomSpec): Promise<Buffer> {
  const { width, height } = spec;
  const shell = renderShell(spec);
  const defs = new Defs();
  const furniture = drawParts(spec.camera, spec.parts, width, height, defs);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${defs.render()}</defs>${openingsSvg(spec)}${furniture}</svg>`;
  const composed = await sharp(shell, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(svg), left: 0, top: 0 }])
    .removeAlpha()
    .raw()
    .toBuffer();
  return finishPhoto(new Uint8Array(composed.buffer, composed.byteOffset, composed.length), width, height, spec.id);
}
