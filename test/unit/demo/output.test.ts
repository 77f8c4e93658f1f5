import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeOutDir, inspectOutDir, isWalkFile, localMinute, replaceOutDir } from '../../../scripts/demo/out-dir';
import { reportMarkdown, type StepRecord } from '../../../scripts/demo/report';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'reimagine-demo-out-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Files in `dir` (made), each written at `when`. */
function files(dir: string, names: readonly string[], when = new Date(2025, 5, 1, 14, 3)): string {
  mkdirSync(dir, { recursive: true });
  for (const name of names) {
    writeFileSync(path.join(dir, name), 'x');
    utimesSync(path.join(dir, name), when, when);
  }
  return dir;
}

/** The walk once replaced demo-output/ silently, and would have emptied any --out DIR it was given. */
describe('the headless walk’s output directory', () => {
  it('knows the walk’s own files', () => {
    for (const name of ['report.md', '01-listing.png', '04-renovation-side-by-side.png', 'failed-step.png', 'reimagine-12-oak-street.zip']) expect(isWalkFile(name), name).toBe(true);
    for (const name of ['notes.txt', 'photo.png', 'report.md.bak']) expect(isWalkFile(name), name).toBe(false);
  });

  it('says nothing for a directory that is missing or empty', () => {
    expect(describeOutDir(inspectOutDir(path.join(root, 'none')), 'none/')).toEqual({});
    expect(describeOutDir(inspectOutDir(root), 'x/')).toEqual({});
  });

  it('says it replaces an earlier walk, and when that walk was', () => {
    const dir = files(path.join(root, 'demo-output'), ['report.md', '01-listing.png', '07-export.png', 'listing.zip']);
    const state = inspectOutDir(dir);
    expect(state).toEqual({ kind: 'earlier-walk', files: 4, from: new Date(2025, 5, 1, 14, 3) });
    expect(localMinute(new Date(2025, 5, 1, 14, 3))).toBe('2025-06-01 14:03');
    expect(describeOutDir(state, 'demo-output/')).toEqual({ notice: 'The walk replaces demo-output/, the walk of 2025-06-01 14:03 (4 files); --out DIR writes elsewhere.' });
    replaceOutDir(dir);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses, in one sentence, a directory holding anything the demo did not write, and never empties it', () => {
    const dir = files(path.join(root, 'Documents'), ['report.md', 'notes.txt', 'taxes.pdf', 'a.png', 'b.png']);
    mkdirSync(path.join(dir, 'photos'));
    expect(describeOutDir(inspectOutDir(dir), 'Documents/')).toEqual({
      error: 'Documents/ holds files the demo did not write (a.png, b.png, notes.txt and 2 more): empty it, or let the walk write elsewhere with --out DIR.',
    });
    expect(() => replaceOutDir(dir)).toThrow(/holds files the demo did not write/);
    expect(readdirSync(dir)).toHaveLength(6);
  });
});

describe('the headless walk’s report', () => {
  const facts = { startedAt: new Date('2025-06-01T12:00:00Z'), outDir: '/tmp/out', extensionDir: '/x', chromium: 'chromium', emulatorBaseUrl: 'http://e', siteUrl: 'http://s', consoleProblems: [] };
  const step = (title: string, files: readonly string[]): StepRecord => ({ title, ok: true, ms: 100, seen: 'seen', files });

  it('has every heading once: a step with two screenshots gets one heading over both', () => {
    const md = reportMarkdown(
      [
        step('The listing page gets its buttons', ['01-listing.png']),
        step('A renovation, compared before and after', ['03-renovation-slider.png', '04-renovation-side-by-side.png']),
        step('Export listing (the ZIP saved)', ['07-export.png', 'listing.zip']),
      ],
      facts,
    );
    const headings = md.split('\n').filter((line) => line.startsWith('#'));
    expect(headings).toEqual(['# Reimagine demo: the realtor’s path, headless', '## Screenshots', '### The listing page gets its buttons', '### A renovation, compared before and after', '### Export listing (the ZIP saved)']);
    const renovation = md.slice(md.indexOf('### A renovation'), md.indexOf('### Export'));
    expect(renovation).toContain('(03-renovation-slider.png)');
    expect(renovation).toContain('(04-renovation-side-by-side.png)');
  });
});
