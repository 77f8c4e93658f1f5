/*
 * Where the 2,000-card page's main-thread time goes, with the extension and without, by the
 * browser's own trace events: the task time the bench's ratio counts (RunTask) split into
 * Blink's phases (style, layout, pre-paint, compositing inputs, IntersectionObserver
 * computations, ResizeObserver deliveries, animation frames). A CPU profile
 * (scripts/measure/page-profile.ts) sees script only; this sees the rendering work the
 * extension's buttons and observers add. Loads the bench's synthetic page `--runs N` times a side
 * (2 by default, interleaved) with tracing on, and prints the events whose thread time grew most,
 * mean with − without. Needs `npm run build` first.
 *
 *   npx tsx scripts/measure/page-trace.ts [--runs N]
 */
import type { CDPSession } from '@playwright/test';
import type { Side } from '../bench/browsers';
import { SYNTHETIC_URL } from '../bench/synthetic-page';
import { runInterleaved } from './interleaved-runs';

const SETTLE_MS = 2500;
const CATEGORIES = 'devtools.timeline,blink,cc,disabled-by-default-devtools.timeline,v8';

/** A complete ("X") trace event: its name, thread and durations (µs; `tdur` in thread time). */
interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly dur?: number;
  readonly tdur?: number;
}

/** Every trace event of one load, from start to `Tracing.tracingComplete`. */
async function traceLoad(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  // CDP types trace events as string maps; their numbers are numbers on the wire.
  const collect = (data: { value: readonly object[] }) => events.push(...(data.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await load();
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  return events;
}

/** Thread time (ms) and count by event name on the page's main thread: the thread with the most RunTask time. */
interface EventTimes {
  readonly ms: Map<string, number>;
  readonly count: Map<string, number>;
}

function mainThreadTimes(events: readonly TraceEvent[]): EventTimes {
  const key = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const taskTime = new Map<string, number>();
  for (const e of events) if (e.ph === 'X' && e.name === 'RunTask') taskTime.set(key(e), (taskTime.get(key(e)) ?? 0) + (e.dur ?? 0));
  const main = [...taskTime.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const ms = new Map<string, number>();
  const count = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== 'X' || key(e) !== main) continue;
    ms.set(e.name, (ms.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
    count.set(e.name, (count.get(e.name) ?? 0) + 1);
  }
  return { ms, count };
}

async function traceOnce(side: Side): Promise<EventTimes> {
  const page = await side.context.newPage();
  try {
    const cdp = await side.context.newCDPSession(page);
    const events = await traceLoad(cdp, async () => {
      await page.goto(SYNTHETIC_URL, { waitUntil: 'load', timeout: 120_000 });
      await page.waitForFunction(() => (window as unknown as { __benchDone?: boolean }).__benchDone === true, undefined, { timeout: 120_000, polling: 250 });
      await page.waitForTimeout(SETTLE_MS);
    });
    return mainThreadTimes(events);
  } finally {
    await page.close();
  }
}

function report(runs: Record<Side['name'], EventTimes[]>): void {
  const mean = (list: readonly EventTimes[], part: keyof EventTimes, name: string) => list.reduce((sum, times) => sum + (times[part].get(name) ?? 0), 0) / Math.max(1, list.length);
  const names = new Set([...runs.with, ...runs.without].flatMap((times) => [...times.ms.keys()]));
  const rows = [...names].map((name) => ({ name, without: mean(runs.without, 'ms', name), with: mean(runs.with, 'ms', name), countWithout: mean(runs.without, 'count', name), countWith: mean(runs.with, 'count', name) }));
  const f = (value: number, digits = 1) => value.toFixed(digits).padStart(8);
  // How many times an event ran tells more work per run from more runs (more frames, say).
  console.log('thread time (ms, mean): with − without, without → with; times it ran (mean), without → with; event');
  for (const row of rows.sort((a, b) => b.with - b.without - (a.with - a.without)).slice(0, 40)) {
    console.log(`${f(row.with - row.without)}  ${f(row.without)} → ${f(row.with)}  ${f(row.countWithout, 0)} → ${f(row.countWith, 0)}  ${row.name}`);
  }
}

report(await runInterleaved('page-trace', 2, traceOnce));
