/**
 * The headless walk's record: each step with what was seen, how long it took and the files it
 * wrote, turned into demo-output/report.md, so someone without a display can see the product
 * from the files alone.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** One step of the walk, as it went. */
export interface StepRecord {
  readonly title: string;
  readonly ok: boolean;
  readonly ms: number;
  readonly seen: string;
  readonly files: readonly string[];
}

/** What a step answers when it went well: what it saw, and the files it wrote (relative to the output). */
export interface StepOutcome {
  readonly seen: string;
  readonly files?: readonly string[];
}

/** Facts about the run for the report's head. */
export interface WalkFacts {
  readonly startedAt: Date;
  readonly outDir: string;
  readonly extensionDir: string;
  readonly chromium: string;
  readonly emulatorBaseUrl: string;
  readonly siteUrl: string;
  readonly consoleProblems: readonly string[];
}

/** "2.4 s", "310 ms". */
export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** A table cell: one line, no pipe breaking the table. */
function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

/** The report's Markdown. */
export function reportMarkdown(steps: readonly StepRecord[], facts: WalkFacts): string {
  const total = steps.reduce((sum, step) => sum + step.ms, 0);
  const failed = steps.find((step) => !step.ok);
  const rows = steps.map(
    (step, i) => `| ${i + 1} | ${cell(step.title)} | ${step.ok ? 'ok' : '**failed**'} | ${formatMs(step.ms)} | ${cell(step.seen)} | ${step.files.map((f) => `[${f}](${f})`).join('<br>')} |`,
  );
  // One heading a step, its screenshots under it: a step with two (the renovation's slider and
  // side by side) once gave the report the same heading twice.
  const screenshots = steps.flatMap((step) => {
    const shots = step.files.filter((f) => f.endsWith('.png'));
    return shots.length === 0 ? [] : [`### ${step.title}`, '', ...shots.flatMap((f) => [`![${step.title}](${f})`, ''])];
  });
  return [
    '# Reimagine demo: the realtor’s path, headless',
    '',
    failed ? `**Stopped at step ${steps.indexOf(failed) + 1} (${failed.title}).**` : `**Every step passed** in ${formatMs(total)}.`,
    '',
    `- when: ${facts.startedAt.toISOString()}`,
    `- extension: the demo build, \`${facts.extensionDir}\``,
    `- browser: ${facts.chromium}, headless`,
    `- API emulator: ${facts.emulatorBaseUrl} (key dev-key)`,
    `- demo listing: ${facts.siteUrl}`,
    `- files: \`${facts.outDir}\``,
    `- browser console errors: ${facts.consoleProblems.length === 0 ? 'none' : facts.consoleProblems.length}`,
    '',
    '| # | step | result | time | what was seen | files |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...(facts.consoleProblems.length > 0 ? ['## Browser console errors', '', ...facts.consoleProblems.map((p) => `- ${cell(p)}`), ''] : []),
    '## Screenshots',
    '',
    ...screenshots,
  ].join('\n');
}

/** Writes report.md into the output directory and answers its path. */
export function writeReport(steps: readonly StepRecord[], facts: WalkFacts): string {
  const file = path.join(facts.outDir, 'report.md');
  writeFileSync(file, reportMarkdown(steps, facts));
  return file;
}

/**
 * Runs the steps in order, timing each; stops at the first that fails (the next ones need it)
 * and records its error as what was seen. `onStep` reports progress as it goes.
 */
export async function runSteps(
  steps: readonly { title: string; run: () => Promise<StepOutcome> }[],
  onStep: (record: StepRecord, index: number) => void,
  onFailure: (title: string) => Promise<string | undefined>,
): Promise<StepRecord[]> {
  const records: StepRecord[] = [];
  for (const [index, step] of steps.entries()) {
    const start = performance.now();
    let record: StepRecord;
    try {
      const outcome = await step.run();
      record = { title: step.title, ok: true, ms: performance.now() - start, seen: outcome.seen, files: outcome.files ?? [] };
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] ?? error.message : String(error);
      const shot = await onFailure(step.title).catch(() => undefined);
      record = { title: step.title, ok: false, ms: performance.now() - start, seen: message, files: shot ? [shot] : [] };
    }
    records.push(record);
    onStep(record, index);
    if (!record.ok) break;
  }
  return records;
}
