import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { assembleListingZip } from '../../../lib/export/listing-zip';
import type { ListingManifest } from '../../../lib/export/manifest';
import type { PreparedResult } from '../../../lib/export/types';
import { decodeQrSvg, inlineSvgs } from './qr';
import { entry, jpeg, LISTING } from './fixtures';

const FOLDER = '12-orchard-lane-springfield';

/** The value, or a failed test when it is missing. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('missing');
  return value;
}

async function results(): Promise<PreparedResult[]> {
  return [
    { entry: entry('a', 3, 'stage', { room_type: 'living_room', style: 'modern' }), altered: { bytes: await jpeg('#c33'), type: 'image/jpeg' }, original: { bytes: await jpeg('#33c'), type: 'image/jpeg' } },
    { entry: entry('b', 1, 'renovate', { style_id: 'scandi', renovation_spectrum: 'renovate' }), altered: { bytes: await jpeg('#3c3'), type: 'image/jpeg' }, original: { bytes: await jpeg('#333'), type: 'image/jpeg' } },
    { entry: entry('c', 3, 'renovate'), altered: { bytes: await jpeg('#cc3'), type: 'image/jpeg' }, original: { bytes: await jpeg('#33c'), type: 'image/jpeg' } },
  ];
}

describe('assembleListingZip', () => {
  it('packs every result and its original, the remarks, the lookbook and the manifest', async () => {
    const input = await results();
    const zip = await assembleListingZip({ listing: LISTING, results: input, size: 'mls', generatedAt: Date.UTC(2025, 5, 1), styleName: (id) => (id === 'scandi' ? 'Scandinavian' : undefined) });
    expect(zip.fileName).toBe(`${FOLDER}.zip`);
    const files = unzipSync(zip.bytes);
    expect(Object.keys(files).sort()).toEqual(
      ['lookbook.html', 'manifest.json', 'photo-01-original.jpg', 'photo-01-renovate.jpg', 'photo-03-original.jpg', 'photo-03-renovate.jpg', 'photo-03-staging.jpg', 'remarks.txt'].map((f) => `${FOLDER}/${f}`),
    );
    expect(files[`${FOLDER}/photo-03-staging.jpg`]).toEqual(must(input[0]).altered.bytes);
    expect(files[`${FOLDER}/photo-03-original.jpg`]).toEqual(must(must(input[0]).original).bytes);
    expect((await sharp(must(files[`${FOLDER}/photo-01-renovate.jpg`])).metadata()).format).toBe('jpeg');

    const remarks = strFromU8(must(files[`${FOLDER}/remarks.txt`]));
    expect(remarks).toMatch(/^One or more photo\(s\) was virtually staged\. One or more photo\(s\) was digitally altered\.\n/);
    expect(remarks).toContain('Photo 1: digitally altered, renovation, Scandinavian, renovate');
    expect(remarks).toContain('Photo 3: virtually staged, modern living room');

    const manifest = JSON.parse(strFromU8(must(files[`${FOLDER}/manifest.json`]))) as ListingManifest;
    expect(manifest.files.map((f) => [f.file, f.original.file, f.original.url])).toEqual([
      [`${FOLDER}/photo-03-staging.jpg`, `${FOLDER}/photo-03-original.jpg`, LISTING.photoUrls[2]],
      [`${FOLDER}/photo-01-renovate.jpg`, `${FOLDER}/photo-01-original.jpg`, LISTING.photoUrls[0]],
      [`${FOLDER}/photo-03-renovate.jpg`, `${FOLDER}/photo-03-original.jpg`, LISTING.photoUrls[2]],
    ]);
    for (const file of manifest.files) expect(files[file.file]).toBeDefined();

    const lookbook = strFromU8(must(files[`${FOLDER}/lookbook.html`]));
    const qrs = inlineSvgs(lookbook);
    expect(qrs.map((q) => q.name)).toEqual(['QR code: original photo 3', 'QR code: original photo 1', 'QR code: original photo 3']);
    const decoded = await Promise.all(qrs.map((q) => decodeQrSvg(q.svg)));
    expect(decoded).toEqual([LISTING.photoUrls[2], LISTING.photoUrls[0], LISTING.photoUrls[2]]);
    const images = [...lookbook.matchAll(/<img src="data:image\/jpeg;base64,([^"]+)"/g)].map((m) => m[1]);
    expect(images).toHaveLength(6);
    for (const image of images) expect((await sharp(Buffer.from(must(image), 'base64')).metadata()).format).toBe('jpeg');
  });

  it('still exports a result whose original is gone (404): its URL and a note in its place', async () => {
    const [first] = await results();
    const zip = await assembleListingZip({ listing: LISTING, results: [{ ...must(first), original: null, originalNote: 'The original photo is no longer online (HTTP 404).' }], size: 'original', generatedAt: 0 });
    const files = unzipSync(zip.bytes);
    expect(Object.keys(files).sort()).toEqual(['lookbook.html', 'manifest.json', 'photo-03-staging.jpg', 'remarks.txt'].map((f) => `${FOLDER}/${f}`));
    const manifest = JSON.parse(strFromU8(must(files[`${FOLDER}/manifest.json`]))) as ListingManifest;
    expect(manifest.files[0]?.original).toEqual({ url: LISTING.photoUrls[2], file: null, note: 'The original photo is no longer online (HTTP 404).' });
    const lookbook = strFromU8(must(files[`${FOLDER}/lookbook.html`]));
    expect(lookbook).toContain('The original photo is no longer online (HTTP 404).');
    expect(lookbook).toContain(`<a href="${LISTING.photoUrls[2]}">`);
    expect(await decodeQrSvg(must(inlineSvgs(lookbook)[0]).svg)).toBe(LISTING.photoUrls[2]);
  });

  it('packs 25 results of one photo under 25 names', async () => {
    const [first] = await results();
    const many = Array.from({ length: 25 }, (_, i) => ({ ...must(first), entry: { ...must(first).entry, id: `r${i}` } }));
    const zip = await assembleListingZip({ listing: LISTING, results: many, size: 'web', generatedAt: 0 });
    expect(Object.keys(unzipSync(zip.bytes)).filter((n) => n.includes('staging'))).toHaveLength(25);
  });
});
