/**
 * Procedural materials for floors, walls, siding and roofs, sampled at surface coordinates in
 * metres (u along the surface, v up it or away from the camera). Each returns an albedo: the
 * material's own colour and pattern, before the room's lighting. Both the demo photos and the
 * emulator's renovations draw from here, so a renovated oak floor looks like the demo's oak floor.
 */
import type { Rgb } from '../color';
import { fbm, hash2, smoothstep, valueNoise } from './noise';
import { cellTone, fadeDetail, gridCell, lineCoverage, newCell } from './patterns';

/** Every material kind. */
export const SURFACE_KINDS = [
  'paint', 'plaster', 'brick', 'shiplap', 'panelling', 'tile_wall',
  'wood', 'parquet', 'concrete', 'marble', 'tile',
  'lap_siding', 'board_batten', 'shingle_siding', 'stucco', 'stone',
  'roof_shingles', 'roof_tiles', 'metal_roof', 'grass', 'paving',
] as const;

/** One material kind. */
export type SurfaceKind = (typeof SURFACE_KINDS)[number];

/** A material: its kind, base colour and a seed that varies its pattern. */
export interface SurfaceMaterial {
  readonly kind: SurfaceKind;
  readonly colour: Rgb;
  readonly seed: number;
}

/** A writable RGB triple, 0..255 floats. */
export type RgbOut = [number, number, number];

const cell = newCell();

function put(out: RgbOut, colour: Rgb, k: number): void {
  out[0] = colour[0] * k;
  out[1] = colour[1] * k;
  out[2] = colour[2] * k;
}

/** Mixes `out` toward `colour * k` by `amount`. */
function blend(out: RgbOut, colour: Rgb, k: number, amount: number): void {
  out[0] += (colour[0] * k - out[0]) * amount;
  out[1] += (colour[1] * k - out[1]) * amount;
  out[2] += (colour[2] * k - out[2]) * amount;
}

const MORTAR: Rgb = [196, 190, 180];
const GAP: Rgb = [40, 32, 26];

/** Planks 19 cm wide running away from the camera, staggered ends, grain and small gaps. */
function wood(m: SurfaceMaterial, u: number, v: number, fp: number, out: RgbOut): void {
  gridCell(v, u, 1.45, 0.19, 0.37, cell);
  const tone = cellTone(cell, m.seed, 0.13);
  const grain = 0.92 + 0.16 * valueNoise(cell.lv * 55 + fbm(cell.lu * 0.8, cell.i * 3.1, m.seed, 2) * 9, cell.i * 17.3 + cell.j * 5.1, m.seed + 7);
  const k = tone * fadeDetail(grain, 1, fp, 0.004);
  put(out, m.colour, k);
  out[0] *= 1 + (hash2(cell.i, cell.j, m.seed + 3) - 0.5) * 0.06;
  blend(out, GAP, 1, lineCoverage(cell.edge, 0.0018, fp) * 0.7);
}

/** Basket-weave parquet: 48 cm squares of three boards, alternating direction. */
function parquet(m: SurfaceMaterial, u: number, v: number, fp: number, out: RgbOut): void {
  const size = 0.48;
  const i = Math.floor(u / size);
  const j = Math.floor(v / size);
  const along = (i + j) % 2 === 0;
  const lu = u - i * size;
  const lv = v - j * size;
  const across = along ? lv : lu;
  const board = Math.floor(across / (size / 3));
  const tone = 1 + (hash2(i * 3 + board, j, m.seed) - 0.5) * 0.24;
  const grain = 0.93 + 0.14 * valueNoise((along ? lu : lv) * 40, board * 11 + i * 3 + j * 7, m.seed);
  put(out, m.colour, tone * fadeDetail(grain, 1, fp, 0.004));
  const inBoard = across - board * (size / 3);
  const edge = Math.min(lu, size - lu, lv, size - lv, inBoard, size / 3 - inBoard);
  blend(out, GAP, 1, lineCoverage(edge, 0.0015, fp) * 0.6);
}

function concrete(m: SurfaceMaterial, u: number, v: number, fp: number, out: RgbOut): void {
  const cloud = 0.9 + 0.17 * fbm(u * 0.7, v * 0.7, m.seed, 4);
  const speck = fadeDetail(0.97 + 0.06 * valueNoise(u * 90, v * 90, m.seed + 1), 1, fp, 0.002);
  put(out, m.colour, cloud * speck - 0.04);
  gridCell(u, v, 1.8, 1.8, 0, cell);
  blend(out, GAP, 1, lineCoverage(cell.edge, 0.0012, fp) * 0.25);
}

