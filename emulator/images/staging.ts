/** Virtual staging: composes the furniture overlay for a room type and style onto the room photo. */
import sharp from 'sharp';
import type { FurnitureColours, RoomTypeId } from '../catalog/staging';
import { furnitureSvg } from './furniture';
import { JPEG_QUALITY } from './raw';

/** Returns the staged JPEG, same size as `room` (a normalized input). */
export async function stageRoom(room: Buffer, roomType: RoomTypeId, colours: FurnitureColours): Promise<Buffer> {
  const { width = 1, height = 1 } = await sharp(room).metadata();
  const overlay = Buffer.from(furnitureSvg(roomType, colours, width, height));
  return sharp(room).composite([{ input: overlay, left: 0, top: 0 }]).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}
