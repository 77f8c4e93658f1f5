import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { assembleListingZip } from '../lib/export/listing-zip';
import type { PreparedResult } from '../lib/export/types';

/**
 * The listing export's packing (lib/export/listing-zip.ts) for 25 results at MLS size: 25 labelled
 * 2048x1365 JPEGs and their originals, the lookbook with 50 inline images and 25 QR codes, the
 * manifest and remarks. Returns the median of 3 runs in ms (target: 5 s).
 */
export async function benchListingZip(): Promise<number> {
  const photo = async (seed: number) =>
    new Uint8Array(await sharp({ create: { width: 2048, height: 1365, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 120 + seed, sigma: 30 } } }).jpeg({ quality: 85 }).toBuffer());
  const [altered, original] = [await photo(0), await photo(5)];
  const photoUrls = Array.from({ length: 25 }, (_, i) => `https://photos.zillowstatic.com/fp/bench-${i + 1}-uncropped.jpg`);
  const listing = { listingUrl: 'https://www.zillow.com/homedetails/1-Bench-Rd/1_zpid/', site: 'zillow', address: '1 Bench Rd, Springfield', price: '$1', photoUrls };
  const results: PreparedResult[] = photoUrls.map((url, i) => ({
    entry: { id: `r${i}`, operation: i % 2 ? 'stage' : 'renovate', params: i % 2 ? { room_type: 'living_room', style: 'modern' } : { style_id: 'x' }, photo: { url, listing }, createdAt: 0, disclosure: i % 2 ? 'virtually-staged' : 'digitally-altered' },
    altered: { bytes: altered, type: 'image/jpeg' },
    original: { bytes: original, type: 'image/jpeg' },
  }));
  const times: number[] = [];
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    await assembleListingZip({ listing, results, size: 'mls', generatedAt: Date.now() });
    times.push(performance.now() - start);
  }
  return [...times].sort((a, b) => a - b)[1] ?? 0;
}
