/**
 * `npm run bench`: what the extension costs a listing page and what it adds to a render, every
 * figure measured side by side in one run (never in a timed test). Prints ONE table and writes
 * bench-results.json; exits 0 and reports, or with `--check` exits 1 when a budget is broken.
 *
 *   npm run bench                  # builds .output/chrome-mv3 first when missing or stale
 *   npm run bench -- --check       # exit 1 on a broken budget
 *   npm run bench -- --pairs 7     # A/B pairs per page (at least 5, the default)
 *   npm run bench -- --no-saved    # skip the saved listing pages (the slowest part)
 *   npm run bench -- --rebuild     # build even when the build looks fresh (--no-build: never)
 *   npm run bench -- --markdown    # the table in Markdown (as in the README)
 *   npm run bench -- --help        # every option (scripts/bench/options.ts), and nothing run
 *
 * The parts (scripts/bench/): bundle sizes per entrypoint; page cost in Chromium without and
 * with the built extension (a synthetic 2,000-card Zillow-like search page and each saved listing
 * page, interleaved, CDP Performance metrics, long tasks, CPU profiles); photo to button; the
 * content script's heap; render overhead against the emulator at a fixed latency; the side panel
 * with 300 results in history; photo finding in jsdom and the export ZIP.
 */
import { performance } from 'node:perf_hooks';
import { launchSides, type Side } from './bench/browsers';
import { ensureBuild, snapshotBuild } from './bench/build';
import { bundleRows } from './bench/bundle-sizes';
import { exportZipRow, findPhotoRows } from './bench/node-rows';
import { savedPageRows, syntheticRows } from './bench/page-section';
import { panelRows } from './bench/panel';
import { connectApi, renderRows } from './bench/render';
import { formatMarkdown, formatTable, machine, writeResults } from './bench/report';
import { benchUsage, parseBenchArgs, type BenchOptions } from './bench/options';
import { Rows, summarize, type Row } from './bench/rows';
import { servedPages } from './bench/saved-pages';
import { servePages } from '../test/fixtures/sites/serve';

/** The options, or the end of the bench for `--help` and for a bad command line: both before anything runs. */
function readOptions(): BenchOptions {
  const parsed = parseBenchArgs(process.argv.slice(2));
  if ('error' in parsed) {
    console.error(`bench: ${parsed.error} See: npm run bench -- --help`);
    process.exit(2);
  }
  if (parsed.help) {
    console.log(benchUsage());
    process.exit(0);
  }
  return parsed;
}

function log(line: string): void {
  console.error(`bench: ${line}`);
}

/** Runs one part; a part that fails leaves a broken row saying why, and the others still run. */
async function part(rows: Rows, section: string, name: string, run: () => Promise<Row[]> | Row[]): Promise<void> {
  const started = performance.now();
  try {
    for (const row of await run()) rows.add(row);
  } catch (error) {
    rows.failed(section, name, error);
  }
  log(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The browser parts: page cost on both sides, then render and panel on the side with the extension. */
async function browserParts(rows: Rows, options: BenchOptions, extensionDir: string): Promise<void> {
  let sides: { without: Side; with: Side; extensionId: string } | undefined;
  try {
    sides = await launchSides(extensionDir, servedPages());
    const both = sides;
    await part(rows, 'page cost: 2,000-card search page', 'the 2,000-card page', () => syntheticRows(both, options.pairs, log));
    if (options.saved) await part(rows, 'page cost: saved listing pages', 'the saved listing pages', () => savedPageRows(both, options.pairs, log));
    await both.without.close();
    const api = await connectApi(both.with.context, both.extensionId);
    try {
      await part(rows, 'render', 'render overhead', () =>
        renderRows(both.with.context, both.extensionId, api, async () => {
          await servePages(both.with.context, servedPages());
          await api.route();
        }),
      );
      await part(rows, 'panel', 'the side panel with 300 results', () => panelRows(both.with.context, both.extensionId));
    } finally {
      await api.close();
    }
  } catch (error) {
    rows.failed('page cost: 2,000-card search page', 'the browsers', error);
  } finally {
    await sides?.with.close().catch(() => undefined);
  }
}

async function main(): Promise<void> {
  const options = readOptions();
  const started = performance.now();
  if (options.build) ensureBuild(options.rebuild);
  const before = machine();
  const rows = new Rows();
  // A private copy: another build writing .output during the run must not change what is measured.
  const extension = snapshotBuild();
  try {
    await part(rows, 'bundle, gzipped', 'bundle sizes', () => bundleRows(extension.dir));
    await browserParts(rows, options, extension.dir);
  } finally {
    extension.remove();
  }
  await part(rows, 'photo finding (jsdom)', 'photo finding', () => findPhotoRows());
  await part(rows, 'export', 'export ZIP', async () => [await exportZipRow()]);
  const after = machine();
  const all = rows.list();
  console.log(options.markdown ? formatMarkdown(all, before, after) : formatTable(all, before, after));
  writeResults('bench-results.json', all, before, after, (performance.now() - started) / 1000);
  // A figure never measured cannot show its budget holds: --check fails on it too.
  const { broken, notMeasured } = summarize(all);
  if (options.check && broken.length + notMeasured.length > 0) process.exit(1);
  process.exit(0);
}

await main();
