import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { bundleRows } from '../../../scripts/bench/bundle-sizes';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build folder with these files (contents) and a manifest naming them. */
function build(files: Record<string, string>, contentScripts: { js: string[] }[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bundle-sizes-'));
  dirs.push(dir);
  const all = { 'background.js': 'b', 'sidepanel.html': '<script src="/panel.js"></script>', 'panel.js': 'p', ...files };
  for (const [name, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ background: { service_worker: 'background.js' }, side_panel: { default_path: 'sidepanel.html' }, content_scripts: contentScripts }));
  return dir;
}

/** Text that gzip cannot shrink much: `n` bytes of a fixed pseudo-random sequence. */
function noise(n: number, seed: number): string {
  let x = seed;
  return Array.from({ length: n }, () => String.fromCharCode(33 + ((x = (x * 1103515245 + 12345) & 0x7fffffff) % 90))).join('');
}

test("the built-in sites' entries are one row: listing.js with the largest site's rules, every file counted", () => {
  const dir = build(
    { 'content-scripts/listing.js': noise(4000, 1), 'site-rules/small.js': noise(100, 2), 'site-rules/large.js': noise(900, 3), 'content-scripts/generic.js': noise(500, 4) },
    [{ js: ['site-rules/small.js', 'content-scripts/listing.js'] }, { js: ['site-rules/large.js', 'content-scripts/listing.js'] }],
  );
  const rows = bundleRows(dir);
  const listing = rows.filter((row) => row.name.includes('listing.js'));
  expect(listing.map((row) => row.name)).toEqual(["content script listing.js + the largest of 2 sites' rules (large.js) (manifest)"]);
  expect(Object.keys((listing[0]?.data as { files: Record<string, number> }).files).sort()).toEqual(['content-scripts/listing.js', 'site-rules/large.js']);
  const gz = (text: string) => gzipSync(text, { level: 9 }).length;
  expect(listing[0]?.value).toBeCloseTo((gz(noise(4000, 1)) + gz(noise(900, 3))) / 1024, 6);
  // A script the manifest does not name is the one registered at run time.
  expect(rows.map((row) => row.name)).toContain('content script generic.js (registered at run time)');
});
