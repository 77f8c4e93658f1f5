import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { openExtensionPage } from '../../test/e2e/chromium/helpers';
import { seedHistory, SEEDED_RESULTS } from './history-seed';
import type { Row } from './rows';
import { median, round } from './stats';

/** The side panel's size in Chrome (the accessibility spec uses the same). */
const PANEL_SIZE = { width: 420, height: 900 };
const SAMPLES = 5;

interface PanelSample {
  /** First contentful paint of sidepanel.html (ms from navigation start). */
  readonly fcpMs: number;
  /** From the click on History to its first result's button painted. */
  readonly historyMs: number;
  /** Results listed in the History view. */
  readonly listed: number;
  /** The panel's heap with History open, after a forced GC (MB): V8 + Blink + array buffers. */
  readonly heapMb: number;
}

async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  return (heap.usedSize + heap.embedderHeapUsedSize + heap.backingStorageSize) / (1024 * 1024);
}

/** Starts timing, in the panel, until the History view's first result is painted (text: no transpiler helpers in the page). */
const HISTORY_WATCH = `void (window.__benchHistory = new Promise((resolve) => {
  const started = performance.now();
  const observer = new MutationObserver(() => {
    if (!document.querySelector('.history-item__open')) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - started);
      channel.port2.postMessage(0);
    });
  });
  observer.observe(document, { subtree: true, childList: true });
}));`;

/** Opens the History view and answers the ms from the click to its first result painted. */
async function openHistory(panel: Page): Promise<number> {
  const history = panel.getByRole('button', { name: 'History', exact: true });
  await history.waitFor({ timeout: 30_000 });
  await panel.evaluate(HISTORY_WATCH);
  await history.click();
  return panel.evaluate(() => (window as unknown as { __benchHistory: Promise<number> }).__benchHistory);
}

async function samplePanel(context: BrowserContext, extensionId: string): Promise<PanelSample> {
  const panel = await context.newPage();
  try {
    await panel.setViewportSize(PANEL_SIZE);
    const cdp = await context.newCDPSession(panel);
    await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`, { waitUntil: 'load' });
    const fcpMs = await panel.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const fcp = list.getEntriesByName('first-contentful-paint')[0];
            if (fcp) resolve(fcp.startTime);
          }).observe({ type: 'paint', buffered: true });
        }),
    );
    const historyMs = await openHistory(panel);
    await panel.waitForTimeout(1500);
    const listed = await panel.locator('.history-item__open').count();
    return { fcpMs, historyMs, listed, heapMb: await heapMb(cdp) };
  } finally {
    await panel.close();
  }
}

/**
 * The side panel (sidepanel.html in a tab at the panel's size) with 300 results in history:
 * its first contentful paint, the History view's first result, and its heap with History open.
 */
export async function panelRows(context: BrowserContext, extensionId: string): Promise<Row[]> {
  const seeder = await openExtensionPage(context, extensionId, 'options.html');
  await seedHistory(seeder);
  await seeder.close();
  const samples: PanelSample[] = [];
  for (let i = 0; i < SAMPLES; i++) samples.push(await samplePanel(context, extensionId));
  const data = { samples: samples.map((s) => ({ fcpMs: round(s.fcpMs, 1), historyMs: round(s.historyMs, 1), listed: s.listed, heapMb: round(s.heapMb) })) };
  const listed = median(samples.map((s) => s.listed));
  return [
    { section: 'panel', name: `first contentful paint, ${SEEDED_RESULTS} results in history`, value: median(samples.map((s) => s.fcpMs)), unit: 'ms', budget: 300, detail: `median of ${SAMPLES}`, data },
    { section: 'panel', name: 'History view: click to first result painted', value: median(samples.map((s) => s.historyMs)), unit: 'ms', detail: `${listed} results listed` },
    { section: 'memory', name: `side panel heap, History open with ${SEEDED_RESULTS} results`, value: median(samples.map((s) => s.heapMb)), unit: 'MB', budget: 60, detail: 'V8 + Blink heap + array buffers, after GC' },
  ];
}
