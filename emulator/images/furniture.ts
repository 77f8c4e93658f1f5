/**
 * The furniture drawn by virtual staging, as SVG: one layout per room type, coloured by the
 * staging style. Coordinates are on a 1000 x 1000 grid stretched over the photo, with the floor
 * assumed in the lower third (the same straight-on framing the material bands assume).
 */
import type { FurnitureColours, RoomTypeId } from '../catalog/staging';
import { toHex, type Rgb } from './color';

type Colour = Rgb | string;

const paint = (colour: Colour): string => (typeof colour === 'string' ? colour : toHex(colour));

/** A rectangle with rounded corners. */
function box(x: number, y: number, w: number, h: number, colour: Colour, radius = 6): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}" fill="${paint(colour)}"/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, colour: Colour, opacity = 1): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${paint(colour)}" fill-opacity="${opacity}"/>`;
}

function line(x1: number, y1: number, x2: number, y2: number, colour: Colour, width: number): string {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${paint(colour)}" stroke-width="${width}"/>`;
}

/** The soft contact shadow under a piece, so it sits on the floor. */
const shadow = (cx: number, cy: number, rx: number): string => ellipse(cx, cy, rx, rx * 0.12, '#000000', 0.28);

function lamp(x: number, floorY: number, height: number, c: FurnitureColours): string {
  return line(x, floorY, x, floorY - height, c.trim, 6) + `<path d="M ${x - 40} ${floorY - height + 10} L ${x + 40} ${floorY - height + 10} L ${x + 25} ${floorY - height - 50} L ${x - 25} ${floorY - height - 50} Z" fill="${paint(c.accent)}"/>`;
}

function plant(x: number, floorY: number): string {
  return box(x - 30, floorY - 70, 60, 70, '#6d5c4b', 8) + ellipse(x, floorY - 120, 60, 70, '#4f7a43') + ellipse(x - 30, floorY - 150, 35, 45, '#5f8f4f');
}

function sofa(x: number, y: number, w: number, c: FurnitureColours): string {
  return shadow(x + w / 2, y + 200, w / 2 + 20) + box(x, y, w, 130, c.fabric, 18) + box(x - 30, y + 60, 60, 140, c.fabric, 14) + box(x + w - 30, y + 60, 60, 140, c.fabric, 14) + box(x + 20, y + 110, w - 40, 80, c.fabric, 10) + box(x + 50, y + 40, 120, 90, c.accent, 12) + box(x + w - 170, y + 40, 120, 90, c.accent, 12);
}

function table(x: number, y: number, w: number, h: number, legs: number, c: FurnitureColours): string {
  return shadow(x + w / 2, y + h + legs, w / 2) + box(x, y, w, h, c.wood, 4) + box(x + 15, y + h, 12, legs, c.wood, 2) + box(x + w - 27, y + h, 12, legs, c.wood, 2);
}

function chair(x: number, y: number, c: FurnitureColours): string {
  return shadow(x + 45, y + 200, 55) + box(x, y, 90, 110, c.fabric, 10) + box(x - 5, y + 100, 100, 35, c.fabric, 8) + box(x + 5, y + 135, 10, 65, c.trim, 2) + box(x + 75, y + 135, 10, 65, c.trim, 2);
}

function rug(cx: number, cy: number, rx: number, ry: number, c: FurnitureColours): string {
  return ellipse(cx, cy, rx, ry, c.accent, 0.85) + ellipse(cx, cy, rx * 0.8, ry * 0.7, c.fabric, 0.35);
}

function bed(x: number, y: number, w: number, c: FurnitureColours): string {
  return shadow(x + w / 2, y + 330, w / 2 + 20) + box(x + 20, y, w - 40, 170, c.wood, 10) + box(x, y + 140, w, 190, c.fabric, 16) + box(x + 40, y + 110, w / 2 - 60, 60, '#f7f5f0', 14) + box(x + w / 2 + 20, y + 110, w / 2 - 60, 60, '#f7f5f0', 14) + box(x, y + 230, w, 60, c.accent, 8);
}

/** Each room type's furniture, back to front. */
const LAYOUTS: Readonly<Record<RoomTypeId, (c: FurnitureColours) => string>> = {
  living_room: (c) => rug(500, 880, 380, 80, c) + sofa(240, 580, 520, c) + table(390, 820, 220, 30, 40, c) + lamp(860, 900, 330, c) + plant(120, 900),
  bedroom: (c) => rug(500, 920, 400, 60, c) + bed(290, 560, 420, c) + table(150, 760, 110, 70, 60, c) + table(740, 760, 110, 70, 60, c) + lamp(205, 760, 90, c) + lamp(795, 760, 90, c),
  dining_room: (c) => rug(500, 880, 400, 80, c) + chair(250, 660, c) + chair(660, 660, c) + table(280, 760, 440, 35, 120, c) + line(500, 0, 500, 380, c.trim, 4) + ellipse(500, 410, 90, 40, c.accent),
  kitchen: (c) => [300, 450, 600].map((x) => shadow(x + 40, 960, 50) + box(x, 780, 80, 40, c.fabric, 14) + box(x + 10, 820, 10, 140, c.trim, 2) + box(x + 60, 820, 10, 140, c.trim, 2)).join('') + ellipse(500, 540, 70, 25, c.accent),
  home_office: (c) => rug(500, 900, 320, 60, c) + table(300, 700, 400, 30, 170, c) + box(430, 580, 140, 110, c.trim, 6) + box(490, 690, 20, 12, c.trim, 2) + chair(455, 760, c) + lamp(760, 700, 80, c) + plant(180, 900),
  kids_room: (c) => rug(500, 900, 360, 70, c) + bed(320, 640, 360, c) + ellipse(780, 900, 40, 40, c.accent) + box(150, 840, 70, 70, c.wood, 6) + box(230, 860, 50, 50, c.accent, 6),
  bathroom: (c) => box(120, 420, 90, 220, c.fabric, 8) + box(230, 420, 90, 180, c.accent, 8) + ellipse(500, 900, 200, 50, c.accent, 0.9) + plant(850, 900),
  outdoor: (c) => rug(500, 900, 380, 70, c) + chair(230, 700, c) + chair(680, 700, c) + table(420, 800, 160, 25, 90, c) + line(500, 800, 500, 350, c.trim, 8) + `<path d="M 300 380 Q 500 250 700 380 Z" fill="${paint(c.accent)}"/>` + plant(880, 900),
};

/** The SVG overlay for `roomType` in `colours`, sized `width` x `height` to match the photo. */
export function furnitureSvg(roomType: RoomTypeId, colours: FurnitureColours, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1000 1000" preserveAspectRatio="none">${LAYOUTS[roomType](colours)}</svg>`;
}
