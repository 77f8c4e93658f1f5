import type { PageRuns } from './page-cost';
import type { MetricName, RunResult } from './page-run';
import type { Row } from './rows';
import { median, percentile, ratioOfMedians, round } from './stats';
import type { SyntheticRecord } from './synthetic-page';

const ms = (v: number) => `${Math.round(v)} ms`;

/** One frame at 60 Hz: total blocking times under it are taken as this much in the TBT ratio. */
export const TBT_FLOOR_MS = 16;

function metricMedians(runs: readonly RunResult[]): Record<string, number> {
  const keys = Object.keys(runs[0]?.metrics ?? {}) as (keyof RunResult['metrics'])[];
  return Object.fromEntries([...keys.map((k) => [k, round(median(runs.map((r) => r.metrics[k])))]), ['TBT', round(median(runs.map((r) => r.tbtMs)))]]);
}

/** The raw figures of a page's runs, for bench-results.json. */
function runsData(page: PageRuns): Record<string, unknown> {
  const raw = (runs: readonly RunResult[]) => runs.map((r) => ({ ...r.metrics, tbt: round(r.tbtMs), longTasks: r.longTasks.map((t) => round(t)), heapMb: round(r.heapMb) }));
  return { medians: { without: metricMedians(page.without), with: metricMedians(page.with) }, runs: { without: raw(page.without), with: raw(page.with) } };
}

/** Median of `metric` with the extension minus without it (ms). */
function delta(page: PageRuns, metric: MetricName): number {
  return median(page.with.map((r) => r.metrics[metric])) - median(page.without.map((r) => r.metrics[metric]));
}

/**
 * The headline of page cost: the main thread's script time with the extension minus without,
 * over the whole page (CDP `ScriptDuration`, medians of the interleaved runs): everything the page
 * pays for because of the extension, inside its frames or not (its observers' deliveries, the
 * garbage its allocations make, microtasks). Style and layout with − without are its detail, with
 * the range of the runs' script time and the extension's own frames (the attributed figure).
 */
export function scriptCostRow(section: string, page: PageRuns, budget: number): Row {
  const script = (side: 'with' | 'without') => page[side].map((r) => r.metrics.ScriptDuration);
  const range = (values: readonly number[]) => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;
  const own = median(page.with.map((r) => r.profile?.scriptingMs ?? 0));
  return {
    section,
    name: `${page.label}: script with − without`,
    value: delta(page, 'ScriptDuration'),
    unit: 'ms',
    budget,
    detail: `${ms(median(script('with')))} (${range(script('with'))}) / ${ms(median(script('without')))} (${range(script('without'))}); style ${ms(delta(page, 'RecalcStyleDuration'))}, layout ${ms(delta(page, 'LayoutDuration'))} more; in the extension's own frames ${ms(own)}`,
  };
}

/** Task-time and TBT ratios of one page (with / without, medians of the interleaved runs). */
export function costRows(section: string, page: PageRuns): Row[] {
  const task = (side: 'with' | 'without') => page[side].map((r) => r.metrics.TaskDuration);
  // TBT medians count as at least one frame: below that, a ratio only measures scheduling noise.
  const tbt = (side: 'with' | 'without') => page[side].map((r) => Math.max(TBT_FLOOR_MS, r.tbtMs));
  const tbtRaw = (side: 'with' | 'without') => median(page[side].map((r) => r.tbtMs));
  // Where the extra time goes: the extension's script, or the page's layout and style work it causes.
  const split = (metric: MetricName) => `${ms(median(page.with.map((r) => r.metrics[metric])))} / ${ms(median(page.without.map((r) => r.metrics[metric])))}`;
  const ext = median(page.with.map((r) => r.profile?.scriptingMs ?? 0));
  return [
    {
      section,
      name: `${page.label}: main-thread task time, with/without`,
      value: ratioOfMedians(task('with'), task('without')),
      unit: '×',
      budget: 1.03,
      detail: `${ms(median(task('with')))} / ${ms(median(task('without')))}; script ${split('ScriptDuration')}, layout ${split('LayoutDuration')}, style ${split('RecalcStyleDuration')}, extension ${ms(ext)}`,
      data: runsData(page),
    },
    {
      section,
      name: `${page.label}: total blocking time, with/without`,
      value: ratioOfMedians(tbt('with'), tbt('without')),
      unit: '×',
      budget: 1.1,
      detail: `${ms(tbtRaw('with'))} / ${ms(tbtRaw('without'))} (each at least ${TBT_FLOOR_MS} ms in the ratio)`,
    },
  ];
}

/** Long tasks the extension caused, over pages: the median count of each page's runs, summed. */
export function longTaskRow(section: string, name: string, pages: readonly PageRuns[]): Row {
  const perPage = pages.map((p) => ({ label: p.label, counts: p.with.map((r) => r.profile?.longTasksCaused ?? 0), largest: Math.max(...p.with.map((r) => r.profile?.largestShare.extensionMs ?? 0)) }));
  const runsWithOne = perPage.reduce((n, p) => n + p.counts.filter((c) => c > 0).length, 0);
  const all = perPage.reduce((n, p) => n + p.counts.length, 0);
  const largest = Math.max(0, ...perPage.map((p) => p.largest));
  return {
    section,
    name,
    value: perPage.reduce((n, p) => n + median(p.counts), 0),
    unit: 'task(s)',
    budget: 0,
    detail: `in ${runsWithOne} of ${all} runs; the extension's largest share of one task ${ms(largest)}`,
    data: { perPage },
  };
}

