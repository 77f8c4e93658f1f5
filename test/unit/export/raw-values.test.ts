import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { RenovationSpectrum } from '../../../lib/api/schemas';
import { assembleListingZip } from '../../../lib/export/listing-zip';
import type { ListingManifest } from '../../../lib/export/manifest';
import { captions, remarksText } from '../../../lib/export/remarks';
import type { ExportEntry, PreparedResult } from '../../../lib/export/types';
import { LOCALES, type Locale } from '../../../lib/i18n/locales';
import type { OptionNames } from '../../../lib/operations';
import { entry, jpeg, LISTING } from './fixtures';
import { leaks, ownWords, RAW_VALUES, rawValuesIn, ROOM_TYPE_IDS, SERVICE_NAMES, STAGING_STYLE_IDS, STYLE_IDS } from './raw-values';

/**
 * Issue #25: no API value reaches what a listing's export says. Remarks, captions, the lookbook
 * and the manifest's human-readable fields are scanned for every raw value (renovation spectrum
 * values, operation ids, staging room types and styles, style ids, from their own enums and the
 * emulator's lists), in every language, with the service's lists loaded and without them.
 */

/** One result per raw value a result can carry: every spectrum step, style, room type and staging style, and every operation an export takes. */
function everyKindOfResult(): ExportEntry[] {
  const at = (i: number) => (i % LISTING.photoUrls.length) + 1;
  const renovations = RenovationSpectrum.options.map((spectrum, i) => entry(`r-${spectrum}`, at(i), 'renovate', { style_id: STYLE_IDS[i] ?? 'modern', renovation_spectrum: spectrum, guidance: 'oak floors' }));
  const styles = STYLE_IDS.map((style, i) => entry(`s-${style}`, at(i), i % 2 ? 'kitchenCabinets' : 'renovate', { style_id: style, renovation_spectrum: 'renovate' }));
  const stagings = ROOM_TYPE_IDS.map((room, i) => entry(`st-${room}`, at(i), 'stage', { room_type: room, style: STAGING_STYLE_IDS[i % STAGING_STYLE_IDS.length] ?? 'modern' }));
  const others = [entry('u', 2, 'upscale', { creativity: 0.5 }), entry('t', 4, 'styleTransfer', { style: { kind: 'url', url: 'https://example.com/mood.jpg' } })];
  return [...renovations, ...styles, ...stagings, ...others];
}

/** Every string under a key a person reads; `…Id`, `apiParams`, file paths, URLs and dates are for tools. */
function humanFields(value: unknown, key = ''): string[] {
  if (/(?:Id|Url|At)$|^(?:apiParams|file|url|format|language|size|site)$/.test(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => humanFields(item));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => humanFields(v, k));
  return [];
}

/** The lookbook's text as a reader meets it: its content and its alt, aria-label and title texts; no markup, styles, images or addresses. */
function lookbookText(html: string): string[] {
  const page = html.replace(/<style>[\s\S]*?<\/style>/g, '').replace(/<path[^>]*>/g, '');
  const attributes = [...page.matchAll(/\s(?:alt|aria-label|title)="([^"]*)"/g)].map((m) => m[1] ?? '');
  const content = page.replace(/<[^>]*>/g, '\n').split('\n');
  return [...attributes, ...content].map((text) => text.replace(/https?:\/\/\S+/g, ' ').trim()).filter(Boolean);
}

async function exported(entries: readonly ExportEntry[], locale: Locale, names: OptionNames) {
  const image = { bytes: await jpeg('#c33', 16, 12), type: 'image/jpeg' };
  const results: PreparedResult[] = entries.map((e) => ({ entry: e, altered: image, original: image, pair: image }));
  const files = unzipSync((await assembleListingZip({ listing: LISTING, results, size: 'web', generatedAt: 0, locale, names })).bytes);
  const read = (name: string) => strFromU8(files[Object.keys(files).find((path) => path.endsWith(`/${name}`)) ?? ''] ?? new Uint8Array());
  return { remarks: read('remarks.txt'), lookbook: read('lookbook.html'), manifest: JSON.parse(read('manifest.json')) as ListingManifest };
}

describe('the raw values', () => {
  it('come from the enums and the emulator’s lists, and the scan finds them as words, case and all', () => {
    expect(RAW_VALUES).toEqual(expect.arrayContaining(['renovate', 'tweak', 'styleTransfer', 'style_transfer', 'living_room', 'living room', 'modern', 'mid_century', 'normal']));
    const allowed = ownWords('en');
    // What the realtor saw (issue #25) is caught; the words the panel uses for the same things are not.
    expect(rawValuesIn('Photo 2: digitally altered, renovation, Modern, renovate', allowed)).toEqual(['renovate']);
    expect(rawValuesIn('living room · modern', allowed)).toEqual(expect.arrayContaining(['modern', 'living room']));
    expect(rawValuesIn('Renovation · Modern · Renovate', allowed)).toEqual([]);
    expect(rawValuesIn('Creative upscale · Modern farmhouse · Mid-century modern', allowed)).toEqual([]);
  });
});

describe.each(LOCALES)('an export in %s', (locale) => {
  const entries = everyKindOfResult();

  it.each([
    ['with the service’s lists loaded', SERVICE_NAMES],
    ['before the lists load', {}],
  ] as const)('says no raw value in its remarks, captions, lookbook or manifest, %s', async (_when, names) => {
    const { remarks, lookbook, manifest } = await exported(entries, locale, names);
    expect(leaks(remarks.split('\n'), locale)).toEqual([]);
    expect(leaks(captions(entries, { names, locale }), locale)).toEqual([]);
    expect(leaks(lookbookText(lookbook), locale)).toEqual([]);
    expect(leaks(humanFields(manifest), locale)).toEqual([]);
    // The ids stay available to tools under machine-named keys.
    expect(manifest.files.map((file) => file.operationId)).toEqual(expect.arrayContaining(['renovate', 'kitchenCabinets', 'stage', 'upscale', 'styleTransfer']));
    expect(manifest.files.find((file) => file.operationId === 'stage')?.apiParams).toMatchObject({ room_type: expect.any(String), style: expect.any(String) });
  });

  it('copies the same remarks as the ZIP holds (Copy remarks)', async () => {
    const { remarks } = await exported(entries, locale, SERVICE_NAMES);
    expect(remarksText(entries, { names: SERVICE_NAMES, locale, listing: LISTING })).toBe(remarks);
  });
});
