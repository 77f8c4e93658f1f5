import type { Side } from '../bench/browsers';
import { SYNTHETIC_URL } from '../bench/synthetic-page';

/**
 * What the trace measurements share (page-trace.ts, page-layouts.ts): one traced load of the
 * bench's synthetic page, and its main thread's complete events.
 */

/** Time after the page's last batch before the trace ends: idle work, the extension's last batches, image decodes. */
const SETTLE_MS = 2500;

/** A complete ("X") trace event: its name, thread and durations (µs; `tdur` in thread time), and a `Layout`'s begin data. */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: { readonly beginData?: { readonly dirtyObjects?: number; readonly totalObjects?: number } };
}

/** Every trace event (of `categories`) of one load of the synthetic page, to its last batch and the settle time. */
export async function traceSyntheticLoad(side: Side, categories: string): Promise<TraceEvent[]> {
  const page = await side.context.newPage();
  try {
    const cdp = await side.context.newCDPSession(page);
    const events: TraceEvent[] = [];
    // CDP types trace events as string maps; their numbers are numbers on the wire.
    cdp.on('Tracing.dataCollected', (data: { value: readonly object[] }) => events.push(...(data.value as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
    await page.goto(SYNTHETIC_URL, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => (window as unknown as { __benchDone?: boolean }).__benchDone === true, undefined, { timeout: 120_000, polling: 250 });
    await page.waitForTimeout(SETTLE_MS);
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await page.close();
  }
}

/** The complete events of the page's main thread: the thread with the most `RunTask` time. */
export function mainThreadEvents(events: readonly TraceEvent[]): TraceEvent[] {
  const key = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const taskTime = new Map<string, number>();
  for (const e of events) if (e.ph === 'X' && e.name === 'RunTask') taskTime.set(key(e), (taskTime.get(key(e)) ?? 0) + (e.dur ?? 0));
  const main = [...taskTime.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  return events.filter((e) => e.ph === 'X' && key(e) === main);
}
