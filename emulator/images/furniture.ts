/**
 * What virtual staging puts in a room, per room type: real-sized pieces (furniture/pieces*.ts)
 * arranged on the floor against the far wall, in the staging style's colours. Positions come
 * from the photo's stage (its floor and far wall, from its map or the band fallback), so the
 * furniture stands on the floor in the photo's perspective.
 */
import type { FurnitureColours, RoomTypeId } from '../service-styles/staging';
import { box, shade, turn, type Part, type PieceColours } from '../../demo-scenes/furniture/model';
import { armchair, art, coffeeTable, console, floorLamp, plant, rug, sideTable, sofa } from '../../demo-scenes/furniture/pieces';
import { bathSet, bed, bookshelf, chair, desk, diningTable, loungeChair, nightstand, pendant, stool, umbrella } from '../../demo-scenes/furniture/pieces-more';
import { island } from '../../demo-scenes/furniture/kitchen-units';
import type { Stage } from '../../demo-scenes/scene/scene-map';

type Layout = (s: Stage, c: PieceColours, cx: number) => Part[];

const roomFor = (s: Stage, cx: number, half: number): boolean => cx - half > s.left && cx + half < s.right;

const LAYOUTS: Readonly<Record<RoomTypeId, Layout>> = {
  living_room: (s, c, cx) => [
    ...rug(cx - 1.5, cx + 1.5, s.back - 2.3, s.back - 0.15, c),
    ...sofa(cx, s.back - 0.55, 2.3, c),
    ...coffeeTable(cx, s.back - 1.75, 1.1, 0.6, c),
    ...(roomFor(s, cx, 2.5) ? turn(armchair(cx - 2.05, s.back - 1.7, c), cx - 2.05, s.back - 1.7, -1) : []),
    ...floorLamp(cx + 1.55, s.back - 0.35, c),
    ...sideTable(cx - 1.5, s.back - 0.35, c),
    ...(roomFor(s, cx, 2.4) ? plant(cx + 2.1, s.back - 0.9, 1.1, 7) : []),
    ...art(cx, 1.65, 1.25, 0.8, s.back, c, 3),
  ],
  bedroom: (s, c, cx) => [
    ...rug(cx - 1.35, cx + 1.35, s.back - 2.6, s.back - 0.6, c),
    ...bed(cx, s.back, 1.6, c),
    ...nightstand(cx - 1.25, s.back, c),
    ...nightstand(cx + 1.25, s.back, c),
    ...art(cx, 1.75, 1.1, 0.7, s.back, c, 9),
    ...(roomFor(s, cx, 2.3) ? plant(cx - 1.95, s.back - 1.6, 0.9, 13) : []),
  ],
  dining_room: (s, c, cx) => {
    const z = s.back - 1.9;
    return [
      ...rug(cx - 1.5, cx + 1.5, z - 1.3, z + 1.3, c),
      ...chair(cx - 0.5, z + 0.62, c, true),
      ...chair(cx + 0.5, z + 0.62, c, true),
      ...diningTable(cx, z, 1.8, 0.95, c),
      ...chair(cx - 0.5, z - 0.62, c, false),
      ...chair(cx + 0.5, z - 0.62, c, false),
      ...pendant(cx, z, s.ceiling, c),
      ...console(cx, s.back - 0.25, 1.6, c),
      ...art(cx, 1.7, 1.2, 0.75, s.back, c, 5),
    ];
  },
  kitchen: (s, c, cx) => [
    ...island(cx, s.back - 1.6, 1.8, shade(c.wood, 1.05), [226, 224, 220]),
    ...stool(cx - 0.6, s.back - 2.45, c),
    ...stool(cx, s.back - 2.45, c),
    ...stool(cx + 0.6, s.back - 2.45, c),
    ...pendant(cx - 0.45, s.back - 1.6, s.ceiling, c),
    ...pendant(cx + 0.45, s.back - 1.6, s.ceiling, c),
  ],
  home_office: (s, c, cx) => [
    ...rug(cx - 1.2, cx + 1.2, s.back - 2.2, s.back - 0.3, c),
    ...desk(cx - 0.3, s.back, c),
    ...bookshelf(cx + 1.3, s.back, c),
    ...(roomFor(s, cx, 2.2) ? plant(cx - 1.7, s.back - 0.5, 1.0, 15) : []),
    ...art(cx - 0.3, 1.75, 0.9, 0.6, s.back, c, 11),
  ],
  kids_room: (s, c, cx) => [
    ...rug(cx - 1.2, cx + 1.2, s.back - 2.4, s.back - 0.4, c),
    ...bed(cx - 0.5, s.back, 1.0, c),
    ...bookshelf(cx + 1.1, s.back, c),
    box(cx + 0.2, cx + 0.55, 0, 0.35, s.back - 1.9, s.back - 1.55, c.accent, 0.01, true),
    box(cx + 0.65, cx + 0.9, 0, 0.25, s.back - 1.8, s.back - 1.55, shade(c.fabric, 0.8), 0.01, true),
    ...art(cx - 0.5, 1.6, 0.7, 0.5, s.back, c, 17),
  ],
  bathroom: (s, c, cx) => [...bathSet(cx - 0.6, s.back - 1.2, c), ...plant(cx - 1.3, s.back - 0.4, 0.7, 19, [236, 234, 228]), ...sideTable(cx + 0.2, s.back - 0.4, c)],
  outdoor: (s, c, cx) => [
    ...rug(cx - 1.6, cx + 1.6, s.back - 3.2, s.back - 0.4, c),
    ...loungeChair(cx - 1.0, s.back - 1.6, c),
    ...loungeChair(cx + 1.0, s.back - 1.6, c),
    ...sideTable(cx, s.back - 1.4, c),
    ...umbrella(cx, s.back - 0.9, c),
    ...plant(cx - 2.0, s.back - 0.5, 1.0, 23),
  ],
};

/** The parts staging places for `roomType` in `colours` on `stage`, centred on the far wall. */
export function stagingParts(roomType: RoomTypeId, colours: FurnitureColours, stage: Stage): Part[] {
  const cx = Math.max(stage.left + 1.4, Math.min(stage.right - 1.4, (stage.left + stage.right) / 2));
  return LAYOUTS[roomType](stage, colours, cx);
}
