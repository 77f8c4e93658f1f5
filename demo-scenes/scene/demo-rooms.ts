/**
 * The demo listing's interior photos (12 Orchard Lane), described once: the demo site draws its
 * photos from these and the emulator's renders read their maps back, so on these photos the
 * emulator knows where walls, floor and cabinets are. Reference size 1280 x 853.
 */
import type { Rgb } from '../color';
import { baseRun, fridge, island, wallRun } from '../furniture/kitchen-units';
import { box, shade, turn, type Part, type PieceColours } from '../furniture/model';
import { armchair, art, coffeeTable, curtain, floorLamp, plant, rug, sideTable, sofa } from '../furniture/pieces';
import { bed, bookshelf, nightstand, pendant, stool } from '../furniture/pieces-more';
import type { Camera } from './camera';
import type { RoomSpec } from './room-spec';

const WIDTH = 1280;
const HEIGHT = 853;
const CAMERA: Camera = { cx: 640, cy: 390, f: 820, height: 1.35 };
const SUN_LEFT = [-0.62, 0.5, -0.25] as const;
const TRIM: Rgb = [242, 240, 235];
const CEILING: Rgb = [244, 242, 237];

const LIVING: PieceColours = { fabric: [122, 128, 132], wood: [120, 86, 58], accent: [186, 132, 84], trim: [40, 38, 36] };

/** The furnished living room: sofa under a picture, coffee table on a rug, armchair, lamp, plants. */
const livingRoom: RoomSpec = {
  id: 'demo-living-room',
  roomType: 'living_room',
  width: WIDTH,
  height: HEIGHT,
  camera: CAMERA,
  room: { left: 2.6, right: 2.5, depth: 6.4, ceiling: 2.75 },
  windows: [{ wall: 'left', u0: 3.1, u1: 5.2, v0: 0.45, v1: 2.35 }],
  doors: [{ wall: 'right', u0: 4.6, u1: 5.5, v0: 0, v1: 2.1 }],
  backsplash: [],
  parts: [
    ...rug(-1.45, 1.55, 3.9, 6.0, LIVING),
    ...sofa(0.05, 5.88, 2.3, LIVING),
    ...coffeeTable(0.05, 4.75, 1.1, 0.6, LIVING),
    ...turn(armchair(-1.75, 4.55, LIVING), -1.75, 4.55, -1),
    ...floorLamp(1.6, 5.95, LIVING),
    ...sideTable(-1.45, 5.95, LIVING),
    ...plant(2.05, 4.2, 1.1, 7),
    ...art(0.05, 1.68, 1.25, 0.8, 6.4, LIVING, 3),
    ...curtain(-2.6, 1, 2.55, 3.05, 2.6, [226, 218, 204]),
    ...curtain(-2.6, 1, 5.25, 5.75, 2.6, [226, 218, 204]),
  ],
  materials: {
    floor: { kind: 'wood', colour: [176, 134, 94], seed: 11 },
    walls: { kind: 'paint', colour: [216, 208, 196], seed: 12 },
    ceiling: CEILING,
    trim: TRIM,
  },
  sun: SUN_LEFT,
};

const WOOD_CABINETS: Rgb = [156, 108, 64];
const GRANITE: Rgb = [58, 56, 54];
const KITCHEN_SEATS: PieceColours = { fabric: [70, 62, 56], wood: [120, 86, 58], accent: [180, 120, 70], trim: [40, 38, 36] };

/** The kitchen: wooden cabinets along the back wall, range and hood, fridge, an island with stools. */
const kitchen: RoomSpec = {
  id: 'demo-kitchen',
  roomType: 'kitchen',
  width: WIDTH,
  height: HEIGHT,
  camera: CAMERA,
  room: { left: 2.4, right: 2.6, depth: 6.0, ceiling: 2.7 },
  windows: [{ wall: 'left', u0: 3.6, u1: 5.0, v0: 1.0, v1: 2.2 }],
  doors: [],
  backsplash: [{ wall: 'back', u0: -2.4, u1: 1.6, v0: 0.92, v1: 1.45 }],
  parts: [
    ...baseRun(-2.4, 1.6, 6.0, WOOD_CABINETS, GRANITE, -0.4),
    ...wallRun(-2.4, 1.6, 6.0, WOOD_CABINETS, -0.4),
    ...fridge(2.1, 6.0),
    ...island(-0.3, 4.1, 1.9, WOOD_CABINETS, GRANITE),
    ...stool(-0.95, 3.35, KITCHEN_SEATS),
    ...stool(-0.3, 3.35, KITCHEN_SEATS),
    ...stool(0.35, 3.35, KITCHEN_SEATS),
    ...plant(-2.0, 3.2, 0.7, 21, [236, 234, 228]),
    ...pendant(-0.8, 4.1, 2.7, KITCHEN_SEATS),
    ...pendant(0.2, 4.1, 2.7, KITCHEN_SEATS),
  ],
  materials: {
    floor: { kind: 'tile', colour: [188, 182, 172], seed: 31 },
    walls: { kind: 'paint', colour: [233, 228, 218], seed: 32 },
    ceiling: CEILING,
    trim: TRIM,
    backsplash: { kind: 'tile_wall', colour: [236, 235, 230], seed: 33 },
  },
  sun: SUN_LEFT,
};

const BEDROOM: PieceColours = { fabric: [150, 160, 172], wood: [142, 108, 78], accent: [96, 112, 134], trim: [52, 48, 44] };

