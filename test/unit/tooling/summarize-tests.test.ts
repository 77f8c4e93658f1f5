import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/** npm test's last line, from the runners' JSON reports (scripts/summarize-tests.mjs). */
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function summarize(reports: Record<string, unknown>): { status: number | null; last: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'reimagine-summary-'));
  dirs.push(dir);
  for (const [runner, report] of Object.entries(reports)) writeFileSync(path.join(dir, `${runner}.json`), JSON.stringify(report));
  const run = spawnSync(process.execPath, [path.resolve('scripts/summarize-tests.mjs'), dir], { encoding: 'utf8' });
  return { status: run.status, last: run.stdout.trim().split('\n').pop() ?? '' };
}

describe('npm test’s summary', () => {
  it('counts a file whose beforeAll threw (its tests skipped) as a failure, as the missing German language pack does', () => {
    const firefox = { numPassedTests: 0, numFailedTests: 0, testResults: [{ status: 'failed', assertionResults: [{ status: 'skipped' }] }] };
    const vitest = { numPassedTests: 3, numFailedTests: 1, testResults: [{ status: 'failed', assertionResults: [{ status: 'passed' }, { status: 'failed' }] }] };
    expect(summarize({ vitest, playwright: { stats: { expected: 2 } }, firefox })).toEqual({ status: 1, last: '5 passed, 2 failed' });
  });
});
