import { describe, expect, it } from 'vitest';
import { exportFileNames } from '../../../lib/export/file-names';
import { buildManifest } from '../../../lib/export/manifest';
import { emptyLook } from '../../../lib/look/look';
import { lookManifest } from '../../../lib/look/manifest';

const MISSING_ORIGINAL_NOTE = 'The original photo could not be downloaded; it is linked by its URL instead.';
const MISSING_PAIR_NOTE = 'No before/after image: the original photo could not be downloaded.';
import { entry, LISTING } from './fixtures';

const image = { bytes: new Uint8Array([1]), type: 'image/jpeg' };

describe('buildManifest', () => {
  it('lists each file with its operation, parameters, date and the original’s URL', () => {
    const staged = entry('s', 3, 'stage', { room_type: 'living_room', style: 'modern' });
    const names = exportFileNames('f', [staged]);
    const manifest = buildManifest({ listing: LISTING, results: [{ entry: staged, altered: image, original: image, pair: image }], names, size: 'mls', generatedAt: Date.UTC(2025, 5, 1), remarks: 'R' });
    expect(manifest).toMatchObject({
      format: 'reimagine-listing-export',
      version: 2,
      generatedAt: '2025-06-01T00:00:00.000Z',
      size: 'mls',
      remarks: 'R',
      listing: { url: LISTING.listingUrl, address: '12 Orchard Lane, Springfield', price: '$745,000', site: 'zillow' },
    });
    expect(manifest.files).toEqual([
      {
        file: 'f/photo-03-staging.jpg',
        photoNumber: 3,
        operation: 'Virtual staging',
        details: ['Living room', 'Modern'],
        disclosure: 'Virtually staged',
        labelled: true,
        caption: 'Photo 3: virtually staged, Virtual staging · Living room · Modern',
        operationId: 'stage',
        disclosureId: 'virtually-staged',
        apiParams: { room_type: 'living_room', style: 'modern' },
        createdAt: '2025-03-14T09:26:53.000Z',
        resultUrl: 'https://cdn.renovateai.app/results/s.jpg',
        original: { url: LISTING.photoUrls[2], file: 'f/photo-03-original.jpg' },
        pair: { file: 'f/photo-03-staging-pair.jpg' },
        fixtureCheck: { checked: false, flagged: false, confirmed: false },
      },
    ]);
  });

  it('records for each photo whether the fixture check ran, flagged it and the realtor confirmed it (#30)', () => {
    const flagged = entry('a', 1, 'renovate');
    const passed = entry('b', 2, 'stage', { room_type: 'living_room', style: 'modern' });
    const names = exportFileNames('f', [flagged, passed]);
    const results = [
      { entry: flagged, altered: image, original: image, fixtureCheck: { checked: true, flagged: true, confirmed: true } },
      { entry: passed, altered: image, original: image, fixtureCheck: { checked: true, flagged: false, confirmed: false } },
    ];
    const manifest = buildManifest({ listing: LISTING, results, names, size: 'mls', generatedAt: 0, remarks: '' });
    expect(manifest.files.map((file) => file.fixtureCheck)).toEqual([
      { checked: true, flagged: true, confirmed: true },
      { checked: true, flagged: false, confirmed: false },
    ]);
  });

  it('keeps the original’s URL and a note when the original could not be fetched', () => {
    const renovated = entry('r', 1, 'renovate');
    const names = exportFileNames('f', [renovated]);
    const results = [{ entry: renovated, altered: image, original: null }];
    const manifest = buildManifest({ listing: LISTING, results, names, size: 'original', generatedAt: 0, remarks: '' });
    expect(manifest.files[0]?.original).toEqual({ url: LISTING.photoUrls[0], file: null, note: MISSING_ORIGINAL_NOTE });
    expect(manifest.files[0]?.pair).toEqual({ file: null, note: MISSING_PAIR_NOTE });
    expect(manifest.files[0]?.caption).toBe(`Photo 1: digitally altered, Renovation; unaltered original: ${LISTING.photoUrls[0]}`);
    const noted = buildManifest({ listing: LISTING, results: results.map((r) => ({ ...r, originalNote: 'HTTP 404' })), names, size: 'original', generatedAt: 0, remarks: '' });
    expect(noted.files[0]?.original.note).toBe('HTTP 404');
  });

  it('marks an unlabelled photo `labelled: false`, its caption carrying the disclosure (labels off)', () => {
    const staged = entry('s', 3, 'stage', { room_type: 'living_room', style: 'modern' });
    const names = exportFileNames('f', [staged]);
    const result = { entry: staged, altered: image, original: image, pair: image };
    const off = buildManifest({ listing: LISTING, results: [{ ...result, labelled: false, labelledAltered: image }], names, size: 'mls', generatedAt: 0, remarks: '' });
    expect(off.files[0]).toMatchObject({ labelled: false, disclosure: 'Virtually staged', caption: 'Photo 3: virtually staged (no label on the photo), Virtual staging · Living room · Modern' });
    expect(off.files[0]?.pair).toEqual({ file: 'f/photo-03-staging-pair.jpg' });
    const on = buildManifest({ listing: LISTING, results: [{ ...result, labelled: true }], names, size: 'mls', generatedAt: 0, remarks: '' });
    expect(on.files[0]).toMatchObject({ labelled: true, caption: 'Photo 3: virtually staged, Virtual staging · Living room · Modern' });
  });

  it('resolves style names in captions', () => {
    const renovated = entry('r', 1, 'renovate', { style_id: 'scandi' });
    const manifest = buildManifest({ listing: LISTING, results: [{ entry: renovated, altered: image, original: image }], names: exportFileNames('f', [renovated]), size: 'web', generatedAt: 0, remarks: '', optionNames: { style: () => 'Scandinavian' } });
    expect(manifest.files[0]?.caption).toBe('Photo 1: digitally altered, Renovation · Scandinavian');
  });
});

describe('the look section (issue #29)', () => {
  it('carries the look, the roles and the contact sheet’s choices when the export came from a look, and is absent otherwise', () => {
    const staged = entry('s', 3, 'stage', { room_type: 'living_room', style: 'modern' });
    const names = exportFileNames('f', [staged]);
    const results = [{ entry: staged, altered: image, original: image, pair: image }];
    const record = { look: emptyLook(), choices: { [`stage ${staged.photo.url}`]: 'keep' as const }, hero: undefined };
    const look = lookManifest(record, { [staged.photo.url]: { role: { kind: 'empty', room: 'living_room' }, source: 'page' }, 'https://x.test/none.jpg': undefined });
    const manifest = buildManifest({ listing: LISTING, results, names, size: 'mls', generatedAt: 0, remarks: '', look });
    expect(JSON.parse(JSON.stringify(manifest)).look).toEqual({
      look: emptyLook(),
      roles: { [staged.photo.url]: { role: { kind: 'empty', room: 'living_room' }, source: 'page' } },
      choices: { [`stage ${staged.photo.url}`]: 'keep' },
      hero: null,
    });
    expect(buildManifest({ listing: LISTING, results, names, size: 'mls', generatedAt: 0, remarks: '' })).not.toHaveProperty('look');
  });
});
