/**
 * `npm run bench`: the speed and size targets, measured (never asserted in timed tests).
 *   - content script size, gzipped (target: at most 20 KB);
 *   - photo finding on each saved listing page in jsdom (target: under 100 ms a page, median of 5;
 *     jsdom is several times slower than a browser's DOM, so this is a generous ceiling);
 *   - the buttons on a 2,000-photo page in jsdom (scripts/bench-overlay.ts): adding every photo
 *     and placing the badges of the 24 near the viewport (target: under 50 ms each, median of 5);
 *   - an emulator render of a 1280x853 photo (target: under 1 s, median of 5).
 *   - packing a 25-result listing export ZIP (scripts/bench-export.ts; target: under 5 s, median of 3).
 * Prints a table and exits 1 when a target is missed.
 */
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { JSDOM, VirtualConsole } from 'jsdom';
import { adapterForUrl } from '../lib/sites/registry';
import { compileAdapter } from '../lib/sites/compile';
import { findPhotos } from '../lib/sites/photo-finder';
import { startEmulator } from '../emulator/server';
import { DEMO_PHOTOS, renderDemoPhoto } from './demo/photos';
import { benchOverlay } from './bench-overlay';
import { benchListingZip } from './bench-export';

interface Row {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly target: number;
}
const rows: Row[] = [];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const bundle = path.resolve('.output/chrome-mv3/content-scripts/listing.js');
if (!existsSync(bundle)) spawnSync('npm', ['run', '--silent', 'build:chrome'], { stdio: 'inherit' });
rows.push({ name: 'content script, gzipped', value: gzipSync(readFileSync(bundle)).length / 1024, unit: 'KB', target: 20 });

const pagesDir = path.resolve('../shared/fixtures/listing-pages');
const expected = JSON.parse(readFileSync(path.join(pagesDir, 'EXPECTED.json'), 'utf8')) as { pages: { file: string; url: string }[] };
for (const page of expected.pages) {
  const dom = new JSDOM(readFileSync(path.join(pagesDir, page.file), 'utf8'), { url: page.url, virtualConsole: new VirtualConsole() });
  const adapter = compileAdapter(adapterForUrl(page.url));
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    findPhotos(dom.window.document, adapter, page.url);
    times.push(performance.now() - start);
  }
  rows.push({ name: `find photos: ${page.file}`, value: median(times), unit: 'ms', target: 100 });
}

const overlayTimes = [];
for (let i = 0; i < 5; i++) overlayTimes.push(await benchOverlay());
rows.push({ name: 'buttons: 2,000 photos added', value: median(overlayTimes.map((t) => t.add)), unit: 'ms', target: 50 });
rows.push({ name: 'buttons: 24 badges placed (corners probed)', value: median(overlayTimes.map((t) => t.place)), unit: 'ms', target: 50 });

const emulator = await startEmulator({ port: 0 });
try {
  const photo = DEMO_PHOTOS[0];
  if (!photo) throw new Error('no demo photo');
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(await renderDemoPhoto(photo))], { type: 'image/jpeg' }), 'room.jpg');
  const upload = (await (await fetch(`${emulator.baseUrl}/assets/upload`, { method: 'POST', headers: { 'X-API-KEY': emulator.apiKey }, body: form })).json()) as {
    asset: { id: string };
  };
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    const res = await fetch(`${emulator.baseUrl}/renovate`, {
      method: 'POST',
      headers: { 'X-API-KEY': emulator.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ asset_id: upload.asset.id, style_id: 'modern', renovation_spectrum: 'renovate', guidance: `bench run ${i}` }),
    });
    if (!res.ok) throw new Error(`render failed: ${res.status}`);
    times.push(performance.now() - start);
  }
  rows.push({ name: 'emulator render 1280x853', value: median(times), unit: 'ms', target: 1000 });
} finally {
  await emulator.close();
}

rows.push({ name: 'listing export ZIP, 25 results (MLS size)', value: await benchListingZip(), unit: 'ms', target: 5000 });

let missed = 0;
for (const row of rows) {
  const ok = row.value <= row.target;
  if (!ok) missed += 1;
  console.log(`${ok ? 'ok  ' : 'MISS'} ${row.name.padEnd(48)} ${row.value.toFixed(1).padStart(8)} ${row.unit}  (target ≤ ${row.target} ${row.unit})`);
}
process.exit(missed > 0 ? 1 : 0);
