/*
 * Two builds of the extension on the bench's 2,000-card page, side by side in one run: the page
 * without any extension, with build A and with build B, loaded in turn (`--runs N` rounds, 5 by
 * default, the order rotating each round), measured as the bench measures a load (CDP thread
 * time, long tasks, photo to button). A design change that moves a few tens of milliseconds is
 * lost between two bench runs, whose baselines drift by more; here all three arms share the
 * machine's moment. Prints the medians and each build's with − without.
 *
 *   npx tsx scripts/measure/build-ab.ts <build A dir> <build B dir> [--runs N]
 *
 * A build dir is a copy of .output/chrome-mv3 (e.g. `npx wxt build && cp -r .output/chrome-mv3 /tmp/a`).
 */
import { launchSides, type Side } from '../bench/browsers';
import { runPage, type PageLoad, type RunResult } from '../bench/page-run';
import { photoButtonLatencies } from '../bench/page-rows';
import { servedPages } from '../bench/saved-pages';
import { median, percentile } from '../bench/stats';
import { SYNTHETIC_URL } from '../bench/synthetic-page';

const LOAD: PageLoad = { url: SYNTHETIC_URL, synthetic: true, settleMs: 2500, profile: false };

const [dirA, dirB] = process.argv.slice(2).filter((arg) => !arg.startsWith('--') && !/^\d+$/.test(arg));
const at = process.argv.indexOf('--runs');
const rounds = at > 0 ? Number(process.argv[at + 1]) : 5;
if (!dirA || !dirB) {
  console.error('usage: npx tsx scripts/measure/build-ab.ts <build A dir> <build B dir> [--runs N]');
  process.exit(2);
}

const pages = servedPages();
const a = await launchSides(dirA, pages);
const b = await launchSides(dirB, pages);
const arms: Record<'without' | 'A' | 'B', Side> = { without: a.without, A: a.with, B: b.with };
const results: Record<keyof typeof arms, RunResult[]> = { without: [], A: [], B: [] };
try {
  const names = Object.keys(arms) as (keyof typeof arms)[];
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < names.length; i++) {
      const name = names[(i + round) % names.length] as keyof typeof arms;
      const result = await runPage(arms[name], LOAD).catch(() => runPage(arms[name], LOAD));
      results[name].push(result);
      console.error(`build-ab: round ${round + 1}, ${name}: task ${Math.round(result.metrics.TaskDuration)} ms, script ${Math.round(result.metrics.ScriptDuration)} ms`);
    }
  }
} finally {
  await Promise.all([a.with.close(), a.without.close(), b.with.close(), b.without.close()]);
}

const med = (name: keyof typeof arms, pick: (r: RunResult) => number) => median(results[name].map(pick));
const task = (r: RunResult) => r.metrics.TaskDuration;
const script = (r: RunResult) => r.metrics.ScriptDuration;
const f = (ms: number) => ms.toFixed(1).padStart(8);
console.log('median over the rounds (ms):      task     script     TBT   photo→button p95');
for (const name of ['without', 'A', 'B'] as const) {
  const { latencies, fromInsertion } = photoButtonLatencies(results[name].map((r) => r.synthetic));
  const p95 = name === 'without' ? '' : `${f(percentile(latencies, 95))} (median ${median(latencies).toFixed(1)}; from insertion p95 ${percentile(fromInsertion, 95).toFixed(1)}, median ${median(fromInsertion).toFixed(1)})`;
  const delta = name === 'without' ? '' : `   task ${(med(name, task) / med('without', task)).toFixed(3)}×, script +${(med(name, script) - med('without', script)).toFixed(1)}`;
  console.log(`${name.padEnd(30)} ${f(med(name, task))} ${f(med(name, script))} ${f(med(name, (r) => r.tbtMs))} ${p95}${delta}`);
}
