/**
 * What the fuzzers send: the spec's 17 endpoints with their body kinds and real field names, and
 * fast-check arbitraries for hostile values (any JSON, wrong types under real names, huge and
 * unicode/RTL/emoji strings, nulls, arrays for objects, deep nesting, odd files and path ids).
 * Real ids and service styles are mixed in so inputs also get past validation into the renders.
 */
import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import sharp from 'sharp';
import { RENOVATION_STYLES } from '../service-styles/renovation-styles';
import { ROOM_TYPE_IDS, STAGING_STYLES } from '../service-styles/staging';
import { ANALYSIS_TYPES } from '../images/analyze';
import { INSTALLATION_LOCATIONS } from '../images/regions';
import { RENOVATION_SPECTRUM } from '../images/spectrum';
import { kitchen } from './images';

/** Runs per property: `FUZZ_RUNS` overrides for a longer local hunt. */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 0) || undefined;
/** The seed every fuzz property uses unless `FUZZ_SEED` is set (a failure prints its own seed and path). */
export const SEED = Number(process.env.FUZZ_SEED ?? 20_251_104);

/** Counterexamples print at most this much of a value: a 300 kB string or 50,000 brackets would bury the report. */
const PREVIEW = 300;

/** A sent value whose report shows its start and length only. */
export interface Sent<T> {
  readonly value: T;
}

/** Wraps `value` so fast-check prints `preview` (trimmed) in a counterexample. */
export function sent<T>(value: T, preview: string): Sent<T> {
  const shown = preview.length > PREVIEW ? `${preview.slice(0, PREVIEW)}… (${preview.length} chars)` : preview;
  return { value, [fc.toStringMethod]: () => shown } as Sent<T>;
}

/** fast-check settings: seeded and bounded. */
export function fuzzOptions(numRuns: number): { seed: number; numRuns: number; endOnFailure: boolean } {
  return { seed: SEED, numRuns: RUNS ?? numRuns, endOnFailure: true };
}

/** One endpoint: placeholders `{project_id}` and `{batch_id}` are filled with real or odd ids. */
export interface FuzzEndpoint {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body: 'none' | 'json' | 'multipart';
  readonly fields: readonly string[];
}

const RENOVATION_FIELDS = ['asset_id', 'image_url', 'style_id', 'renovation_spectrum', 'guidance', 'materials'];

/** The spec's 17 endpoints. */
export const FUZZ_ENDPOINTS: readonly FuzzEndpoint[] = [
  { method: 'GET', path: '/plan/details', body: 'none', fields: [] },
  { method: 'GET', path: '/assets', body: 'none', fields: [] },
  { method: 'POST', path: '/assets/upload', body: 'multipart', fields: ['image', 'image_url', 'asset_name'] },
  { method: 'POST', path: '/assets/delete', body: 'json', fields: ['asset_id'] },
  { method: 'GET', path: '/styles', body: 'none', fields: [] },
  { method: 'POST', path: '/renovate', body: 'json', fields: RENOVATION_FIELDS },
  { method: 'POST', path: '/kitchen_cabinets', body: 'json', fields: RENOVATION_FIELDS },
  { method: 'POST', path: '/creative_upscale', body: 'multipart', fields: ['image', 'image_url', 'creativity'] },
  { method: 'POST', path: '/style_transfer', body: 'multipart', fields: ['asset_id', 'style_image', 'style_image_url'] },
  { method: 'POST', path: '/analyze', body: 'multipart', fields: ['image', 'analysis_type'] },
  { method: 'POST', path: '/analyze/batch', body: 'json', fields: ['images', 'analysis_type'] },
  { method: 'GET', path: '/analyze/batch/{batch_id}', body: 'none', fields: [] },
  { method: 'POST', path: '/virtual-staging/projects/create', body: 'multipart', fields: ['image'] },
  { method: 'POST', path: '/virtual-staging/projects/{project_id}/stage', body: 'json', fields: ['room_type', 'style'] },
  { method: 'GET', path: '/virtual-staging/room-types', body: 'none', fields: [] },
  { method: 'GET', path: '/virtual-staging/styles', body: 'none', fields: [] },
  { method: 'GET', path: '/virtual-staging/projects/{project_id}', body: 'none', fields: [] },
];

/** Real ids and URLs the values may use. */
export interface FuzzIds {
  readonly asset: string;
  readonly project: string;
  readonly batch: string;
  /** One of the emulator's own hosted files. */
  readonly fileUrl: string;
}

/** URLs the fake transport serves (`photos.test`), refuses or cannot reach; none touch the network. */
export const FUZZ_URLS = ['http://photos.test/tiny.jpg', 'https://photos.test/tiny.png', 'http://photos.test/missing.jpg', 'http://169.254.169.254/latest/meta-data/', 'http://[fe80::1]/x.jpg', 'ftp://photos.test/x.jpg', 'not a url', 'http://', 'javascript:alert(1)'];

