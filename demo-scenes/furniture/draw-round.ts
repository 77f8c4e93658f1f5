/** Painting the round and drawn parts: cylinders (shades, pots, stools), foliage and framed art. */
import { toHex } from '../color';
import { cameraDepth, project, type Camera } from '../scene/camera';
import { hash2 } from '../texture/noise';
import { leavesOf } from './foliage';
import type { Defs } from './draw';
import { shade, type ArtPart, type CylinderPart, type FoliagePart } from './model';

const f1 = (n: number): string => n.toFixed(1);


/** An upright cylinder (or frustum): side with round shading, its top when seen from above, a glow for lamp shades. */
export function drawCylinder(camera: Camera, part: CylinderPart, defs: Defs): string {
  const d = cameraDepth(camera, [part.x, part.y0, part.z]);
  const [bx, by] = project(camera, [part.x, part.y0, part.z]);
  const [tx, ty] = project(camera, [part.x, part.y1, part.z]);
  const rx0 = (camera.f * part.r0) / d;
  const rx1 = (camera.f * part.r1) / d;
  const ry0 = Math.max(0.5, (camera.f * part.r0 * Math.abs(part.y0 - camera.height)) / (d * d));
  const ry1 = Math.max(0.5, (camera.f * part.r1 * Math.abs(part.y1 - camera.height)) / (d * d));
  const below = camera.height > part.y0;
  const above = camera.height > part.y1;
  const base = part.colour;
  const fill = defs.gradient(true, [[0, shade(base, 0.8)], [0.3, shade(base, part.glow ? 1.12 : 1.05)], [0.75, shade(base, 0.9)], [1, shade(base, 0.66)]]);
  const side =
    `M ${f1(bx - rx0)} ${f1(by)} A ${f1(rx0)} ${f1(ry0)} 0 0 ${below ? 0 : 1} ${f1(bx + rx0)} ${f1(by)} ` +
    `L ${f1(tx + rx1)} ${f1(ty)} A ${f1(rx1)} ${f1(ry1)} 0 0 ${above ? 0 : 1} ${f1(tx - rx1)} ${f1(ty)} Z`;
  let svg = `<path d="${side}" fill="${fill}"/>`;
  if (above) svg += `<ellipse cx="${f1(tx)}" cy="${f1(ty)}" rx="${f1(rx1)}" ry="${f1(ry1)}" fill="${toHex(shade(base, 1.1))}"/>`;
  if (part.glow) {
    if (!below) svg += `<ellipse cx="${f1(bx)}" cy="${f1(by)}" rx="${f1(rx0 * 0.9)}" ry="${f1(ry0 * 0.9)}" fill="#fff8e8" fill-opacity="0.9"/>`;
  }
  return svg;
}

const LEAF_GREENS: readonly (readonly [number, number, number])[] = [
  [46, 74, 40],
  [62, 96, 50],
  [78, 118, 60],
  [98, 140, 72],
];

/** A plant crown: overlapping leaves, darker inside and lower right, lighter toward the light. */
export function drawFoliage(camera: Camera, part: FoliagePart): string {
  const leaves = leavesOf(camera, part).map((leaf) => {
    const colour = LEAF_GREENS[leaf.light] ?? [60, 90, 50];
    return `<ellipse cx="${f1(leaf.x)}" cy="${f1(leaf.y)}" rx="${f1(leaf.length)}" ry="${f1(leaf.width)}" transform="rotate(${leaf.angle.toFixed(0)} ${f1(leaf.x)} ${f1(leaf.y)})" fill="${toHex(colour)}"/>`;
  });
  return `<g>${leaves.join('')}</g>`;
}

/** A framed picture on a wall facing the camera: shadow, frame, white mat, an abstract composition. */
export function drawArt(camera: Camera, part: ArtPart): string {
  const [x0, y0] = project(camera, [part.x0, part.y1, part.z]);
  const [x1, y1] = project(camera, [part.x1, part.y0, part.z]);
  const w = x1 - x0;
  const h = y1 - y0;
  const frame = Math.max(2, w * 0.03);
  const mat = w * 0.09;
  const [c0, c1, c2, c3] = part.colours.map((c) => toHex(c));
  const r = (k: number): number => hash2(part.seed, k, 11);
  const composition =
    `<rect width="100" height="100" fill="${c3}"/>` +
    `<rect x="0" y="${f1(55 + r(1) * 15)}" width="100" height="60" fill="${c1}"/>` +
    `<circle cx="${f1(30 + r(2) * 40)}" cy="${f1(35 + r(3) * 15)}" r="${f1(18 + r(4) * 10)}" fill="${c0}"/>` +
    `<path d="M ${f1(r(5) * 30)} 100 Q 50 ${f1(40 + r(6) * 30)} 100 ${f1(70 + r(7) * 30)} L 100 100 Z" fill="${c2}" fill-opacity="0.85"/>`;
  return (
    `<rect x="${f1(x0 + frame)}" y="${f1(y0 + frame * 1.5)}" width="${f1(w)}" height="${f1(h)}" fill="#000" fill-opacity="0.16"/>` +
    `<rect x="${f1(x0)}" y="${f1(y0)}" width="${f1(w)}" height="${f1(h)}" fill="${toHex(part.frame)}"/>` +
    `<rect x="${f1(x0 + frame)}" y="${f1(y0 + frame)}" width="${f1(w - 2 * frame)}" height="${f1(h - 2 * frame)}" fill="#f4f1ea"/>` +
    `<svg x="${f1(x0 + frame + mat)}" y="${f1(y0 + frame + mat)}" width="${f1(w - 2 * (frame + mat))}" height="${f1(h - 2 * (frame + mat))}" viewBox="0 0 100 100" preserveAspectRatio="none">${composition}</svg>`
  );
}