function marble(m: SurfaceMaterial, u: number, v: number, fp: number, out: RgbOut): void {
  gridCell(u, v, 0.6, 0.6, 0, cell);
  const warp = fbm(u * 0.9 + cell.i * 4.7, v * 0.9 + cell.j * 2.3, m.seed, 5);
  const vein = Math.abs(Math.sin((u * 1.7 + v * 0.9) * 2.2 + warp * 7));
  const fine = Math.abs(Math.sin((u * 0.8 - v * 2.1) * 3.1 + fbm(u * 2.5, v * 2.5, m.seed + 4, 4) * 9));
  const dark = smoothstep(0.22, 0, vein) * 0.13 + smoothstep(0.08, 0, fine) * 0.06 + (1 - warp) * 0.05;
  put(out, m.colour, cellTone(cell, m.seed, 0.02) * (1.02 - dark));
  blend(out, [150, 148, 144], 1, lineCoverage(cell.edge, 0.0018, fp) * 0.5);
}

function tile(m: SurfaceMaterial, u: number, v: number, fp: number, out: RgbOut, size: number, shift: number): void {
  gridCell(u, v, size, size, shift, cell);
  const glaze = 0.97 + 0.05 * valueNoise(u * 8, v * 8, m.seed + cell.i);
  put(out, m.colour, cellTone(cell, m.seed, 0.035) * glaze);
  blend(out, [m.colour[0] * 0.5 + 90, m.colour[1] * 0.5 + 88, m.colour[2] * 0.5 + 84], 1, lineCoverage(cell.edge, 0.0022, fp) * 0.9);
}

function brick(m: SurfaceMaterial, u: number, v: number, fp: number, out: RgbOut): void {
  gridCell(u, v, 0.225, 0.075, 0.5, cell);
  const tone = cellTone(cell, m.seed, 0.16);
  const burn = 0.9 + 0.2 * valueNoise(u * 30, v * 30, m.seed + cell.i);
  put(out, m.colour, tone * fadeDetail(burn, 1, fp, 0.003));
  out[1] *= 1 + (hash2(cell.i, cell.j, m.seed + 9) - 0.5) * 0.12;
  blend(out, MORTAR, 0.92, lineCoverage(cell.edge, 0.005, fp));
}

/** Horizontal boards; each shaded darker under the lip of the board above it. */
function boards(m: SurfaceMaterial, u: number, v: number, fp: number, out: RgbOut, height: number, lipShadow: number): void {
  gridCell(u, v, 3.2, height, 0.41, cell);
  const shade = 1 - lipShadow * smoothstep(height - 0.03, height, cell.lv) + 0.04 * smoothstep(0.012, 0, cell.lv);
  put(out, m.colour, cellTone(cell, m.seed, 0.02) * shade * (0.985 + 0.03 * fbm(u * 4, v * 4, m.seed, 2)));
  blend(out, GAP, 1, lineCoverage(Math.min(cell.lv, height - cell.lv), 0.0015, fp) * 0.55);
}

/** Wainscot panels up to 95 cm, a rail, paint above. */
function panelling(m: SurfaceMaterial, u: number, v: number, fp: number, out: RgbOut): void {
  put(out, m.colour, 0.985 + 0.03 * fbm(u * 3, v * 3, m.seed, 2));
  if (v > 0.98) return;
  if (v > 0.92) {
    put(out, m.colour, 1.04 - 0.1 * smoothstep(0.95, 0.98, v));
    return;
  }
  gridCell(u, v - 0.12, 0.62, 0.8, 0, cell);
  const inset = 0.07;
  const inX = cell.lu - inset;
  const inY = cell.lv - inset;
  const w = 0.62 - 2 * inset;
  const h = 0.8 - 2 * inset;
  if (inX > 0 && inX < w && inY > 0 && inY < h) {
    const top = lineCoverage(h - inY, 0.006, fp);
    const leftEdge = lineCoverage(inX, 0.006, fp);
    const lit = lineCoverage(inY, 0.006, fp) + lineCoverage(w - inX, 0.006, fp);
    put(out, m.colour, 0.97 - 0.16 * Math.max(top, leftEdge) + 0.06 * Math.min(1, lit));
  }
}

function plaster(m: SurfaceMaterial, u: number, v: number, out: RgbOut, scale: number, amount: number, octaves: number): void {
  put(out, m.colour, 1 - amount / 2 + amount * fbm(u * scale, v * scale, m.seed, octaves));
}

function batten(m: SurfaceMaterial, u: number, v: number, fp: number, out: RgbOut): void {
  const spacing = 0.41;
  const d = Math.abs(((u % spacing) + spacing) % spacing - spacing / 2);
  const onBatten = 1 - smoothstep(0.03 - fp, 0.03 + fp, d);
  const side = lineCoverage(Math.abs(d - 0.033), 0.006, fp);
  put(out, m.colour, (0.985 + 0.02 * fbm(u * 3, v * 3, m.seed, 2)) * (1 + 0.03 * onBatten) - 0.18 * side * (u % spacing > spacing / 2 ? 1 : 0.4));
}

