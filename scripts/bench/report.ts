import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { CHROMIUM } from '../../test/e2e/chromium/extension';
import { holds, measured, summarize, summaryLine, type Row } from './rows';
import { round } from './stats';

/** The machine a run measured on. */
export interface Machine {
  readonly cpu: string;
  readonly cores: number;
  readonly memoryGb: number;
  /** 1-, 5- and 15-minute load averages. */
  readonly load: readonly number[];
  readonly node: string;
  readonly chromium: string;
}

export function machine(): Machine {
  const version = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout.trim().split('\n').pop() ?? 'unknown';
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.cpus().length,
    memoryGb: round(os.totalmem() / 1024 ** 3, 1),
    load: os.loadavg().map((l) => round(l, 2)),
    node: process.version,
    chromium: version,
  };
}

function formatValue(value: number, unit: string): string {
  if (Number.isNaN(value)) return '—';
  if (!Number.isFinite(value)) return '∞';
  if (unit === '×') return `${value.toFixed(3)}×`;
  if (unit === 'KB' || unit === 'MB') return `${value.toFixed(unit === 'MB' ? 2 : 1)} ${unit}`;
  return `${Math.round(value * 10) / 10} ${unit}`;
}

function formatBudget(row: Row): string {
  // A row never measured carries a placeholder budget (rows.ts failed()): it has no real one to show.
  if (row.budget === undefined || !measured(row)) return '';
  return `≤ ${formatValue(row.budget, row.unit)}`;
}

/** The table, as printed: one line a row under its section's heading. */
export function formatTable(rows: readonly Row[], before: Machine, after: Machine): string {
  const lines = [
    `Reimagine bench, ${new Date().toISOString().slice(0, 16)}Z: ${before.cpu}, ${before.cores} cores, ${before.memoryGb} GB; load ${before.load[0]} before, ${after.load[0]} after (1-min avg); ${before.chromium}; Node ${before.node}`,
    '',
    `${'   '} ${'figure'.padEnd(66)} ${'value'.padStart(10)}  ${'budget'.padEnd(11)} detail`,
  ];
  let section = '';
  for (const row of rows) {
    if (row.section !== section) {
      section = row.section;
      lines.push(`— ${section}`);
    }
    const mark = row.budget === undefined ? '   ' : !measured(row) ? '-- ' : holds(row) ? 'ok ' : 'NO ';
    lines.push(`${mark} ${row.name.padEnd(66)} ${formatValue(row.value, row.unit).padStart(10)}  ${formatBudget(row).padEnd(11)} ${row.detail ?? ''}`);
  }
  lines.push('', summaryLine(summarize(rows)));
  return lines.join('\n');
}

/** The same table in Markdown (`--markdown`, for docs/benchmarks.md). */
export function formatMarkdown(rows: readonly Row[], before: Machine, after: Machine): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${before.cpu}, ${before.cores} cores, ${before.memoryGb} GB, load ${before.load[0]} → ${after.load[0]} (1-min average); ${before.chromium}; Node ${before.node}.`,
    '',
    '| | part | figure | value | budget | detail |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const row of rows) {
    const mark = row.budget === undefined ? '' : !measured(row) ? 'not measured' : holds(row) ? 'ok' : '**no**';
    lines.push(`| ${mark} | ${cell(row.section)} | ${cell(row.name)} | ${formatValue(row.value, row.unit)} | ${formatBudget(row)} | ${cell(row.detail ?? '')} |`);
  }
  return lines.join('\n');
}

/** Writes bench-results.json: the machine, every row (its samples included) and whether its budget holds. */
export function writeResults(file: string, rows: readonly Row[], before: Machine, after: Machine, seconds: number): void {
  const summary = summarize(rows);
  const json = {
    date: new Date().toISOString(),
    machine: { ...before, loadAfter: after.load },
    seconds: round(seconds, 1),
    rows: rows.map((row) => ({ ...row, value: Number.isFinite(row.value) ? round(row.value) : String(row.value), holds: holds(row), measured: measured(row) })),
    broken: summary.broken.map((row) => row.name),
    notMeasured: summary.notMeasured.map((row) => row.name),
  };
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}
