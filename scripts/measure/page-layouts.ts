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
import { runInterleaved } from './interleaved-runs';
import { mainThreadEvents, traceSyntheticLoad } from './trace-events';

/** One layout: its dirty and total objects, and its thread time (ms). */
interface LayoutRun {
  readonly dirty: number;
  readonly total: number;
  readonly ms: number;
}

/** Every layout of one load of the page, on its main thread. */
async function layoutsOnce(side: Side): Promise<LayoutRun[]> {
  const events = await traceSyntheticLoad(side, 'devtools.timeline,disabled-by-default-devtools.timeline');
  return mainThreadEvents(events)
    .filter((e) => e.name === 'Layout')
    .map((e) => ({ dirty: e.args?.beginData?.dirtyObjects ?? -1, total: e.args?.beginData?.totalObjects ?? -1, ms: (e.tdur ?? e.dur ?? 0) / 1000 }));
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
