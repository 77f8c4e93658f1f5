/**
 * Window frames (with a cross of glazing bars and a sill) and panelled doors with their
 * architraves, as SVG over the ray-cast shell.
 */
import { toHex, type Rgb } from '../../../demo-scenes/color';
import { points } from '../../../demo-scenes/furniture/draw';
import { shade } from '../../../demo-scenes/furniture/model';
import { visibleFaces } from '../../../demo-scenes/scene/boxes';
import { projectWallRect, type RoomBox, type WallRect } from '../../../demo-scenes/scene/room';
import { project, type Camera } from '../../../demo-scenes/scene/camera';
import type { RoomSpec } from '../../../demo-scenes/scene/room-spec';

/** A sub-rectangle of a wall rect, in the same wall's coordinates. */
const sub = (r: WallRect, u0: number, u1: number, v0: number, v1: number): WallRect => ({ wall: r.wall, u0, u1, v0, v1 });

function polygon(camera: Camera, room: RoomBox, rect: WallRect, w: number, h: number, colour: Rgb, opacity = 1): string {
  const poly = projectWallRect(camera, room, rect, w, h);
  return poly.length < 3 ? '' : `<polygon points="${points(poly)}" fill="${toHex(colour)}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ''}/>`;
}

/** A window: frame, glazing bars, a sill box and a faint reflection on the glass. */
function windowSvg(spec: RoomSpec, r: WallRect, trim: Rgb): string {
  const { camera, room, width: w, height: h } = spec;
  const f = 0.06;
  const bar = 0.03;
  const midU = (r.u0 + r.u1) / 2;
  const barV = r.v0 + (r.v1 - r.v0) * 0.62;
  const frame = [
    sub(r, r.u0 - 0.02, r.u1 + 0.02, r.v1 - f, r.v1 + 0.02),
    sub(r, r.u0 - 0.02, r.u1 + 0.02, r.v0 - 0.02, r.v0 + f),
    sub(r, r.u0 - 0.02, r.u0 + f, r.v0, r.v1),
    sub(r, r.u1 - f, r.u1 + 0.02, r.v0, r.v1),
    sub(r, midU - bar / 2, midU + bar / 2, r.v0, r.v1),
    sub(r, r.u0, r.u1, barV - bar / 2, barV + bar / 2),
  ];
  let svg = polygon(camera, room, sub(r, r.u0, r.u1, r.v0, r.v1), w, h, [255, 255, 255], 0.06);
  svg += frame.map((rect, i) => polygon(camera, room, rect, w, h, shade(trim, i < 2 ? 0.97 : 1.0))).join('');
  const sill = r.wall === 'left'
    ? { x0: -room.left, x1: -room.left + 0.12, y0: r.v0 - 0.05, y1: r.v0 - 0.02, z0: r.u0 - 0.08, z1: r.u1 + 0.08 }
    : r.wall === 'right'
      ? { x0: room.right - 0.12, x1: room.right, y0: r.v0 - 0.05, y1: r.v0 - 0.02, z0: r.u0 - 0.08, z1: r.u1 + 0.08 }
      : { x0: r.u0 - 0.08, x1: r.u1 + 0.08, y0: r.v0 - 0.05, y1: r.v0 - 0.02, z0: room.depth - 0.12, z1: room.depth };
  svg += visibleFaces(camera, sill, w, h).map((face) => `<polygon points="${points(face.polygon)}" fill="${toHex(shade(trim, face.side === 'top' ? 1.02 : 0.86))}"/>`).join('');
  return svg;
}

/** A four-panel door in an architrave, with a handle. */
function doorSvg(spec: RoomSpec, r: WallRect, trim: Rgb): string {
  const { camera, room, width: w, height: h } = spec;
  const door = shade(trim, 0.97);
  let svg = polygon(camera, room, sub(r, r.u0 - 0.07, r.u1 + 0.07, 0, r.v1 + 0.07), w, h, shade(trim, 1.01));
  svg += polygon(camera, room, sub(r, r.u0, r.u1, 0, r.v1), w, h, door);
  const pw = (r.u1 - r.u0 - 0.3) / 2;
  for (const [v0, v1] of [[0.2, 0.95], [1.1, 1.95]] as const) {
    for (const u of [r.u0 + 0.1, r.u0 + 0.2 + pw]) {
      svg += polygon(camera, room, sub(r, u, u + pw, v0, v1), w, h, shade(door, 0.9));
      svg += polygon(camera, room, sub(r, u + 0.015, u + pw - 0.015, v0 + 0.015, v1 - 0.015), w, h, shade(door, 1.0));
    }
  }
  const handleU = r.wall === 'left' ? r.u1 - 0.08 : r.u0 + 0.08;
  svg += polygon(camera, room, sub(r, handleU - 0.03, handleU + 0.03, 1.0, 1.04), w, h, [120, 116, 110]);
  return svg;
}

/** Recessed downlights in two rows across the ceiling, switched on, each with a soft halo. */
function downlights(spec: RoomSpec): string {
  const { camera, room } = spec;
  const rise = room.ceiling - camera.height;
  const lights: string[] = ['<radialGradient id="halo"><stop offset="0" stop-color="#fffaf0" stop-opacity="0.55"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></radialGradient>'];
  for (const z of [room.depth * 0.45, room.depth * 0.75]) {
    for (const x of [-room.left * 0.5, room.right * 0.5]) {
      const [cx, cy] = project(camera, [x, room.ceiling, z]);
      const rx = (camera.f * 0.075) / z;
      const ry = (camera.f * 0.075 * rise) / (z * z);
      lights.push(`<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${(rx * 6).toFixed(1)}" ry="${(ry * 6).toFixed(1)}" fill="url(#halo)"/>`);
      lights.push(`<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${(rx * 1.25).toFixed(1)}" ry="${(ry * 1.25).toFixed(1)}" fill="#d8d6d0"/>`);
      lights.push(`<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="#fffdf4"/>`);
    }
  }
  return lights.join('');
}

/** SVG elements for every window and door of `spec`, and the ceiling's downlights. */
export function openingsSvg(spec: RoomSpec): string {
  const trim = spec.materials.trim;
  return downlights(spec) + spec.windows.map((r) => windowSvg(spec, r, trim)).join('') + spec.doors.map((r) => doorSvg(spec, r, trim)).join('');
}
