/**
 * The headless walk's output directory (demo-output/, or --out DIR). Each walk starts it afresh,
 * so an old screenshot never passes for a new one; but replacing it must not be silent, and must
 * never delete what the demo did not write (`--out .` or `--out ~/Documents` by mistake).
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/** What is in the directory now. */
export type OutDirState =
  | { readonly kind: 'fresh' }
  | { readonly kind: 'earlier-walk'; readonly files: number; readonly from: Date }
  | { readonly kind: 'foreign'; readonly names: readonly string[] };

/** Whether the walk writes files of this name: report.md, numbered screenshots, failed-step.png, the exported ZIP. */
export function isWalkFile(name: string): boolean {
  return name === 'report.md' || name === 'failed-step.png' || /^\d\d-[a-z0-9-]+\.png$/.test(name) || /^[^/]+\.zip$/.test(name);
}

/** Looks at `dir`: missing or empty, an earlier walk's files (and when it wrote them), or anything else. */
export function inspectOutDir(dir: string): OutDirState {
  if (!existsSync(dir)) return { kind: 'fresh' };
  if (!statSync(dir).isDirectory()) return { kind: 'foreign', names: [path.basename(dir)] };
  const entries = readdirSync(dir, { withFileTypes: true });
  if (entries.length === 0) return { kind: 'fresh' };
  const foreign = entries.filter((entry) => !entry.isFile() || !isWalkFile(entry.name)).map((entry) => entry.name);
  if (foreign.length > 0) return { kind: 'foreign', names: foreign.sort() };
  const newest = Math.max(...entries.map((entry) => statSync(path.join(dir, entry.name)).mtimeMs));
  return { kind: 'earlier-walk', files: entries.length, from: new Date(newest) };
}

/** "2025-06-01 14:03", local time: when the user last ran the walk, as their clock showed it. */
export function localMinute(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** The directory as the user named it, marked as a directory: "demo-output/". */
export function shownDir(dir: string): string {
  return dir.endsWith(path.sep) ? dir : `${dir}${path.sep}`;
}

/**
 * What the demo says about the directory before it builds (`shown` is how the user named it):
 * a notice when it will replace an earlier walk, an error when the directory holds anything else.
 */
export function describeOutDir(state: OutDirState, shown: string): { notice?: string; error?: string } {
  if (state.kind === 'fresh') return {};
  if (state.kind === 'earlier-walk') {
    return { notice: `The walk replaces ${shown}, the walk of ${localMinute(state.from)} (${state.files} files); --out DIR writes elsewhere.` };
  }
  const names = state.names.length > 3 ? `${state.names.slice(0, 3).join(', ')} and ${state.names.length - 3} more` : state.names.join(', ');
  return { error: `${shown} holds files the demo did not write (${names}): empty it, or let the walk write elsewhere with --out DIR.` };
}

/** Empties `dir` for a new walk (creating it), after checking again that it holds only an earlier walk's files. */
export function replaceOutDir(dir: string): void {
  const state = inspectOutDir(dir);
  if (state.kind === 'foreign') throw new Error(describeOutDir(state, dir).error);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}
