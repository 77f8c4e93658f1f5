import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { JSDOM, VirtualConsole } from 'jsdom';
import sharp from 'sharp';
import type { PreparedResult } from '../../lib/export/types';
import { compileAdapter } from '../../lib/sites/compile';
import { findPhotos } from '../../lib/sites/photo-finder';
import type { Row } from './rows';
import { viteImport } from '../build/vite-import';
import { median } from './stats';
import { savedPages, SAVED_PAGES_DIR } from './saved-pages';

/**
 * Photo finding on each saved listing page in jsdom (median of 5; jsdom is several times slower
 * than a browser's DOM, so 100 ms a page is a generous ceiling).
 */
export async function findPhotoRows(): Promise<Row[]> {
  // Through Vite: the sites are listed by their files, which tsx cannot list.
  const { adapterForUrl } = await viteImport<typeof import('../../lib/sites/registry')>('lib/sites/registry.ts');
  return savedPages().map((page) => {
    const dom = new JSDOM(readFileSync(path.join(SAVED_PAGES_DIR, page.file), 'utf8'), { url: page.url, virtualConsole: new VirtualConsole() });
    const adapter = compileAdapter(adapterForUrl(page.url));
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      found = findPhotos(dom.window.document, adapter, page.url).length;
      times.push(performance.now() - start);
    }
    dom.window.close();
    return { section: 'photo finding (jsdom)', name: page.file, value: median(times), unit: 'ms', budget: 100, detail: `${found} photos` };
  });
}

/**
 * The listing export's packing (lib/export/listing-zip.ts) for 25 results at MLS size: 25 labelled
 * 2048x1365 JPEGs and their originals, the lookbook with 50 inline images and 25 QR codes, the
 * manifest and remarks (median of 3; budget 5 s).
 */
export async function exportZipRow(): Promise<Row> {
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
  // Through Vite: the export reads each site's listing language from the sites' files.
  const { assembleListingZip } = await viteImport<typeof import('../../lib/export/listing-zip')>('lib/export/listing-zip.ts');
  const times: number[] = [];
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    await assembleListingZip({ listing, results, size: 'mls', generatedAt: Date.now() });
    times.push(performance.now() - start);
  }
  return { section: 'export', name: 'listing export ZIP, 25 results (MLS size)', value: median(times), unit: 'ms', budget: 5000, detail: 'median of 3' };
}