/** The bedroom: a made bed between nightstands, a picture above, a bookshelf and a plant. */
const bedroom: RoomSpec = {
  id: 'demo-bedroom',
  roomType: 'bedroom',
  width: WIDTH,
  height: HEIGHT,
  camera: CAMERA,
  room: { left: 2.3, right: 2.4, depth: 5.8, ceiling: 2.6 },
  windows: [{ wall: 'left', u0: 3.0, u1: 4.6, v0: 0.7, v1: 2.3 }],
  doors: [],
  backsplash: [],
  parts: [
    ...rug(-1.3, 1.4, 3.3, 5.2, BEDROOM),
    ...bed(0.05, 5.8, 1.6, BEDROOM),
    ...nightstand(-1.2, 5.8, BEDROOM),
    ...nightstand(1.3, 5.8, BEDROOM),
    ...art(0.05, 1.72, 1.1, 0.7, 5.8, BEDROOM, 9),
    ...turn(bookshelf(2.2, 3.9, BEDROOM), 2.2, 3.9, 1).map((p) => (p.type === 'box' ? { ...p, box: { ...p.box, x0: p.box.x0 + 0.03, x1: p.box.x1 + 0.03 } } : p)),
    ...plant(-1.9, 3.4, 0.9, 13),
    ...curtain(-2.3, 1, 2.5, 2.95, 2.5, [214, 220, 226]),
    ...curtain(-2.3, 1, 4.65, 5.1, 2.5, [214, 220, 226]),
  ],
  materials: {
    floor: { kind: 'wood', colour: [146, 104, 72], seed: 41 },
    walls: { kind: 'paint', colour: [196, 206, 212], seed: 42 },
    ceiling: CEILING,
    trim: TRIM,
  },
  sun: SUN_LEFT,
};

const PORCELAIN: Rgb = [244, 244, 241];
const BATH: PieceColours = { fabric: [232, 226, 214], wood: [150, 114, 80], accent: [120, 150, 160], trim: [180, 182, 184] };

/** Vanity with basin and mirror, a bathtub on the right, towels. */
function bathroomFittings(): Part[] {
  const wall = 5.0;
  return [
    box(-1.0, 0.2, 0.18, 0.84, wall - 0.52, wall, [150, 114, 80], 0.003, true),
    box(-0.99, -0.41, 0.2, 0.82, wall - 0.54, wall - 0.52, shade([150, 114, 80], 1.05)),
    box(-0.39, 0.19, 0.2, 0.82, wall - 0.54, wall - 0.52, shade([150, 114, 80], 1.05)),
    box(-1.02, 0.22, 0.84, 0.88, wall - 0.55, wall, [226, 224, 220], 0.003),
    { type: 'cylinder', x: -0.4, z: wall - 0.28, y0: 0.88, y1: 1.0, r0: 0.2, r1: 0.22, colour: PORCELAIN },
    box(-0.42, -0.38, 0.88, 1.14, wall - 0.1, wall - 0.06, BATH.trim),
    box(-0.42, -0.38, 1.1, 1.14, wall - 0.2, wall - 0.06, BATH.trim),
    box(-0.95, 0.15, 1.2, 2.05, wall - 0.03, wall, [196, 206, 212], 0.004),
    box(1.35, 2.1, 0, 0.56, 2.9, 4.95, PORCELAIN, 0.02, true),
    box(1.45, 2.0, 0.5, 0.565, 3.0, 4.85, [214, 218, 220], 0.03),
    box(0.55, 0.9, 0.9, 1.35, wall - 0.06, wall - 0.02, BATH.fabric, 0.02),
    box(0.5, 0.95, 1.35, 1.37, wall - 0.08, wall - 0.02, BATH.trim),
    ...plant(-1.55, 4.4, 0.6, 17, [236, 234, 228]),
  ];
}

/** The bathroom: tiled walls and floor, vanity, mirror, bath, a frosted window. */
const bathroom: RoomSpec = {
  id: 'demo-bathroom',
  roomType: 'bathroom',
  width: WIDTH,
  height: HEIGHT,
  camera: { ...CAMERA, f: 760 },
  room: { left: 1.9, right: 2.1, depth: 5.0, ceiling: 2.55 },
  windows: [{ wall: 'left', u0: 3.2, u1: 4.2, v0: 1.3, v1: 2.1 }],
  doors: [],
  backsplash: [],
  parts: bathroomFittings(),
  materials: {
    floor: { kind: 'tile', colour: [170, 168, 164], seed: 51 },
    walls: { kind: 'tile_wall', colour: [238, 237, 233], seed: 52 },
    ceiling: CEILING,
    trim: [232, 231, 228],
  },
  sun: SUN_LEFT,
};

/** The empty room to stage: bare oak floor, white walls, a big window, a door. */
const emptyRoom: RoomSpec = {
  id: 'demo-empty-room',
  roomType: 'living_room',
  width: WIDTH,
  height: HEIGHT,
  camera: CAMERA,
  room: { left: 2.3, right: 2.7, depth: 6.2, ceiling: 2.7 },
  windows: [{ wall: 'left', u0: 3.0, u1: 5.0, v0: 0.5, v1: 2.3 }],
  doors: [{ wall: 'right', u0: 4.8, u1: 5.7, v0: 0, v1: 2.1 }],
  backsplash: [],
  parts: [],
  materials: {
    floor: { kind: 'wood', colour: [196, 160, 118], seed: 61 },
    walls: { kind: 'paint', colour: [236, 231, 223], seed: 62 },
    ceiling: CEILING,
    trim: TRIM,
  },
  sun: SUN_LEFT,
};

/** Every demo interior, by id. */
export const DEMO_ROOMS: readonly RoomSpec[] = [livingRoom, kitchen, bedroom, bathroom, emptyRoom];
