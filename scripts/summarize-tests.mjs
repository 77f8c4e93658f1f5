// Sums every runner's results into the one line CI reads: `N passed, M failed`.
// A runner that left no report (it crashed before writing one) counts as one failure,
// so a broken runner can never look green. Exits 1 when anything failed.
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'test-results/summary';
let passed = 0;
let failed = 0;
const lines = [];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

for (const runner of ['vitest', 'playwright', 'firefox']) {
  const file = path.join(dir, `${runner}.json`);
  const report = existsSync(file) ? readJson(file) : undefined;
  if (!report) {
    failed += 1;
    lines.push(`${runner}: no report (the runner crashed)`);
    continue;
  }
  let p;
  let f;
  if (runner === 'playwright') {
    p = (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
    f = (report.stats?.unexpected ?? 0) + (report.errors?.length ? 1 : 0);
  } else {
    p = report.numPassedTests ?? 0;
    // A file that failed to load, or whose beforeAll threw (its tests then count as skipped), has
    // no failed test but is a failure all the same.
    const brokenFiles = (report.testResults ?? []).filter((t) => t.status === 'failed' && !(t.assertionResults ?? []).some((a) => a.status === 'failed')).length;
    f = (report.numFailedTests ?? 0) + brokenFiles;
  }
  passed += p;
  failed += f;
  lines.push(`${runner}: ${p} passed, ${f} failed`);
}

for (const file of readdirSync(dir).filter((f) => f.startsWith('check-')).sort()) {
  const ok = readFileSync(path.join(dir, file), 'utf8').trim() === 'pass';
  if (ok) passed += 1;
  else failed += 1;
  lines.push(`${file.slice('check-'.length)}: ${ok ? 'passed' : 'FAILED'}`);
}

console.log(lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
