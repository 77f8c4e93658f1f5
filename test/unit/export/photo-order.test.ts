import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { exportOrder } from '../../../lib/export/file-names';
import { assembleListingZip } from '../../../lib/export/listing-zip';
import type { ListingManifest } from '../../../lib/export/manifest';
import { remarksText } from '../../../lib/export/remarks';
import type { ExportEntry, PreparedResult } from '../../../lib/export/types';
import { entry, jpeg, LISTING } from './fixtures';

/**
 * Issue #25: every export follows the listing's photo order (its page, the panel's strip), never
 * the order results were made in. Photo 5 renovated first and photo 2 staged after still export
 * photo 2 first: in the ZIP, the remarks and captions, the lookbook and the manifest.
 */

const at = (e: ExportEntry, minutes: number): ExportEntry => ({ ...e, createdAt: Date.UTC(2025, 2, 14, 9, minutes) });
const FIFTH = at(entry('five', 5, 'renovate', { style_id: 'modern', renovation_spectrum: 'renovate' }), 0);
const SECOND = at(entry('two', 2, 'stage', { room_type: 'living_room', style: 'modern' }), 10);
const SECOND_AGAIN = at(entry('two-b', 2, 'stage', { room_type: 'bedroom', style: 'coastal' }), 20);

async function zip(entries: readonly ExportEntry[]) {
  const image = { bytes: await jpeg('#c33', 16, 12), type: 'image/jpeg' };
  const results: PreparedResult[] = entries.map((e) => ({ entry: e, altered: image, original: image, pair: image }));
  const packed = await assembleListingZip({ listing: LISTING, results, size: 'web', generatedAt: 0 });
  const files = unzipSync(packed.bytes);
  const read = (name: string) => strFromU8(files[Object.keys(files).find((path) => path.endsWith(`/${name}`)) ?? ''] ?? new Uint8Array());
  return { paths: packed.paths, remarks: read('remarks.txt'), lookbook: read('lookbook.html'), manifest: JSON.parse(read('manifest.json')) as ListingManifest };
}

describe('an export’s order', () => {
  it.each([
    ['in the order they were made', [FIFTH, SECOND, SECOND_AGAIN]],
    ['newest first', [SECOND_AGAIN, SECOND, FIFTH]],
  ])('is the listing’s photo order, whichever order the results come in (%s)', async (_order, entries) => {
    const { paths, remarks, lookbook, manifest } = await zip(entries);
    const images = paths.filter((path) => /photo-\d+-[a-z]+(-\d+)?\.jpg$/.test(path)).map((path) => path.split('/')[1]);
    // Photo 2's results (oldest first: the first keeps the plain name), then photo 5's.
    expect(images).toEqual(['photo-02-staging.jpg', 'photo-02-original.jpg', 'photo-02-staging-2.jpg', 'photo-05-renovate.jpg', 'photo-05-original.jpg']);
    expect(remarks.split('\n').filter((line) => line.startsWith('Photo '))).toEqual([
      'Photo 2: virtually staged, Virtual staging · Living room · Modern',
      'Photo 2: virtually staged, Virtual staging · Bedroom · Coastal',
      'Photo 5: digitally altered, Renovation · Modern · Renovate',
    ]);
    expect([...lookbook.matchAll(/<section class="pair" aria-label="([^"]+)">\n<h2>([^<]+)<\/h2>/g)].map((m) => `${m[1]}: ${m[2]}`)).toEqual([
      'Photo 2: Photo 2: virtually staged, Virtual staging · Living room · Modern',
      'Photo 2: Photo 2: virtually staged, Virtual staging · Bedroom · Coastal',
      'Photo 5: Photo 5: digitally altered, Renovation · Modern · Renovate',
    ]);
    expect(manifest.files.map((file) => [file.photoNumber, file.file.split('/')[1]])).toEqual([
      [2, 'photo-02-staging.jpg'],
      [2, 'photo-02-staging-2.jpg'],
      [5, 'photo-05-renovate.jpg'],
    ]);
  });

  it('numbers photos as the listing exported shows them, not as an older visit of the page listed them', () => {
    // The results were made when the page listed its photos the other way round.
    const then = { ...LISTING, photoUrls: [...LISTING.photoUrls].reverse() };
    const old = (e: ExportEntry): ExportEntry => ({ ...e, photo: { ...e.photo, listing: then } });
    const entries = [old(FIFTH), old(SECOND)];
    expect(exportOrder(entries).map(({ entry: e, number }) => [e.id, number])).toEqual([['five', 1], ['two', 4]]);
    expect(exportOrder(entries, LISTING).map(({ entry: e, number }) => [e.id, number])).toEqual([['two', 2], ['five', 5]]);
    expect(remarksText(entries, { listing: LISTING }).split('\n').filter((line) => line.startsWith('Photo '))).toEqual([
      'Photo 2: virtually staged, Virtual staging · Living room · Modern',
      'Photo 5: digitally altered, Renovation · Modern · Renovate',
    ]);
  });

  it('puts a photo the listing does not list (a right-clicked image) after the listing’s photos', () => {
    const stray: ExportEntry = { ...SECOND, id: 'stray', photo: { ...SECOND.photo, url: 'https://example.com/elsewhere.jpg' } };
    expect(exportOrder([stray, FIFTH, SECOND], LISTING).map(({ entry: e, number }) => [e.id, number])).toEqual([['two', 2], ['five', 5], ['stray', 6]]);
  });
});
