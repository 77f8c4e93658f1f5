import type { CDPSession, Page } from '@playwright/test';
import { readProfile, type CpuProfile, type ExtensionProfile } from './profile';
import type { Side } from './browsers';
import type { SyntheticRecord } from './synthetic-page';

/** The CDP Performance metrics the bench compares (main-thread CPU time: seconds in CDP, milliseconds here). */
export const METRICS = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'] as const;
export type MetricName = (typeof METRICS)[number];

/** One load of one page on one side. */
export interface RunResult {
  readonly side: Side['name'];
  /** Main-thread CPU time by kind over the whole run (ms). */
  readonly metrics: Record<MetricName, number>;
  /** Every long task's duration (ms), from the page's PerformanceObserver. */
  readonly longTasks: readonly number[];
  /** Total blocking time: the sum of each long task's time beyond 50 ms. */
  readonly tbtMs: number;
  /** The page's renderer heap after a forced GC (MB): V8 + Blink's heap + array buffers. */
  readonly heapMb: number;
  /** The extension's share of a CPU profile of the run (profiled runs only). */
  readonly profile?: ExtensionProfile;
  /** The synthetic page's photo and button timings. */
  readonly synthetic?: SyntheticRecord;
}

/** How to load a page and when it is done. */
export interface PageLoad {
  readonly url: string;
  /** The synthetic page says when its last batch is in; saved pages are done at `load`. */
  readonly synthetic: boolean;
  /** Time left for trailing work (idle callbacks, the extension's batches) before metrics are read. */
  readonly settleMs: number;
  /** Record a CPU profile (1 ms sampling) for attribution. */
  readonly profile: boolean;
}

/** Records long tasks from the start of the document (an init script: it runs before the page's own, despite its CSP). */
const LONG_TASK_OBSERVER = `(() => {
  const tasks = (window.__benchLongTasks = []);
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) tasks.push(e.duration); }).observe({ type: 'longtask', buffered: true });
  } catch {}
})();`;

async function readMetrics(cdp: CDPSession): Promise<Record<MetricName, number>> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const byName = new Map(metrics.map((m) => [m.name, m.value]));
  return Object.fromEntries(METRICS.map((name) => [name, (byName.get(name) ?? 0) * 1000])) as Record<MetricName, number>;
}

async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  return (heap.usedSize + heap.embedderHeapUsedSize + heap.backingStorageSize) / (1024 * 1024);
}

async function waitDone(page: Page, load: PageLoad): Promise<void> {
  if (load.synthetic) await page.waitForFunction(() => (window as unknown as { __benchDone?: boolean }).__benchDone === true, undefined, { timeout: 120_000, polling: 250 });
  await page.waitForTimeout(load.settleMs);
}

/** Loads `load.url` in a fresh tab of `side` and measures it; the tab is closed after. */
export async function runPage(side: Side, load: PageLoad): Promise<RunResult> {
  const page = await side.context.newPage();
  try {
    await page.addInitScript(LONG_TASK_OBSERVER);
    const cdp = await side.context.newCDPSession(page);
    // Thread time: what the main thread itself spent, whatever else the machine was running.
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    if (load.profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
      await cdp.send('Profiler.start');
    }
    await page.goto(load.url, { waitUntil: 'load', timeout: 120_000 });
    await waitDone(page, load);
    const metrics = await readMetrics(cdp);
    const profile = load.profile ? readProfile((await cdp.send('Profiler.stop')).profile as CpuProfile) : undefined;
    const longTasks = await page.evaluate(() => (window as unknown as { __benchLongTasks?: number[] }).__benchLongTasks ?? []);
    const synthetic = load.synthetic ? await page.evaluate(() => (window as unknown as { __bench: SyntheticRecord }).__bench) : undefined;
    return {
      side: side.name,
      metrics,
      longTasks,
      tbtMs: longTasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
      heapMb: await heapMb(cdp),
      ...(profile ? { profile } : {}),
      ...(synthetic ? { synthetic } : {}),
    };
  } finally {
    await page.close();
  }
}