function shingles(m: SurfaceMaterial, u: number, v: number, fp: number, out: RgbOut, rowHeight: number, width: number, spread: number): void {
  gridCell(u, v, width, rowHeight, 0.5 + (hash2(0, Math.floor(v / rowHeight), m.seed) - 0.5) * 0.4, cell);
  const grit = fadeDetail(0.92 + 0.16 * valueNoise(u * 70, v * 70, m.seed), 1, fp, 0.002);
  const shade = 1 - 0.35 * smoothstep(0.03, 0, cell.lv);
  put(out, m.colour, cellTone(cell, m.seed, spread) * grit * shade);
  blend(out, GAP, 1, lineCoverage(Math.min(cell.lu, width - cell.lu), 0.004, fp) * 0.5);
}

function roofTiles(m: SurfaceMaterial, u: number, v: number, fp: number, out: RgbOut): void {
  gridCell(u, v, 0.22, 0.32, 0, cell);
  const barrel = 0.72 + 0.34 * Math.sin((Math.PI * cell.lu) / 0.22);
  const lip = 1 - 0.3 * smoothstep(0.04, 0, cell.lv);
  put(out, m.colour, cellTone(cell, m.seed, 0.1) * fadeDetail(barrel, 0.9, fp, 0.01) * lip);
}

function metalRoof(m: SurfaceMaterial, u: number, v: number, fp: number, out: RgbOut): void {
  const spacing = 0.45;
  const lu = ((u % spacing) + spacing) % spacing;
  put(out, m.colour, 0.97 + 0.04 * fbm(u * 0.5, v * 0.5, m.seed, 2));
  blend(out, [255, 255, 255], 0.55, lineCoverage(lu, 0.008, fp) * 0.6);
  blend(out, [0, 0, 0], 1, lineCoverage(Math.abs(lu - 0.018), 0.006, fp) * 0.4);
}

function stone(m: SurfaceMaterial, u: number, v: number, fp: number, out: RgbOut): void {
  const row = Math.floor(v / 0.16);
  const width = 0.28 + hash2(row, 0, m.seed) * 0.25;
  gridCell(u + row * 0.37, v, width, 0.16, 0, cell);
  const rough = 0.88 + 0.24 * fbm(u * 9, v * 9, m.seed + cell.i, 3);
  put(out, m.colour, cellTone(cell, m.seed, 0.2) * rough);
  blend(out, MORTAR, 0.8, lineCoverage(cell.edge, 0.008, fp));
}

function grass(m: SurfaceMaterial, u: number, v: number, fp: number, out: RgbOut): void {
  // Mowing stripes along the lawn, a few metres wide, and patches of lusher and drier grass.
  const stripes = 1 + 0.045 * Math.sign(Math.sin(u * 0.9 + 0.3 * fbm(u * 0.2, v * 0.2, m.seed, 2)));
  const patch = (0.84 + 0.28 * fbm(u * 0.6, v * 0.6, m.seed, 4)) * stripes;
  const blades = fadeDetail(0.85 + 0.3 * valueNoise(u * 160, v * 40, m.seed + 5), 1, fp, 0.003);
  put(out, m.colour, patch * blades);
  out[0] *= 0.95 + 0.15 * fbm(u * 0.3, v * 0.3, m.seed + 2, 2);
}

/** Writes the albedo of `m` at (u, v) into `out`; `fp` is the pixel's size on the surface, metres. */
export function sampleSurface(m: SurfaceMaterial, u: number, v: number, fp: number, out: RgbOut): void {
  switch (m.kind) {
    case 'wood': return wood(m, u, v, fp, out);
    case 'parquet': return parquet(m, u, v, fp, out);
    case 'concrete': return concrete(m, u, v, fp, out);
    case 'marble': return marble(m, u, v, fp, out);
    case 'tile': return tile(m, u, v, fp, out, 0.45, 0);
    case 'tile_wall': return tile(m, u, v, fp, out, 0.15, 0);
    case 'paving': return tile(m, u, v, fp, out, 0.6, 0.5);
    case 'brick': return brick(m, u, v, fp, out);
    case 'shiplap': return boards(m, u, v, fp, out, 0.15, 0.05);
    case 'lap_siding': return boards(m, u, v, fp, out, 0.17, 0.22);
    case 'panelling': return panelling(m, u, v, fp, out);
    case 'plaster': return plaster(m, u, v, out, 2.2, 0.1, 4);
    case 'stucco': return plaster(m, u, v, out, 6, 0.12, 4);
    case 'paint': return plaster(m, u, v, out, 3, 0.035, 3);
    case 'board_batten': return batten(m, u, v, fp, out);
    case 'shingle_siding': return shingles(m, u, v, fp, out, 0.18, 0.17, 0.1);
    case 'roof_shingles': return shingles(m, u, v, fp, out, 0.14, 0.33, 0.08);
    case 'roof_tiles': return roofTiles(m, u, v, fp, out);
    case 'metal_roof': return metalRoof(m, u, v, fp, out);
    case 'stone': return stone(m, u, v, fp, out);
    case 'grass': return grass(m, u, v, fp, out);
  }
}
