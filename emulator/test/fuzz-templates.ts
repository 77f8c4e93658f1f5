/**
 * Nearly valid requests: a body each endpoint accepts, with at most one field replaced by a
 * hostile value, removed or repeated. Random bodies rarely get past validation; these reach the
 * image decoding, URL fetching, materials and renders behind it.
 */
import fc from 'fast-check';
import { anyValue, jsonBody, multipartParts, oddText, sent, type FuzzEndpoint, type FuzzFiles, type FuzzIds, type FuzzPart, type Sent } from './fuzz-inputs';

const TINY_URL = 'http://photos.test/tiny.jpg';

/** Bodies the endpoint accepts, as JSON objects. */
function validJson(path: string, ids: FuzzIds): Record<string, unknown>[] {
  const material = { material_id: 'oak-1', image_url: 'http://photos.test/tiny.png', installation_location: 'FLOORS', material_name: 'Oak', color_id: 'c1', color_name: 'Natural', metadata: { finish: 'matte' } };
  switch (path) {
    case '/assets/delete':
      return [{ asset_id: ids.asset }];
    case '/kitchen_cabinets':
      return [{ image_url: 'http://photos.test/kitchen.jpg', style_id: 'modern', renovation_spectrum: 'transform', materials: [material] }, { image_url: TINY_URL, guidance: 'white shaker' }];
    case '/renovate':
      return [
        { asset_id: ids.asset, style_id: 'modern', renovation_spectrum: 'tweak', guidance: 'warm oak and brass', materials: [material] },
        { image_url: TINY_URL, guidance: 'bright and airy' },
        { image_url: ids.fileUrl, style_id: 'modern' },
      ];
    case '/analyze/batch':
      return [{ images: [{ image_url: TINY_URL, image_id: 'a' }, { image_url: 'http://photos.test/missing.jpg', image_id: 'b' }], analysis_type: 'advanced' }];
    default:
      return [{ room_type: 'bedroom', style: 'modern' }];
  }
}

/** Forms the endpoint accepts. */
function validParts(path: string, ids: FuzzIds, files: FuzzFiles): FuzzPart[][] {
  const image = (name: string, index = 0): FuzzPart => ({ name, file: new Uint8Array(files.images[index] ?? Buffer.alloc(0)), fileName: 'room.jpg', type: 'image/jpeg' });
  const text = (name: string, value: string): FuzzPart => ({ name, text: value });
  switch (path) {
    case '/assets/upload':
      return [[image('image', 1), text('asset_name', 'Kitchen')], [text('image_url', TINY_URL)]];
    case '/creative_upscale':
      return [[image('image', 2), text('creativity', '0.7')], [text('image_url', TINY_URL)]];
    case '/style_transfer':
      return [[text('asset_id', ids.asset), image('style_image', 1)], [text('asset_id', ids.asset), text('style_image_url', TINY_URL)]];
    case '/analyze':
      return [[image('image'), text('analysis_type', 'advanced')]];
    default:
      return [[image('image')]];
  }
}

/** One change to a JSON object: none, a field replaced, removed, or added. */
function mutateJson(base: Record<string, unknown>, ids: FuzzIds): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(base);
  return fc.oneof(
    { arbitrary: fc.constant(base), weight: 2 },
    fc.tuple(fc.constantFrom(...keys), anyValue(ids)).map(([key, value]) => ({ ...base, [key]: value })),
    fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(base).filter(([k]) => k !== key))),
    fc.tuple(fc.string({ maxLength: 8 }), anyValue(ids)).map(([key, value]) => ({ [key]: value, ...base })),
  );
}

/** A change inside the first material or batch image, where the nested rules live. */
function mutateNested(base: Record<string, unknown>, ids: FuzzIds): fc.Arbitrary<Record<string, unknown>> {
  const listKey = Array.isArray(base.materials) ? 'materials' : Array.isArray(base.images) ? 'images' : undefined;
  const list = listKey === undefined ? undefined : (base[listKey] as Record<string, unknown>[]);
  const first = list?.[0];
  if (listKey === undefined || list === undefined || first === undefined) return fc.constant(base);
  return mutateJson(first, ids).map((entry) => ({ ...base, [listKey]: [entry, ...list.slice(1)] }));
}

/** One change to a form: none, a part's value replaced by text or a file, a part removed or repeated. */
function mutateParts(base: FuzzPart[], files: FuzzFiles): fc.Arbitrary<FuzzPart[]> {
  const index = fc.nat({ max: Math.max(0, base.length - 1) });
  const file = fc.constantFrom(...files.images, ...files.broken).map((bytes) => new Uint8Array(bytes));
  const replace = (i: number, part: FuzzPart): FuzzPart[] => base.map((p, j) => (j === i ? part : p));
  return fc.oneof(
    { arbitrary: fc.constant(base), weight: 2 },
    fc.tuple(index, oddText).map(([i, text]) => replace(i, { name: base[i]?.name ?? 'image', text })),
    fc.tuple(index, file).map(([i, bytes]) => replace(i, { name: base[i]?.name ?? 'image', file: bytes, fileName: 'x.jpg', type: 'image/jpeg' })),
    index.map((i) => base.filter((_, j) => j !== i)),
    index.map((i) => [...base, ...base.slice(i, i + 1)]),
  );
}

/** JSON bodies: shapeless ones (fuzz-inputs.ts) and nearly valid ones, half each. */
export function jsonBodies(endpoint: FuzzEndpoint, ids: FuzzIds): fc.Arbitrary<Sent<string>> {
  const near = fc.constantFrom(...validJson(endpoint.path, ids)).chain((base) => fc.oneof(mutateJson(base, ids), mutateNested(base, ids)));
  return fc.oneof(
    jsonBody(endpoint, ids),
    near.map((body) => {
      const text = JSON.stringify(body);
      return sent(text, text);
    }),
  );
}

/** Multipart bodies: shapeless ones (fuzz-inputs.ts) and nearly valid ones, half each. */
export function multipartBodies(endpoint: FuzzEndpoint, ids: FuzzIds, files: FuzzFiles): fc.Arbitrary<Sent<FuzzPart[]>> {
  const near = fc.constantFrom(...validParts(endpoint.path, ids, files)).chain((base) => mutateParts(base, files));
  const describe = (p: FuzzPart): string => ('text' in p ? `${p.name}=${JSON.stringify(p.text.slice(0, 80))}` : `${p.name}=file(${p.file.byteLength} bytes)`);
  return fc.oneof(
    multipartParts(endpoint, ids, files),
    near.map((parts) => sent(parts, `[${parts.map(describe).join(', ')}]`)),
  );
}