/** The extension's own scripting on a page (CPU profile, median of the runs with it). */
export function scriptingRow(section: string, page: PageRuns, budget?: number): Row {
  const values = page.with.map((r) => r.profile?.scriptingMs ?? 0);
  const top = page.with.find((r) => r.profile)?.profile?.topFunctions ?? [];
  const cpu = median(page.with.map((r) => r.metrics.ScriptDuration)) - median(page.without.map((r) => r.metrics.ScriptDuration));
  const first = top[0];
  return {
    section,
    name: `${page.label}: the extension's own frames (CPU profile; detail of the script row)`,
    value: median(values),
    unit: 'ms',
    ...(budget !== undefined ? { budget } : {}),
    detail: `runs ${values.map((v) => Math.round(v)).join(', ')} ms; script CPU with − without ${ms(cpu)}${first ? `; most in ${first.fn} ${ms(first.ms)}` : ''}`,
    data: { runs: values.map((v) => round(v)), topFunctions: top.map((f) => ({ fn: f.fn, ms: round(f.ms) })) },
  };
}

/** Renderer heap with − without (after a forced GC, medians): what the content script keeps. */
export function heapRow(section: string, page: PageRuns, budget: number): Row {
  const withMb = median(page.with.map((r) => r.heapMb));
  const withoutMb = median(page.without.map((r) => r.heapMb));
  return { section, name: `${page.label}: heap with − without`, value: withMb - withoutMb, unit: 'MB', budget, detail: `${withMb.toFixed(2)} / ${withoutMb.toFixed(2)} MB` };
}

/**
 * Photo to button of the photos on screen as they arrived (cards added after the first batch),
 * over the runs' records: from the page's own first layout of the photo's batch (the headline:
 * a photo has no place on screen, and no button can be placed on it, before that), from its
 * insertion into the DOM (the page's layout wait included), to marked, and photos never given a button.
 */
export function photoButtonLatencies(records: readonly (SyntheticRecord | undefined)[]): { latencies: number[]; fromInsertion: number[]; toMark: number[]; missing: number } {
  const latencies: number[] = [];
  const fromInsertion: number[] = [];
  const toMark: number[] = [];
  let missing = 0;
  for (const rec of records) {
    if (!rec) continue;
    for (const id of rec.onScreen) {
      if (id < rec.firstLate) continue;
      const inserted = rec.inserted[String(id)];
      const button = rec.button[String(id)];
      const laidOut = rec.batchLaidOutAt[String(Math.floor(id / rec.firstLate) * rec.firstLate)] ?? inserted;
      if (inserted === undefined || laidOut === undefined) continue;
      const marked = rec.marked[String(id)];
      if (marked !== undefined) toMark.push(marked - inserted);
      if (button === undefined) missing += 1;
      else {
        // A button built in the frame of that layout comes before the page's own size report of it
        // (the extension builds it ahead of the layout): counted as no wait.
        latencies.push(Math.max(0, button - laidOut));
        fromInsertion.push(button - inserted);
      }
    }
  }
  return { latencies, fromInsertion, toMark, missing };
}

export function photoButtonRow(section: string, page: PageRuns): Row {
  const { latencies, fromInsertion, toMark, missing } = photoButtonLatencies(page.with.map((run) => run.synthetic));
  // The page's own first layout after a batch, without the extension: no button placed from layout comes sooner.
  const pageLayout = page.without.flatMap((run) => run.synthetic?.laidOut ?? []);
  // A photo that never got its button counts as infinitely late.
  const p95 = percentile([...latencies, ...Array.from({ length: missing }, () => Number.POSITIVE_INFINITY)], 95);
  return {
    section,
    name: 'photo to button (p95 from its first layout, photos on screen as they arrive)',
    value: p95,
    unit: 'ms',
    budget: 50,
    detail: `${latencies.length} photos, median ${ms(median(latencies))}, max ${ms(Math.max(0, ...latencies))}${missing ? `, ${missing} never got one` : ''}; ${latencies.filter((v) => v === 0).length} built in the frame of that layout, ahead of it (never a frame painted with the photo and without its button); from insertion into the DOM p95 ${ms(percentile(fromInsertion, 95))} (median ${ms(median(fromInsertion))}; to marked ${ms(median(toMark))}), the page's own wait included: without the extension, a batch to its first layout: median ${ms(median(pageLayout))}, p95 ${ms(percentile(pageLayout, 95))}`,
    data: { latencies: latencies.map((v) => round(v, 1)), fromInsertion: fromInsertion.map((v) => round(v, 1)), toMarked: toMark.map((v) => round(v, 1)), missing, pageLayout: pageLayout.map((v) => round(v, 1)) },
  };
}
