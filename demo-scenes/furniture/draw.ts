/**
 * Paints furniture parts as SVG for one camera: box faces shaded by which way they look (light
 * from the upper left, as through the rooms' windows), soft edges on upholstery, cylinders with
 * round shading, foliage, framed art, and soft floor shadows, far parts first.
 */
import { toHex, type Rgb } from '../color';
import { boxDistance, footprint, visibleFaces, type FaceSide } from '../scene/boxes';
import { projectPolygon, type Camera, type Polygon } from '../scene/camera';
import { drawArt, drawCylinder, drawFoliage } from './draw-round';
import { shade, type BoxPart, type Part } from './model';

/** Gradients shared across faces, by key, so the SVG stays small. */
export class Defs {
  private readonly items = new Map<string, string>();

  /** A vertical or horizontal gradient through `stops` (offset, colour); returns its url(). */
  gradient(horizontal: boolean, stops: readonly (readonly [number, Rgb])[]): string {
    const key = `${horizontal ? 'h' : 'v'}${stops.map(([o, c]) => `${o}${toHex(c)}`).join('')}`;
    let id = this.items.get(key);
    if (id === undefined) {
      id = `g${this.items.size}`;
      this.items.set(key, id);
    }
    return `url(#${id})`;
  }

  /** The <defs> body. */
  render(): string {
    return [...this.items.entries()]
      .map(([key, id]) => {
        const horizontal = key.startsWith('h');
        const stops = [...key.slice(1).matchAll(/([\d.]+)(#[0-9a-f]{6})/g)].map((m) => `<stop offset="${m[1]}" stop-color="${m[2]}"/>`).join('');
        return `<linearGradient id="${id}" x1="0" y1="0" x2="${horizontal ? 1 : 0}" y2="${horizontal ? 0 : 1}">${stops}</linearGradient>`;
      })
      .join('');
  }
}

/** An SVG points list. */
export function points(polygon: Polygon): string {
  return polygon.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
}

const SIDE_LIGHT: Readonly<Record<FaceSide, number>> = { top: 1.08, front: 0.93, left: 1.0, right: 0.8, back: 0.72, bottom: 0.55 };

function drawBox(camera: Camera, part: BoxPart, width: number, height: number, defs: Defs): string {
  const faces = visibleFaces(camera, part.box, width, height).sort((a, b) => b.distance - a.distance);
  const depth = Math.max(0.3, boxDistance(camera, part.box));
  const stroke = Math.max(0.6, (part.soft * camera.f) / depth);
  return faces
    .map((face) => {
      const base = shade(part.colour, SIDE_LIGHT[face.side]);
      const fill = face.side === 'top' ? defs.gradient(false, [[0, shade(base, 0.96)], [1, shade(base, 1.04)]]) : defs.gradient(false, [[0, shade(base, 1.04)], [0.7, base], [1, shade(base, 0.8)]]);
      return `<polygon points="${points(face.polygon)}" fill="${fill}" stroke="${fill}" stroke-width="${stroke.toFixed(1)}" stroke-linejoin="round"/>`;
    })
    .join('');
}

function partDistance(camera: Camera, part: Part): number {
  const cx = camera.x ?? 0;
  const cz = camera.z ?? 0;
  switch (part.type) {
    case 'box': return boxDistance(camera, part.box);
    case 'cylinder': return Math.hypot(part.x - cx, (part.y0 + part.y1) / 2 - camera.height, part.z - cz) - Math.max(part.r0, part.r1) * 0.5;
    case 'foliage': return Math.hypot(part.x - cx, part.y - camera.height, part.z - cz);
    case 'art': return Math.hypot((part.x0 + part.x1) / 2 - cx, (part.y0 + part.y1) / 2 - camera.height, part.z - cz);
  }
}

const isFlat = (part: Part): boolean => part.type === 'box' && part.box.y1 <= 0.02;

/** Floor shadows: a wide soft one and a tight contact one under each part that casts one. */
function shadows(camera: Camera, parts: readonly Part[], width: number, height: number): string {
  const wide: string[] = [];
  const tight: string[] = [];
  for (const part of parts) {
    if (part.type === 'box' && part.shadow) {
      wide.push(points(projectPolygon(camera, footprint(part.box, 0.1), width, height)));
      tight.push(points(projectPolygon(camera, footprint(part.box, 0.01), width, height)));
    } else if (part.type === 'cylinder' && part.shadow) {
      const b = { x0: part.x - part.r0, x1: part.x + part.r0, y0: 0, y1: 0, z0: part.z - part.r0, z1: part.z + part.r0 };
      wide.push(points(projectPolygon(camera, footprint(b, 0.06), width, height)));
    }
  }
  const blur = (width / 1280) * 14;
  const poly = (list: string[], opacity: number): string => list.filter((p) => p.length > 0).map((p) => `<polygon points="${p}" fill="#000" fill-opacity="${opacity}"/>`).join('');
  return (
    `<filter id="shadowWide" filterUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}"><feGaussianBlur stdDeviation="${blur.toFixed(1)}"/></filter>` +
    `<filter id="shadowTight" filterUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}"><feGaussianBlur stdDeviation="${(blur / 4).toFixed(1)}"/></filter>` +
    `<g filter="url(#shadowWide)">${poly(wide, 0.32)}</g><g filter="url(#shadowTight)">${poly(tight, 0.4)}</g>`
  );
}

/** The SVG elements (no <svg> wrapper) that paint `parts` for `camera` in a `width` x `height` image. */
export function drawParts(camera: Camera, parts: readonly Part[], width: number, height: number, defs: Defs): string {
  const draw = (part: Part): string => {
    switch (part.type) {
      case 'box': return drawBox(camera, part, width, height, defs);
      case 'cylinder': return drawCylinder(camera, part, defs);
      case 'foliage': return drawFoliage(camera, part);
      case 'art': return drawArt(camera, part);
    }
  };
  const flat = parts.filter(isFlat);
  const standing = parts.filter((p) => !isFlat(p)).map((part) => ({ part, d: partDistance(camera, part) })).sort((a, b) => b.d - a.d);
  return flat.map(draw).join('') + shadows(camera, parts, width, height) + standing.map(({ part }) => draw(part)).join('');
}

/** A whole SVG document of `parts` over a transparent `width` x `height` canvas. */
export function partsSvg(camera: Camera, parts: readonly Part[], width: number, height: number): string {
  const defs = new Defs();
  const body = drawParts(camera, parts, width, height, defs);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${defs.render()}</defs>${body}</svg>`;
}
