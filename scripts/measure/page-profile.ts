/*
 * Where the 2,000-card page's script time goes, with the extension and without (issue #28,
 * item 2): loads the bench's synthetic page in both arms (interleaved, `--runs N` each, 3 by
 * default), records a whole CPU profile of the main thread, and prints the self time by bucket
 * (the extension's frames, the page's, GC, the browser's own work) and the functions whose self
 * time grew most, with − without (median over the runs). Needs `npm run build` first.
 *
 *   npx tsx scripts/measure/page-profile.ts [--runs N] [--by-entry]
 *
 * `--by-entry` also splits the extension's entry points by the function that took the time.
 * Build with `NO_MANGLE=1 npx wxt build` first to read the content script's own names.
 */
import type { Side } from '../bench/browsers';
import { splitProfile, type Bucket, type ProfileSplit } from '../bench/profile-buckets';
import type { CpuProfile } from '../bench/profile';
import { median, percentile } from '../bench/stats';
import { SYNTHETIC_URL, type SyntheticRecord } from '../bench/synthetic-page';
import { photoButtonLatencies } from '../bench/page-rows';
import { runInterleaved } from './interleaved-runs';

const SETTLE_MS = 2500;

interface Run {
  readonly split: ProfileSplit;
  readonly scriptMs: number;
  readonly synthetic: SyntheticRecord;
}

async function profileOnce(side: Side): Promise<Run> {
  const page = await side.context.newPage();
  try {
    const cdp = await side.context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(SYNTHETIC_URL, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => (window as unknown as { __benchDone?: boolean }).__benchDone === true, undefined, { timeout: 120_000, polling: 250 });
    await page.waitForTimeout(SETTLE_MS);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const scriptMs = (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
    const { profile } = await cdp.send('Profiler.stop');
    const synthetic = await page.evaluate(() => (window as unknown as { __bench: SyntheticRecord }).__bench);
    return { split: splitProfile(profile as CpuProfile, { byEntryFunction: process.argv.includes('--by-entry') }), scriptMs, synthetic };
  } finally {
    await page.close();
  }
}

function medianOf(runs: readonly Run[], pick: (run: Run) => number): number {
  return median(runs.map(pick));
}

function report(runs: Record<Side['name'], Run[]>): void {
  const f = (ms: number) => ms.toFixed(1).padStart(8);
  console.log(`ScriptDuration (CDP)      without ${f(medianOf(runs.without, (r) => r.scriptMs))}  with ${f(medianOf(runs.with, (r) => r.scriptMs))}`);
  const { latencies, missing } = photoButtonLatencies(runs.with.map((r) => r.synthetic));
  console.log(`photo to button            p95 ${f(percentile(latencies, 95))}  median ${f(median(latencies))}  (${latencies.length} photos, ${missing} never)`);
  const buckets: Bucket[] = ['extension', 'page', 'gc', 'program', 'other'];
  for (const bucket of buckets) {
    const a = medianOf(runs.without, (r) => r.split.byBucket[bucket]);
    const b = medianOf(runs.with, (r) => r.split.byBucket[bucket]);
    console.log(`${bucket.padEnd(26)}without ${f(a)}  with ${f(b)}  +${f(b - a)}`);
  }
  const names = new Set([...runs.with, ...runs.without].flatMap((r) => [...r.split.byFunction.keys()]));
  const growth = [...names].map((name) => {
    const a = medianOf(runs.without, (r) => r.split.byFunction.get(name) ?? 0);
    const b = medianOf(runs.with, (r) => r.split.byFunction.get(name) ?? 0);
    return { name, a, b, d: b - a };
  });
  console.log('\nthe extension by entry point (ms, median, with all it called)');
  const entries = new Set(runs.with.flatMap((r) => [...r.split.byEntry.keys()]));
  const byEntry = [...entries].map((name) => ({ name, ms: medianOf(runs.with, (r) => r.split.byEntry.get(name) ?? 0) }));
  for (const e of byEntry.sort((x, y) => y.ms - x.ms).slice(0, process.argv.includes('--by-entry') ? 60 : 15)) console.log(`${f(e.ms)}  ${e.name}`);
  console.log('\nself time grown most (ms, median): with − without');
  for (const g of growth.sort((x, y) => y.d - x.d).slice(0, 40)) console.log(`${f(g.d)}  ${f(g.a)} → ${f(g.b)}  ${g.name}`);
}

report(await runInterleaved('page-profile', 3, profileOnce, (run) => `script ${run.scriptMs.toFixed(0)} ms`));
