/** The demo listing's front photo: the ray-cast base, the SVG details, the camera finish. */
import sharp from 'sharp';
import type { HouseSpec } from '../../../demo-scenes/scene/demo-house';
import { houseDetailsSvg } from './exterior-details';
import { renderHouse } from './exterior';
import { finishPhoto } from './finish';

/** The house photo as JPEG bytes. */
export async function renderHousePhoto(h: HouseSpec): Promise<Buffer> {
  const base = renderHouse(h);
  const composed = await sharp(base, { raw: { width: h.width, height: h.height, channels: 3 } })
    .composite([{ input: Buffer.from(houseDetailsSvg(h)), left: 0, top: 0 }])
    .removeAlpha()
    .raw()
    .toBuffer();
  return finishPhoto(new Uint8Array(composed.buffer, composed.byteOffset, composed.length), h.width, h.height, h.id);
}
