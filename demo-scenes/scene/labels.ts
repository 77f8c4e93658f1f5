/**
 * A scene map as one label per pixel at a photo's actual size: the map's shapes painted in
 * order with their layer number as the grey level, without anti-aliasing (a pixel belongs to
 * one layer). sharp draws it; a few recent sizes are cached, as the same photo is rendered often.
 */
import sharp from 'sharp';
import type { SceneMap } from './scene-map';

const cache = new Map<string, Promise<Uint8Array>>();
const CACHE_SIZE = 12;

function svgOf(map: SceneMap, width: number, height: number): string {
  const sx = width / map.width;
  const sy = height / map.height;
  const shapes = map.shapes
    .map((s) => `<polygon points="${s.polygon.map(([x, y]) => `${(x * sx).toFixed(2)},${(y * sy).toFixed(2)}`).join(' ')}" fill="rgb(${s.layer},${s.layer},${s.layer})"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" shape-rendering="crispEdges"><rect width="${width}" height="${height}" fill="#000"/>${shapes}</svg>`;
}

async function render(map: SceneMap, width: number, height: number): Promise<Uint8Array> {
  const data = await sharp(Buffer.from(svgOf(map, width, height))).extractChannel(0).raw().toBuffer();
  return new Uint8Array(data.buffer, data.byteOffset, data.length);
}

/** The label of every pixel of a `width` x `height` copy of the map's photo (row by row). */
export function labelsFor(map: SceneMap, width: number, height: number): Promise<Uint8Array> {
  const key = `${map.id}:${width}x${height}`;
  let labels = cache.get(key);
  if (labels === undefined) {
    labels = render(map, width, height);
    cache.set(key, labels);
    labels.catch(() => cache.delete(key));
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value ?? key);
  }
  return labels;
}
