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
    { entry: entry('a', 3, 'stage', { room_type: 'living_room', style: 'modern' }), altered: { bytes: await jpeg('#c33'), type: 'image/jpeg' }, original: { bytes: await jpeg('#33c'), type: 'image/jpeg' }, pair: { bytes: await jpeg('#c3c', 128, 48), type: 'image/jpeg' } },
    { entry: entry('b', 1, 'renovate', { style_id: 'scandi', renovation_spectrum: 'renovate' }), altered: { bytes: await jpeg('#3c3'), type: 'image/jpeg' }, original: { bytes: await jpeg('#333'), type: 'image/jpeg' }, pair: { bytes: await jpeg('#3cc', 128, 48), type: 'image/jpeg' } },
    { entry: entry('c', 3, 'renovate'), altered: { bytes: await jpeg('#cc3'), type: 'image/jpeg' }, original: { bytes: await jpeg('#33c'), type: 'image/jpeg' }, pair: { bytes: await jpeg('#ccc', 128, 48), type: 'image/jpeg' } },
  ];
}

describe('assembleListingZip', () => {
  it('packs every result, its original and its pair image, the remarks, the lookbook and the manifest', async () => {
    const input = await results();
    const zip = await assembleListingZip({ listing: LISTING, results: input, size: 'mls', generatedAt: Date.UTC(2025, 5, 1), names: { style: (id) => (id === 'scandi' ? 'Scandinavian' : undefined) } });
    expect(zip.fileName).toBe(`${FOLDER}.zip`);
    const files = unzipSync(zip.bytes);
    expect(Object.keys(files).sort()).toEqual(
      [
        'lookbook.html',
        'manifest.json',
        'photo-01-original.jpg',
        'photo-01-renovate-pair.jpg',
        'photo-01-renovate.jpg',
        'photo-03-original.jpg',
        'photo-03-renovate-pair.jpg',
        'photo-03-renovate.jpg',
        'photo-03-staging-pair.jpg',
        'photo-03-staging.jpg',
        'remarks.txt',
      ].map((f) => `${FOLDER}/${f}`),
    );
    expect(files[`${FOLDER}/photo-03-staging-pair.jpg`]).toEqual(must(must(input[0]).pair).bytes);
    expect(files[`${FOLDER}/photo-03-staging.jpg`]).toEqual(must(input[0]).altered.bytes);
    expect(files[`${FOLDER}/photo-03-original.jpg`]).toEqual(must(must(input[0]).original).bytes);
    expect((await sharp(must(files[`${FOLDER}/photo-01-renovate.jpg`])).metadata()).format).toBe('jpeg');

    const remarks = strFromU8(must(files[`${FOLDER}/remarks.txt`]));
    expect(remarks).toMatch(/^One or more photo\(s\) was virtually staged\. One or more photo\(s\) was digitally altered\.\n/);
    expect(remarks).toContain('Photo 1: digitally altered, Renovation · Scandinavian · Renovate');
    expect(remarks).toContain('Photo 3: virtually staged, Virtual staging · Living room · Modern');
    expect(remarks).toContain('The unaltered original of every altered photo is available.');

    const manifest = JSON.parse(strFromU8(must(files[`${FOLDER}/manifest.json`]))) as ListingManifest;
    // In the listing's photo order: photo 1's result first, though it was given second.
    expect(manifest.files.map((f) => [f.file, f.original.file, f.original.url, f.pair.file, f.labelled])).toEqual([
      [`${FOLDER}/photo-01-renovate.jpg`, `${FOLDER}/photo-01-original.jpg`, LISTING.photoUrls[0], `${FOLDER}/photo-01-renovate-pair.jpg`, true],
      [`${FOLDER}/photo-03-staging.jpg`, `${FOLDER}/photo-03-original.jpg`, LISTING.photoUrls[2], `${FOLDER}/photo-03-staging-pair.jpg`, true],
      [`${FOLDER}/photo-03-renovate.jpg`, `${FOLDER}/photo-03-original.jpg`, LISTING.photoUrls[2], `${FOLDER}/photo-03-renovate-pair.jpg`, true],
    ]);
    expect(manifest.files[0]?.caption).toBe('Photo 1: digitally altered, Renovation · Scandinavian · Renovate');
    for (const file of manifest.files) expect(files[file.file] && files[must(file.pair.file)]).toBeDefined();

    const lookbook = strFromU8(must(files[`${FOLDER}/lookbook.html`]));
    const qrs = inlineSvgs(lookbook);
    expect(qrs.map((q) => q.name)).toEqual(['QR code: original photo 1', 'QR code: original photo 3', 'QR code: original photo 3']);
    const decoded = await Promise.all(qrs.map((q) => decodeQrSvg(q.svg)));
    expect(decoded).toEqual([LISTING.photoUrls[0], LISTING.photoUrls[2], LISTING.photoUrls[2]]);
    const images = [...lookbook.matchAll(/<img src="data:image\/jpeg;base64,([^"]+)"/g)].map((m) => m[1]);
    expect(images).toHaveLength(6);
    for (const image of images) expect((await sharp(Buffer.from(must(image), 'base64')).metadata()).format).toBe('jpeg');
  });

  it('still exports a result whose original is gone (404): its URL and a note in its place, no pair image', async () => {
    const [first, second] = await results();
    const gone = { ...must(first), original: null, originalNote: 'The original photo is no longer online (HTTP 404).', pair: null };
    const zip = await assembleListingZip({ listing: LISTING, results: [gone], size: 'original', generatedAt: 0 });
    const files = unzipSync(zip.bytes);
    expect(Object.keys(files).sort()).toEqual(['lookbook.html', 'manifest.json', 'photo-03-staging.jpg', 'remarks.txt'].map((f) => `${FOLDER}/${f}`));
    const manifest = JSON.parse(strFromU8(must(files[`${FOLDER}/manifest.json`]))) as ListingManifest;
    expect(manifest.files[0]?.original).toEqual({ url: LISTING.photoUrls[2], file: null, note: 'The original photo is no longer online (HTTP 404).' });
    const lookbook = strFromU8(must(files[`${FOLDER}/lookbook.html`]));
    expect(lookbook).toContain('The original photo is no longer online (HTTP 404).');
    expect(lookbook).toContain(`<a href="${LISTING.photoUrls[2]}">`);
    expect(await decodeQrSvg(must(inlineSvgs(lookbook)[0]).svg)).toBe(LISTING.photoUrls[2]);
    expect(manifest.files[0]?.pair).toEqual({ file: null, note: 'No before/after image: the original photo could not be downloaded.' });
    const remarks = strFromU8(must(files[`${FOLDER}/remarks.txt`]));
    expect(remarks).toContain('The unaltered original of photo 3 could not be downloaded: its address is given in its caption below.');
    expect(remarks).not.toContain('every altered photo is available');
    expect(remarks).toContain(`Photo 3: virtually staged, Virtual staging · Living room · Modern; unaltered original: ${LISTING.photoUrls[2]}`);

    // Beside a photo whose original was fetched, the remarks say which is which.
    const mixed = unzipSync((await assembleListingZip({ listing: LISTING, results: [gone, must(second)], size: 'original', generatedAt: 0 })).bytes);
    expect(strFromU8(must(mixed[`${FOLDER}/remarks.txt`]))).toContain('could not be downloaded: its address is given in its caption below. The originals of the other photos are available.');
    expect(Object.keys(mixed).filter((n) => n.endsWith('-pair.jpg'))).toEqual([`${FOLDER}/photo-01-renovate-pair.jpg`]);
  });

  it('with labels off, packs the unlabelled photo, shows its labelled copy in the lookbook, and lets the caption disclose', async () => {
    const [first] = await results();
    const labelledCopy = { bytes: await jpeg('#f00'), type: 'image/jpeg' };
    const off = { ...must(first), labelled: false, labelledAltered: labelledCopy };
    const files = unzipSync((await assembleListingZip({ listing: LISTING, results: [off], size: 'mls', generatedAt: 0 })).bytes);
    expect(files[`${FOLDER}/photo-03-staging.jpg`]).toEqual(must(first).altered.bytes);
    expect(files[`${FOLDER}/photo-03-staging-pair.jpg`]).toEqual(must(must(first).pair).bytes);
    const lookbook = strFromU8(must(files[`${FOLDER}/lookbook.html`]));
    expect(lookbook).toContain(`src="data:image/jpeg;base64,${Buffer.from(labelledCopy.bytes).toString('base64')}"`);
    expect(lookbook).not.toContain(Buffer.from(must(first).altered.bytes).toString('base64'));
    expect(lookbook).not.toContain('no label on the photo');
    const manifest = JSON.parse(strFromU8(must(files[`${FOLDER}/manifest.json`]))) as ListingManifest;
    expect(manifest.files[0]).toMatchObject({ labelled: false, caption: 'Photo 3: virtually staged (no label on the photo), Virtual staging · Living room · Modern' });
    const remarks = strFromU8(must(files[`${FOLDER}/remarks.txt`]));
    expect(remarks).toContain('Photo 3 carries no disclosure label on the image: post it with its caption below, which says how it was altered.');
    expect(remarks).toContain('Photo 3: virtually staged (no label on the photo), Virtual staging · Living room · Modern');
  });

  it('with labels on, the lookbook shows the labelled photo itself', async () => {
    const [first] = await results();
    const files = unzipSync((await assembleListingZip({ listing: LISTING, results: [{ ...must(first), labelled: true }], size: 'mls', generatedAt: 0 })).bytes);
    expect(strFromU8(must(files[`${FOLDER}/lookbook.html`]))).toContain(Buffer.from(must(first).altered.bytes).toString('base64'));
    expect(strFromU8(must(files[`${FOLDER}/remarks.txt`]))).not.toContain('no label');
  });

  it('refuses an unlabelled photo without a labelled copy, rather than put it in the lookbook unlabelled', async () => {
    const [first] = await results();
    await expect(assembleListingZip({ listing: LISTING, results: [{ ...must(first), labelled: false }], size: 'mls', generatedAt: 0 })).rejects.toThrow(/no labelled copy/);
  });

  it('packs 25 results of one photo under 25 names', async () => {
    const [first] = await results();
    const many = Array.from({ length: 25 }, (_, i) => ({ ...must(first), entry: { ...must(first).entry, id: `r${i}` } }));
    const zip = await assembleListingZip({ listing: LISTING, results: many, size: 'web', generatedAt: 0 });
    const names = Object.keys(unzipSync(zip.bytes));
    expect(names.filter((n) => /staging(-\d+)?\.jpg$/.test(n))).toHaveLength(25);
    expect(names.filter((n) => n.endsWith('-pair.jpg'))).toHaveLength(25);
  });
});
