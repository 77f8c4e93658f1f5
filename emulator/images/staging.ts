/**
 * Virtual staging: the furniture for a room type and style (furniture.ts), drawn in the photo's
 * perspective on its floor (its map, or the band fallback) and composited onto the room.
 */
import sharp from 'sharp';
import type { FurnitureColours, RoomTypeId } from '../service-styles/staging';
import { partsSvg } from '../../demo-scenes/furniture/draw';
import { stagingParts } from './furniture';
import { alterFixture, type FixtureAlteration } from './alter-fixture';
import { decodeRgb, encodeJpeg, JPEG_QUALITY } from './raw';
import { resolveScene } from './resolve-scene';

/** Returns the staged JPEG, same size as `room` (a normalized input); `alter` (a fault) changes a fixture under the furniture. */
export async function stageRoom(room: Buffer, roomType: RoomTypeId, colours: FurnitureColours, alter?: FixtureAlteration): Promise<Buffer> {
  const image = await decodeRgb(room);
  const scene = await resolveScene(image);
  const overlay = partsSvg(scene.camera, stagingParts(roomType, colours, scene.stage), image.width, image.height);
  const base = alter === undefined ? room : await encodeJpeg(alterFixture(image, scene, alter));
  return sharp(base).composite([{ input: Buffer.from(overlay), left: 0, top: 0 }]).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}
