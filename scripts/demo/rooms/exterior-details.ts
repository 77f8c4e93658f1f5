/**
 * The house photo's details over the ray-cast base, as SVG: window frames with glass that
 * reflects the sky and curtains behind it, shutters, a panelled front door with a step,
 * fascia and gutter along the eave, rake trim on the gable, bushes and a tree.
 */
import { toHex } from '../../../demo-scenes/color';
import { Defs, drawParts, points } from '../../../demo-scenes/furniture/draw';
import { box, shade, type Part } from '../../../demo-scenes/furniture/model';
import { projectPolygon, type Vec3 } from '../../../demo-scenes/scene/camera';
import { openingCorners, roofPlane, SHUTTERS, type FacadeOpening, type HouseSpec } from '../../../demo-scenes/scene/demo-house';

function poly(h: HouseSpec, corners: Vec3[], fill: string, extra = ''): string {
  const p = projectPolygon(h.camera, corners, h.width, h.height);
  return p.length < 3 ? '' : `<polygon points="${points(p)}" fill="${fill}"${extra}/>`;
}

const part = (o: FacadeOpening, u0: number, u1: number, v0: number, v1: number): FacadeOpening => ({ ...o, u0, u1, v0, v1 });

function windowSvg(h: HouseSpec, o: FacadeOpening, defs: Defs): string {
  const trim = h.materials.trim;
  const glass = defs.gradient(false, [[0, [122, 140, 156]], [0.55, [70, 84, 98]], [1, [48, 56, 64]]]);
  let svg = poly(h, openingCorners(h, part(o, o.u0 - 0.1, o.u1 + 0.1, o.v0 - 0.12, o.v1 + 0.1), 0.02), toHex(shade(trim, 0.98)));
  svg += poly(h, openingCorners(h, o, 0.02), glass);
  const w = o.u1 - o.u0;
  svg += poly(h, openingCorners(h, part(o, o.u0 + 0.04, o.u0 + w * 0.22, o.v0 + 0.05, o.v1 - 0.05), 0.02), '#e9e0cf', ' fill-opacity="0.55"');
  svg += poly(h, openingCorners(h, part(o, o.u1 - w * 0.22, o.u1 - 0.04, o.v0 + 0.05, o.v1 - 0.05), 0.02), '#e9e0cf', ' fill-opacity="0.55"');
  const mu = (o.u0 + o.u1) / 2;
  const mv = o.v0 + (o.v1 - o.v0) * 0.5;
  svg += poly(h, openingCorners(h, part(o, mu - 0.025, mu + 0.025, o.v0, o.v1), 0.025), toHex(trim));
  svg += poly(h, openingCorners(h, part(o, o.u0, o.u1, mv - 0.025, mv + 0.025), 0.025), toHex(trim));
  svg += poly(h, openingCorners(h, part(o, o.u0 - 0.14, o.u1 + 0.14, o.v0 - 0.16, o.v0 - 0.1), 0.06), toHex(shade(trim, 0.9)));
  if (o.face === 'front') {
    const shutter = toHex(shade(h.materials.door, 0.8));
    for (const [u0, u1] of SHUTTERS(o)) svg += poly(h, openingCorners(h, part(o, u0, u1, o.v0, o.v1), 0.03), shutter);
  }
  return svg;
}

function doorSvg(h: HouseSpec): string {
  const d = h.door;
  const colour = h.materials.door;
  let svg = poly(h, openingCorners(h, part(d, d.u0 - 0.15, d.u1 + 0.15, d.v0, d.v1 + 0.15), 0.02), toHex(h.materials.trim));
  svg += poly(h, openingCorners(h, d, 0.02), toHex(colour));
  for (const [v0, v1] of [[0.35, 1.15], [1.35, 2.15]] as const) {
    for (const [u0, u1] of [[d.u0 + 0.1, d.u0 + 0.45], [d.u0 + 0.55, d.u1 - 0.1]] as const) {
      svg += poly(h, openingCorners(h, part(d, u0, u1, v0, v1), 0.025), toHex(shade(colour, 0.8)));
      svg += poly(h, openingCorners(h, part(d, u0 + 0.02, u1 - 0.02, v0 + 0.02, v1 - 0.02), 0.03), toHex(shade(colour, 1.05)));
    }
  }
  svg += poly(h, openingCorners(h, part(d, d.u1 - 0.14, d.u1 - 0.1, 1.0, 1.1), 0.05), '#c8a84a');
  return svg;
}

/** Fascia along the front eave and the rake board up the gable's front edge. */
function roofTrim(h: HouseSpec): string {
  const { x0, x1, z0, z1, ridge, overhang } = h.body;
  const roof = roofPlane(h);
  const [ey, ez] = [roof.origin[1], roof.origin[2]];
  const trim = toHex(h.materials.trim);
  const mid = (z0 + z1) / 2;
  let svg = poly(h, [[x0 - overhang, ey - 0.22, ez], [x1 + overhang, ey - 0.22, ez], [x1 + overhang, ey + 0.02, ez], [x0 - overhang, ey + 0.02, ez]], trim);
  svg += poly(h, [[x1 + overhang, ey - 0.22, ez], [x1 + overhang, ridge - 0.2, mid], [x1 + overhang, ridge + 0.05, mid], [x1 + overhang, ey + 0.02, ez]], trim);
  return svg;
}

/** A step under the door and the tree's trunk, as parts for the furniture painter. */
function solids(h: HouseSpec): Part[] {
  const d = h.door;
  const z0 = h.body.z0;
  return [box(d.u0 - 0.4, d.u1 + 0.4, 0, 0.18, z0 - 0.45, z0, [186, 182, 174], 0.004, true), box(-10.7, -10.2, 0, 3.2, 15.8, 16.3, [84, 66, 50], 0.01, true), ...h.plants];
}

/** SVG document of every detail of the house photo. */
export function houseDetailsSvg(h: HouseSpec): string {
  const defs = new Defs();
  const body = h.windows.map((o) => windowSvg(h, o, defs)).join('') + doorSvg(h) + roofTrim(h) + drawParts(h.camera, solids(h), h.width, h.height, defs);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${h.width}" height="${h.height}"><defs>${defs.render()}</defs>${body}</svg>`;
}

