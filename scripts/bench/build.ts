import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The Chrome build the bench measures (`npm run build:chrome`). */
export const BUILD_DIR = path.resolve('.output/chrome-mv3');

/** What a build is made from: a file here newer than the build's manifest means it is stale. */
const SOURCES = ['entrypoints', 'lib', 'components', 'public', 'modules', 'wxt.config.ts', 'package.json'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

/** True when the build is missing or older than a source file. */
export function buildIsStale(): boolean {
  const manifest = path.join(BUILD_DIR, 'manifest.json');
  if (!existsSync(manifest)) return true;
  const built = statSync(manifest).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.resolve(source)) > built);
}

/** Builds the Chrome extension when it is missing or stale (or always with `force`). */
export function ensureBuild(force: boolean): void {
  if (!force && !buildIsStale()) return;
  console.log('bench: building the Chrome extension (npm run build:chrome)…');
  const result = spawnSync('npm', ['run', '--silent', 'build:chrome'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0 || !existsSync(path.join(BUILD_DIR, 'manifest.json'))) {
    // Its output only matters when it failed.
    process.stderr.write(`${result.stdout}\n${result.stderr}\n`);
    throw new Error('bench: npm run build:chrome failed');
  }
}

/**
 * A private copy of the build for the browsers: another build writing .output while the bench
 * runs must not swap the extension under a measurement. Removed by the returned function.
 */
export function snapshotBuild(): { dir: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'reimagine-bench-ext-'));
  const dir = path.join(root, 'chrome-mv3');
  cpSync(BUILD_DIR, dir, { recursive: true });
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
