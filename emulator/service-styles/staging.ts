/**
 * What virtual staging offers: the room types and styles its list endpoints return and the
 * stage endpoint accepts, with the colours the furniture overlay is drawn in.
 */
import { hex, type Rgb } from '../../demo-scenes/color';

/** Room types with their own furniture layout. */
export const ROOM_TYPE_IDS = ['living_room', 'bedroom', 'dining_room', 'kitchen', 'home_office', 'kids_room', 'bathroom', 'outdoor'] as const;

/** A room type id. */
export type RoomTypeId = (typeof ROOM_TYPE_IDS)[number];

/** A room type as GET /virtual-staging/room-types lists it. */
export interface RoomType {
  readonly id: RoomTypeId;
  readonly name: string;
}

/** Every staging room type. */
export const ROOM_TYPES: readonly RoomType[] = [
  { id: 'living_room', name: 'Living room' },
  { id: 'bedroom', name: 'Bedroom' },
  { id: 'dining_room', name: 'Dining room' },
  { id: 'kitchen', name: 'Kitchen' },
  { id: 'home_office', name: 'Home office' },
  { id: 'kids_room', name: 'Kids room' },
  { id: 'bathroom', name: 'Bathroom' },
  { id: 'outdoor', name: 'Outdoor / patio' },
];

/** The colours furniture of one staging style is drawn in. */
export interface FurnitureColours {
  /** Upholstery: sofa, bed cover, chairs. */
  readonly fabric: Rgb;
  /** Tables, frames, legs. */
  readonly wood: Rgb;
  /** Rugs, cushions, lamp shades. */
  readonly accent: Rgb;
  /** Metal and small details. */
  readonly trim: Rgb;
}

/** A staging style as GET /virtual-staging/styles lists it. */
export interface StagingStyle {
  readonly id: string;
  readonly name: string;
  readonly colours: FurnitureColours;
}

function stagingStyle(id: string, name: string, [fabric, wood, accent, trim]: readonly [string, string, string, string]): StagingStyle {
  return { id, name, colours: { fabric: hex(fabric), wood: hex(wood), accent: hex(accent), trim: hex(trim) } };
}

/** Every staging style. */
export const STAGING_STYLES: readonly StagingStyle[] = [
  stagingStyle('modern', 'Modern', ['#5c6166', '#2b2b2b', '#d9d4cc', '#101010']),
  stagingStyle('scandinavian', 'Scandinavian', ['#e4ddd2', '#c8a97e', '#9fb3a6', '#f5f5f5']),
  stagingStyle('industrial', 'Industrial', ['#6b4a33', '#3a3a3a', '#a2643c', '#222222']),
  stagingStyle('mid_century', 'Mid-century', ['#c99a2e', '#7a4a28', '#2d7f7a', '#1e1e1e']),
  stagingStyle('coastal', 'Coastal', ['#dfe8ec', '#d8c7a6', '#3d7ea6', '#ffffff']),
  stagingStyle('farmhouse', 'Farmhouse', ['#efe7da', '#8a6a48', '#7d8f69', '#2f2f2f']),
  stagingStyle('luxury', 'Luxury', ['#2b2d42', '#4a2f23', '#c9a227', '#d4af37']),
  stagingStyle('minimalist', 'Minimalist', ['#f0f0f0', '#cfcfcf', '#9a9a9a', '#3a3a3a']),
];

const STYLE_BY_ID = new Map(STAGING_STYLES.map((s) => [s.id, s]));

/** The staging style with this id, or undefined. */
export function findStagingStyle(id: string): StagingStyle | undefined {
  return STYLE_BY_ID.get(id);
}

/** True for a known room type id. */
export function isRoomTypeId(id: string): id is RoomTypeId {
  return (ROOM_TYPE_IDS as readonly string[]).includes(id);
}
