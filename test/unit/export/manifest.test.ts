import { describe, expect, it } from 'vitest';
import { exportFileNames } from '../../../lib/export/file-names';
import { buildManifest, MISSING_ORIGINAL_NOTE } from '../../../lib/export/manifest';
import { entry, LISTING } from './fixtures';

const image = { bytes: new Uint8Array([1]), type: 'image/jpeg' };

describe('buildManifest', () => {
  it('lists each file with its operation, parameters, date and the original’s URL', () => {
    const staged = entry('s', 3, 'stage', { room_type: 'living_room', style: 'modern' });
    const names = exportFileNames('f', [staged]);
    const manifest = buildManifest({ listing: LISTING, results: [{ entry: staged, altered: image, original: image }], names, size: 'mls', generatedAt: Date.UTC(2025, 5, 1), remarks: 'R' });
    expect(manifest).toMatchObject({
      format: 'reimagine-listing-export',
      generatedAt: '2025-06-01T00:00:00.000Z',
      size: 'mls',
      remarks: 'R',
      listing: { url: LISTING.listingUrl, address: '12 Orchard Lane, Springfield', price: '$745,000', site: 'zillow' },
    });
    expect(manifest.files).toEqual([
      {
        file: 'f/photo-03-staging.jpg',
        photoNumber: 3,
        operation: 'stage',
        operationLabel: 'Virtual staging',
        disclosure: 'Virtually staged',
        params: { room_type: 'living_room', style: 'modern' },
        createdAt: '2025-03-14T09:26:53.000Z',
        resultUrl: 'https://cdn.renovateai.app/results/s.jpg',
        original: { url: LISTING.photoUrls[2], file: 'f/photo-03-original.jpg' },
      },
    ]);
  });

  it('keeps the original’s URL and a note when the original could not be fetched', () => {
    const renovated = entry('r', 1, 'renovate');
    const names = exportFileNames('f', [renovated]);
    const results = [{ entry: renovated, altered: image, original: null }];
    const manifest = buildManifest({ listing: LISTING, results, names, size: 'original', generatedAt: 0, remarks: '' });
    expect(manifest.files[0]?.original).toEqual({ url: LISTING.photoUrls[0], file: null, note: MISSING_ORIGINAL_NOTE });
    const noted = buildManifest({ listing: LISTING, results: results.map((r) => ({ ...r, originalNote: 'HTTP 404' })), names, size: 'original', generatedAt: 0, remarks: '' });
    expect(noted.files[0]?.original.note).toBe('HTTP 404');
  });
});
