/**
 * The bench's measuring run (`npm run bench`, scripts/bench.ts): the parts in order, each failing
 * alone. Imported only once the command line is read: these modules read the saved listing pages
 * in ../shared as they load, and `--help` must work without them.
 */
import { performance } from 'node:perf_hooks';
import { launchSides, type Side } from './browsers';
import { ensureBuild, snapshotBuild } from './build';
import { bundleRows } from './bundle-sizes';
import { exportZipRow, findPhotoRows } from './node-rows';
import { fixtureCheckRow } from './fixture-check-row';
import { savedPageRows, syntheticRows } from './page-section';
import { panelRows } from './panel';
import { connectApi, renderRows } from './render';
import { formatMarkdown, formatTable, machine, writeResults } from './report';
import type { BenchOptions } from './options';
import { Rows, summarize, type Row } from './rows';
import { servedPages } from './saved-pages';
import { servePages } from '../../test/fixtures/sites/serve';

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

/** Runs every part and prints the table; answers the exit code (1 only with --check and a budget not shown to hold). */
export async function runBench(options: BenchOptions): Promise<number> {
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
  await part(rows, 'fixture check', 'fixture check', async () => [await fixtureCheckRow()]);
  const after = machine();
  const all = rows.list();
  console.log(options.markdown ? formatMarkdown(all, before, after) : formatTable(all, before, after));
  writeResults('bench-results.json', all, before, after, (performance.now() - started) / 1000);
  // A figure never measured cannot show its budget holds: --check fails on it too.
  const { broken, notMeasured } = summarize(all);
  return options.check && broken.length + notMeasured.length > 0 ? 1 : 0;
}
