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
import type { Side } from '../bench/browsers';
import { runInterleaved } from './interleaved-runs';
import { mainThreadEvents, traceSyntheticLoad } from './trace-events';

const CATEGORIES = 'devtools.timeline,blink,cc,disabled-by-default-devtools.timeline,v8';

/** Thread time (ms) and count by event name on the page's main thread. */
interface EventTimes {
  readonly ms: Map<string, number>;
  readonly count: Map<string, number>;
}

async function traceOnce(side: Side): Promise<EventTimes> {
  const ms = new Map<string, number>();
  const count = new Map<string, number>();
  for (const e of mainThreadEvents(await traceSyntheticLoad(side, CATEGORIES))) {
    ms.set(e.name, (ms.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
    count.set(e.name, (count.get(e.name) ?? 0) + 1);
  }
  return { ms, count };
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
