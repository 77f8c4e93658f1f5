/**
 * Where a render's time goes between the click and the After image (issue #28, item 3): the
 * bench's render setup (scripts/bench/render.ts: the emulator at latency L behind the timing
 * proxy, the panel as a tab on the saved Zillow listing's first photo, the real panel closed),
 * then for each of `--runs N` renders one timeline in milliseconds from the click: the API calls
 * (as the proxy saw them), the background's requests (its resource timing), the messages the
 * panel sent and received, the After image's source set, loaded and painted.
 *
 *   npx tsx scripts/measure/render-timeline.ts --runs 5 [--repeats 2]
 *
 * Reads `.output/chrome-mv3` as built. Lines the worker logs as `PROBE <what> <epoch ms>` (timestamps
 * added while investigating, never committed) join the timeline as `background <what>`.
 */
import { performance as nodeClock } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import { launchSides } from '../bench/browsers';
import { clickToAfterPainted, currentAfter, installPanelTiming } from '../bench/panel-timing';
import { connectApi, pickPhoto } from '../bench/render';
import { servedPages } from '../bench/saved-pages';
import { serviceWorkerOf } from '../../test/e2e/chromium/extension';

/** In the panel: every message it sends or receives, and the After image's source and load, on its clock. */
const PANEL_PROBE = `(() => {
  const marks = (window.__marks = []);
  const mark = (what) => marks.push([what, performance.now()]);
  const send = chrome.runtime.sendMessage.bind(chrome.runtime);
  chrome.runtime.sendMessage = (message, ...rest) => {
    const name = message && message.name;
    mark('→ ' + name);
    const reply = send(message, ...rest);
    if (reply && reply.then) reply.then((value) => mark('← ' + name + ' (' + JSON.stringify(value).length + ' chars)'));
    return reply;
  };
  chrome.runtime.onMessage.addListener((message) => { if (message && message.type) mark('event ' + message.type); });
  new MutationObserver((records) => {
    for (const record of records) {
      const images = record.type === 'attributes' ? [record.target] : [...record.addedNodes].flatMap((n) => (n.querySelectorAll ? [...n.querySelectorAll('img')] : []));
      for (const img of images) if (img.alt === 'After' && img.src) mark('After src ' + img.src.slice(0, 24));
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
  document.addEventListener('load', (event) => { if (event.target.alt === 'After') mark('After loaded'); }, true);
})();`;

type Mark = [string, number];

async function panelMarks(panel: Page): Promise<{ marks: Mark[]; clickAt: number; origin: number }> {
  return panel.evaluate(() => {
    const w = window as unknown as { __marks: Mark[]; __benchClickAt: number };
    const marks = w.__marks.splice(0);
    return { marks, clickAt: w.__benchClickAt, origin: performance.timeOrigin };
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, repeats: { type: 'string', default: '0' } } });
  const runs = Math.max(1, Number(values.runs));
  // Then the first `repeats` styles again: identical requests, which the cache answers.
  const styles = [...Array.from({ length: runs + 1 }, (_, i) => i), ...Array.from({ length: Math.min(runs, Number(values.repeats)) }, (_, i) => i + 1)];
  const sides = await launchSides('.output/chrome-mv3', servedPages());
  const context = sides.with.context;
  const api = await connectApi(context, sides.extensionId);
  try {
    const panel = await pickPhoto(context, sides.extensionId);
    await installPanelTiming(panel, 'Renovate');
    await panel.evaluate(PANEL_PROBE);
    const worker = await serviceWorkerOf(context);
    const probes: [string, number][] = [];
    worker.on('console', (m) => { const t = m.text(); if (t.startsWith('PROBE ')) { const parts = t.split(' '); probes.push([parts.slice(1, -1).join(' '), Number(parts.at(-1))]); } });
    for (const [index, style] of styles.entries()) {
      // The first render (its photo from the routed CDN, refused and uploaded) with the routes; the rest without, as the bench times them.
      if (index === 1) await context.unrouteAll({ behavior: 'wait' });
      await panel.getByRole('radiogroup', { name: 'Style' }).getByRole('radio').nth(style).check();
      await panelMarks(panel);
      await worker.evaluate(() => performance.clearResourceTimings());
      const from = api.log.length;
      const total = await clickToAfterPainted(panel, await currentAfter(panel), () => panel.getByRole('button', { name: /^Renovate( · |$)/ }).click(), 60_000);
      const { marks, clickAt, origin } = await panelMarks(panel);
      const since = (epochMs: number) => Math.round(epochMs - origin - clickAt);
      const rows: Mark[] = [...marks.map(([what, at]): Mark => [`panel ${what}`, Math.round(at - clickAt)]), ['panel After painted', Math.round(total)]];
      for (const r of api.log.slice(from)) rows.push([`API ${r.method} ${r.path} (${Math.round(r.end - r.start)} ms)`, since(r.start + nodeClock.timeOrigin)]);
      const requests = await worker.evaluate(() => performance.getEntriesByType('resource').map((e) => [e.name, performance.timeOrigin + e.startTime, performance.timeOrigin + (e as PerformanceResourceTiming).responseEnd] as const));
      for (const [name, start, end] of requests) rows.push([`background GET …${name.slice(-40)} (${Math.round(end - start)} ms)`, since(start)]);
      for (const [what, at] of probes.splice(0)) rows.push([`background ${what}`, since(at)]);
      console.log(`render ${index} (style ${style}${index > runs ? ', again' : ''}): click to After painted ${Math.round(total)} ms`);
      for (const [what, at] of rows.sort((a, b) => a[1] - b[1])) console.log(`  ${String(at).padStart(5)}  ${what}`);
      await panel.waitForTimeout(300);
    }
  } finally {
    await api.close();
    await sides.with.close();
    await sides.without.close();
  }
}

void main();