const HUGE = ['x'.repeat(300_000), '\u05e9'.repeat(200_000), '😀'.repeat(100_000)];

/** Strings meant to break things: unicode, RTL, emoji, controls, lone surrogates, near-limit and huge. */
export const oddText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.constantFrom('', ' ', '\t\n', '\u0000', '\u202eevil\u202c', '\u200f\u05e9\u05dc\u05d5\u05dd', 'مرحبا بالعالم', '👩‍👩‍👧‍👦🏳️‍🌈', '\ud800', 'null', '__proto__', 'constructor', '../../etc/passwd', '%00', '0x1', 'Infinity', '-0', '1e999'), weight: 3 },
  { arbitrary: fc.integer({ min: 199, max: 2100 }).map((n) => 'a'.repeat(n)), weight: 1 },
  { arbitrary: fc.constantFrom(...HUGE), weight: 1 },
);

/** A JSON document nested `depth` deep (as text: the parser accepts far deeper than anything stringifies). */
export const deepNesting: fc.Arbitrary<string> = fc.integer({ min: 5_000, max: 50_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`);

/** Plausible values for a field: real ids, service styles, and URLs of every kind. */
function realisticValue(field: string, ids: FuzzIds): fc.Arbitrary<unknown> {
  switch (field) {
    case 'asset_id':
      return fc.constantFrom(ids.asset, 'asset_0000000000000000', ids.project);
    case 'style_id':
      return fc.constantFrom(...RENOVATION_STYLES.map((s) => s.id), 'MODERN');
    case 'renovation_spectrum':
      return fc.constantFrom(...RENOVATION_SPECTRUM, 'TWEAK');
    case 'image_url':
    case 'style_image_url':
      return fc.constantFrom(...FUZZ_URLS, ids.fileUrl);
    case 'analysis_type':
      return fc.constantFrom(...ANALYSIS_TYPES, 'basic');
    case 'room_type':
      return fc.constantFrom(...ROOM_TYPE_IDS, 'garage');
    case 'style':
      return fc.constantFrom(...STAGING_STYLES.map((s) => s.id), 'baroque');
    case 'creativity':
      return fc.oneof(fc.double({ noNaN: false }).map(String), fc.constantFrom('0', '1', '0.5', '.5', '1.5', 'abc', '0x1', 'Infinity', ' 0.3 '));
    case 'materials':
      return fc.array(material(ids), { maxLength: 12 });
    case 'images':
      return fc.array(fc.record({ image_url: fc.oneof(realisticValue('image_url', ids), anyValue(ids)), image_id: fc.oneof(fc.string({ maxLength: 12 }), anyValue(ids)) }, { requiredKeys: [] }), { maxLength: 4 });
    default:
      return oddText;
  }
}

/** A material object whose every field may be right, wrong, or missing. */
function material(ids: FuzzIds): fc.Arbitrary<unknown> {
  const either = (real: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> => fc.oneof({ arbitrary: real, weight: 3 }, { arbitrary: anyValue(ids), weight: 1 });
  return fc.oneof(
    { arbitrary: anyValue(ids), weight: 1 },
    {
      arbitrary: fc.record(
        {
          material_id: either(fc.string({ minLength: 1, maxLength: 10 })),
          image_url: either(realisticValue('image_url', ids)),
          installation_location: either(fc.constantFrom(...INSTALLATION_LOCATIONS, 'floors', 'ROOF')),
          material_name: either(oddText),
          color_id: either(fc.string({ maxLength: 5 })),
          metadata: either(fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 })), { maxKeys: 3 })),
        },
        { requiredKeys: [] },
      ),
      weight: 4,
    },
  );
}

/** Any value at all: JSON of any shape, odd strings, numbers at the edges, empty containers. */
export function anyValue(ids: FuzzIds): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 3 },
    { arbitrary: oddText, weight: 2 },
    { arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER, [], {}, [null], [[]], [{}], { '': '' }), weight: 2 },
    { arbitrary: fc.constantFrom(ids.asset, ids.project, ids.batch), weight: 1 },
  );
}

/** A JSON body as text: any JSON, or an object of the endpoint's fields (right, wrong or nested deep). */
export function jsonBody(endpoint: FuzzEndpoint, ids: FuzzIds): fc.Arbitrary<Sent<string>> {
  const names = endpoint.fields.length > 0 ? endpoint.fields : ['asset_id'];
  const value = (name: string): fc.Arbitrary<unknown> => fc.oneof({ arbitrary: realisticValue(name, ids), weight: 3 }, { arbitrary: anyValue(ids), weight: 2 });
  const record = fc.record(Object.fromEntries(names.map((name) => [name, value(name)])), { requiredKeys: [] });
  const extra = fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor')), anyValue(ids), { maxKeys: 3 });
  const objects = fc.tuple(record, extra).map(([known, unknown]) => JSON.stringify({ ...unknown, ...known }));
  const deep = fc.tuple(record, deepNesting).map(([known, nested]) => `${JSON.stringify(known).slice(0, -1)}${Object.keys(known).length > 0 ? ',' : ''}"x":${nested}}`);
  return fc.oneof(
    { arbitrary: objects, weight: 6 },
    { arbitrary: fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null'), weight: 2 },
    { arbitrary: fc.array(record, { maxLength: 2 }).map((v) => JSON.stringify(v)), weight: 1 },
    { arbitrary: deep, weight: 1 },
  ).map((text) => sent(text, text));
}

/** Tiny images in each accepted format, plus files that only look like images. */
export interface FuzzFiles {
  readonly images: readonly Buffer[];
  /** A small kitchen photo, so kitchen_cabinets finds cabinets and renders. */
  readonly kitchen: Buffer;
  readonly broken: readonly Buffer[];
}

/** A PNG whose header claims 100000 x 100000 pixels, with one byte of data. */
function hugeDimensionPng(): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(1))), chunk('IEND', Buffer.alloc(0))]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** Builds the files once (sharp is the slow part). */
export async function makeFuzzFiles(): Promise<FuzzFiles> {
  const base = sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 180, g: 120, b: 60 } } });
  const jpeg = await base.clone().jpeg().toBuffer();
  const png = await sharp({ create: { width: 16, height: 24, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 0.5 } } }).png().toBuffer();
  const webp = await base.clone().webp().toBuffer();
  const smallKitchen = await sharp(await kitchen()).resize(96, 72).jpeg().toBuffer();
  return { images: [jpeg, png, webp], kitchen: smallKitchen, broken: [jpeg.subarray(0, 40), png.subarray(0, 30), hugeDimensionPng(), Buffer.from('GIF89a'), Buffer.alloc(0)] };
}

/** One multipart part: a text field or a file. */
export type FuzzPart = { readonly name: string; readonly text: string } | { readonly name: string; readonly file: Uint8Array; readonly fileName: string; readonly type: string };

/** Parts named after the endpoint's fields (or anything), holding text, images, broken or random files. */
export function multipartParts(endpoint: FuzzEndpoint, ids: FuzzIds, files: FuzzFiles): fc.Arbitrary<Sent<FuzzPart[]>> {
  const name = fc.oneof({ arbitrary: fc.constantFrom(...endpoint.fields), weight: 5 }, { arbitrary: fc.string({ maxLength: 10 }), weight: 1 });
  const text = fc.oneof(
    fc.constantFrom(...endpoint.fields).chain((field) => realisticValue(field, ids).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))),
    oddText,
  );
  const file = fc.oneof(
    { arbitrary: fc.constantFrom(...files.images), weight: 4 },
    { arbitrary: fc.constantFrom(...files.broken), weight: 2 },
    { arbitrary: fc.uint8Array({ maxLength: 200 }), weight: 1 },
  );
  const fileName = fc.oneof(fc.constantFrom('photo.jpg', '', 'blob', '\u202egpj.exe', 'x"y.png', '../../a.webp', '😀.jpg'), fc.string({ maxLength: 10 }));
  const type = fc.constantFrom('image/jpeg', 'image/png', 'application/octet-stream', 'text/plain', '');
  const part: fc.Arbitrary<FuzzPart> = fc.oneof(
    fc.record({ name, text }),
    fc.record({ name, file: file.map((b) => new Uint8Array(b)), fileName, type }),
  );
  const describe = (p: FuzzPart): string => ('text' in p ? `${p.name}=${JSON.stringify(p.text.slice(0, 80))}${p.text.length > 80 ? `…(${p.text.length})` : ''}` : `${p.name}=file(${p.file.byteLength} bytes, ${JSON.stringify(p.fileName)}, ${p.type})`);
  return fc.array(part, { maxLength: 5 }).map((parts) => sent(parts, `[${parts.map(describe).join(', ')}]`));
}

/** Builds a FormData from parts. */
export function toFormData(parts: readonly FuzzPart[]): FormData {
  const form = new FormData();
  for (const part of parts) {
    if ('text' in part) form.append(part.name, part.text);
    else form.append(part.name, new Blob([new Uint8Array(part.file)], part.type === '' ? {} : { type: part.type }), part.fileName);
  }
  return form;
}

/** Path segments for `{project_id}` and `{batch_id}`: real ids, near misses, odd characters, too long. */
export function pathSegment(real: string): fc.Arbitrary<string> {
  const safe = (s: string): string => {
    try {
      return encodeURIComponent(s);
    } catch {
      return 'lone-surrogate';
    }
  };
  return fc.oneof(
    fc.constant(real),
    fc.constantFrom(`${real}x`, real.toUpperCase(), `${real}%00`, '%', '%zz', '%E0%A4%A', '%2F', '..%2F..', '%2e%2e', ';', 'a;b=c', '%20', '%F0%9F%98%80', '\u00e9t\u00e9', '%ff%fe', 'null', '0'),
    oddText.map(safe),
    fc.integer({ min: 150, max: 5000 }).map((n) => 'p'.repeat(n)),
  );
}
