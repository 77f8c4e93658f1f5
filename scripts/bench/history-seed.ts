import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DB_NAME, DB_VERSION } from '../../lib/storage/db';
import { sendFromPage } from '../../test/e2e/chromium/helpers';

/** Results seeded into history, the cap the panel reads (lib/library/history.ts HISTORY_CAP). */
export const SEEDED_RESULTS = 300;
const LISTINGS = 30;
const PICTURES = 6;

/** A few distinct result pictures (1536×1024 JPEG, a listing photo's size), as base64. */
async function resultPictures(): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < PICTURES; i++) {
    const jpeg = await sharp({ create: { width: 1536, height: 1024, channels: 3, background: { r: 120 + i * 15, g: 110, b: 100 }, noise: { type: 'gaussian', mean: 110 + i * 10, sigma: 25 } } })
      .jpeg({ quality: 80 })
      .toBuffer();
    out.push(jpeg.toString('base64'));
  }
  return out;
}

/**
 * Writes `SEEDED_RESULTS` finished results into the extension's history, as the background stores
 * them (lib/library/history.ts: an entry in `history`, its image copy under the same id in
 * `results`), from an extension page: same origin, same IndexedDB database. 30 listings of 10
 * photos each, newest first a minute apart.
 */
export async function seedHistory(extensionPage: Page): Promise<number> {
  const pictures = await resultPictures();
  // The background opens (and creates) the database before it answers anything.
  await sendFromPage(extensionPage, 'getHistory', {});
  return extensionPage.evaluate(
    async ({ pictures, total, listings, name, version }) => {
      const blobs = pictures.map((b64) => new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/jpeg' }));
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name, version);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction(['history', 'results'], 'readwrite');
      const now = Date.now();
      for (let i = 0; i < total; i++) {
        const l = i % listings;
        const listingUrl = `https://www.zillow.com/homedetails/${100 + l}-Bench-St-Springfield-IL-62701/${200000 + l}_zpid/`;
        const photoUrls = Array.from({ length: 10 }, (_, p) => `https://photos.zillowstatic.com/fp/${(l * 10 + p).toString(16).padStart(32, '0')}-uncropped_scaled_within_1536_1152.jpg`);
        const id = `bench-${i}`;
        tx.objectStore('history').put({
          id,
          jobId: `bench-job-${i}`,
          operation: i % 4 === 3 ? 'stage' : 'renovate',
          params: i % 4 === 3 ? { room_type: 'living_room', style: 'modern' } : { style_id: 'modern', renovation_spectrum: 'renovate' },
          photo: { url: photoUrls[Math.floor(i / listings) % 10], listing: { listingUrl, site: 'zillow', title: `${100 + l} Bench St`, address: `${100 + l} Bench St, Springfield, IL 62701`, price: '$450,000', language: 'en', photoUrls } },
          resultUrl: `https://example.invalid/files/bench-${i}.jpg`,
          createdAt: now - i * 60_000,
          disclosure: i % 4 === 3 ? 'virtually-staged' : 'digitally-altered',
          hasLocalCopy: true,
          width: 1536,
          height: 1024,
        });
        tx.objectStore('results').put(blobs[i % blobs.length], id);
      }
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
      return total;
    },
    { pictures, total: SEEDED_RESULTS, listings: LISTINGS, name: DB_NAME, version: DB_VERSION },
  );
}
