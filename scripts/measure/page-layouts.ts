/*
 * The 2,000-card page's layouts one by one, with the extension and without (issue #31, item 4):
 * each `Layout` trace event of the page's main thread with how many layout objects it found dirty
 * (`beginData.dirtyObjects`) and how long it took. It answers what page-trace.ts's totals cannot:
 * whether the extension's layouts cost by what they change or by the page they lay out. Loads the
 * bench's synthetic page `--runs N` times a side (1 by default, interleaved), prints, per side and
 * run, the layouts by dirty-object count (how many, their thread time) and every layout over 2 ms.
 * Needs `npm run build` first.
 *
 *   npx tsx scripts/measure/page-layouts.ts [--runs N]
 */
import type { Side } from '../bench/browsers';
import { SYNTHETIC_URL } from '../bench/synthetic-page';
import { runInterleaved } from './interleaved-runs';

const SETTLE_MS = 2500;

/** A complete trace event, with the `Layout` event's begin data. */
interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: { readonly beginData?: { readonly dirtyObjects?: number; readonly totalObjects?: number } };
}

/** One layout: its dirty and total objects, and its thread time (ms). */
interface LayoutRun {
  readonly dirty: number;
  readonly total: number;
  readonly ms: number;
}

/** Every layout of one load of the page, on its main thread (the thread with the most task time). */
async function layoutsOnce(side: Side): Promise<LayoutRun[]> {
  const page = await side.context.newPage();
  try {
    const cdp = await side.context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (data: { value: readonly object[] }) => events.push(...(data.value as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
    await page.goto(SYNTHETIC_URL, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => (window as unknown as { __benchDone?: boolean }).__benchDone === true, undefined, { timeout: 120_000, polling: 250 });
    await page.waitForTimeout(SETTLE_MS);
    await cdp.send('Tracing.end');
    await complete;
    const key = (e: TraceEvent) => `${e.pid}:${e.tid}`;
    const taskTime = new Map<string, number>();
    for (const e of events) if (e.ph === 'X' && e.name === 'RunTask') taskTime.set(key(e), (taskTime.get(key(e)) ?? 0) + (e.dur ?? 0));
    const main = [...taskTime.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    return events
      .filter((e) => e.ph === 'X' && e.name === 'Layout' && key(e) === main)
      .map((e) => ({ dirty: e.args?.beginData?.dirtyObjects ?? -1, total: e.args?.beginData?.totalObjects ?? -1, ms: (e.tdur ?? e.dur ?? 0) / 1000 }));
  } finally {
    await page.close();
  }
}

/** The layouts of a run by dirty-object count: how many, and their thread time. */
function byDirtyCount(layouts: readonly LayoutRun[]): string {
  const bands = [
    { name: '≤ 10', max: 10 },
    { name: '11–100', max: 100 },
    { name: '101–1,000', max: 1000 },
    { name: '> 1,000', max: Infinity },
  ];
  return bands
    .map((band, i) => {
      const min = i === 0 ? -Infinity : (bands[i - 1]?.max ?? 0);
      const inBand = layouts.filter((l) => l.dirty > min && l.dirty <= band.max);
      return `${band.name} dirty: ${inBand.length} (${inBand.reduce((sum, l) => sum + l.ms, 0).toFixed(1)} ms)`;
    })
    .join(', ');
}

const runs = await runInterleaved('page-layouts', 1, layoutsOnce, (layouts) => `${layouts.length} layouts`);
for (const name of ['without', 'with'] as const) {
  for (const layouts of runs[name]) {
    const total = layouts.reduce((sum, l) => sum + l.ms, 0);
    console.log(`${name}: ${layouts.length} layouts, ${total.toFixed(1)} ms; ${byDirtyCount(layouts)}`);
    console.log(`  over 2 ms (ms, dirty/total): ${layouts.filter((l) => l.ms > 2).map((l) => `${l.ms.toFixed(1)} ${l.dirty}/${l.total}`).join(' | ')}`);
  }
}
