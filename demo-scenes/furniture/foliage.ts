/**
 * A plant's crown as leaves in the image: positions, sizes, angles and shades, hashed from the
 * plant's seed. The painter draws them; scene maps outline the very same leaves, so a
 * renovation repaints the wall between the leaves and never the leaves themselves.
 */
import { cameraDepth, project, type Camera, type Point, type Polygon } from '../scene/camera';
import { hash2 } from '../texture/noise';
import type { FoliagePart } from './model';

/** One leaf: an ellipse in the image. */
export interface Leaf {
  readonly x: number;
  readonly y: number;
  readonly length: number;
  readonly width: number;
  /** Degrees. */
  readonly angle: number;
  /** 0 (in shade) .. 3 (in light). */
  readonly light: number;
}

/** The leaves of `part` as seen by `camera`, back to front. */
export function leavesOf(camera: Camera, part: FoliagePart): Leaf[] {
  const d = cameraDepth(camera, [part.x, part.y, part.z]);
  const [cx, cy] = project(camera, [part.x, part.y, part.z]);
  const radius = (camera.f * part.r) / d;
  const count = Math.round(Math.min(600, Math.max(90, part.r * 160)));
  const scale = part.r > 1 ? 0.1 : 0.24;
  const leaves: Leaf[] = [];
  for (let i = 0; i < count; i++) {
    const a = hash2(i, 1, part.seed) * Math.PI * 2;
    const length = radius * (scale + scale * 0.6 * hash2(i, 3, part.seed));
    // Leaves stay inside the crown's radius.
    const spread = Math.sqrt(hash2(i, 2, part.seed)) * (radius - length);
    const x = cx + Math.cos(a) * spread;
    const y = cy + Math.sin(a) * spread * 0.95;
    const light = Math.min(3, Math.max(0, Math.round((i / count) * 2.2 + (x < cx ? 0.8 : 0) + (y < cy ? 0.6 : -0.3))));
    const angle = (a * 180) / Math.PI + (hash2(i, 4, part.seed) - 0.5) * 50;
    leaves.push({ x, y, length, width: length * 0.42, angle, light });
  }
  return leaves;
}

/** A leaf as a 10-sided polygon, for scene maps. */
export function leafPolygon(leaf: Leaf): Polygon {
  const c = Math.cos((leaf.angle * Math.PI) / 180);
  const s = Math.sin((leaf.angle * Math.PI) / 180);
  return Array.from({ length: 10 }, (_, k): Point => {
    const t = (k * Math.PI) / 5;
    const ex = Math.cos(t) * leaf.length;
    const ey = Math.sin(t) * leaf.width;
    return [leaf.x + ex * c - ey * s, leaf.y + ex * s + ey * c];
  });
}
