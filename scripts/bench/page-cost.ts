import type { Side } from './browsers';
import { runPage, type PageLoad, type RunResult } from './page-run';
import { interleaved } from './stats';

/** A page to compare with and without the extension. */
export interface ComparedPage {
  readonly label: string;
  readonly load: PageLoad;
}

/** Every run of one page, by side. */
export interface PageRuns {
  readonly label: string;
  readonly without: readonly RunResult[];
  readonly with: readonly RunResult[];
}

/**
 * Loads each page `pairs` times on each side, interleaved (A B, B A, …) so the machine's load
 * drifts over both sides alike. Each load is a fresh tab, profiled on both sides (the sampling
 * profiler's small overhead is then the same on both). A load that fails is tried once more.
 */
export async function comparePages(sides: { without: Side; with: Side }, pages: readonly ComparedPage[], pairs: number, log: (line: string) => void): Promise<PageRuns[]> {
  const out: PageRuns[] = [];
  for (const page of pages) {
    const runs: Record<Side['name'], RunResult[]> = { without: [], with: [] };
    for (const name of interleaved(pairs)) {
      const side = sides[name];
      const result = await runPage(side, page.load).catch(() => runPage(side, page.load));
      runs[name].push(result);
    }
    const task = (side: Side['name']) => runs[side].map((r) => Math.round(r.metrics.TaskDuration)).join(' ');
    log(`${page.label}: task ms without [${task('without')}] with [${task('with')}]`);
    out.push({ label: page.label, ...runs });
  }
  return out;
}
