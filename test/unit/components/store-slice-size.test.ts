import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

/**
 * The side panel's state stays in small slices (issue #12): every slice file of the panel
 * (`components/panel/**\/*-slice.ts`) and every file of its store folder
 * (`components/panel/store/*.ts`) is 150 lines or less. A slice that grows moves part of its
 * actions into a file of their own (as staging-gallery.ts and analyzer-batch.ts did).
 */

const PANEL = 'components/panel';
const LIMIT = 150;

/** The store's files: slices anywhere under the panel, and everything in its store folder. */
function storeFiles(): string[] {
  const all = readdirSync(PANEL, { recursive: true, encoding: 'utf8' }).map((file) => path.posix.join(PANEL, file.split(path.sep).join('/')));
  return all.filter((file) => file.endsWith('-slice.ts') || (path.posix.dirname(file) === `${PANEL}/store` && file.endsWith('.ts'))).sort();
}

function lineCount(file: string): number {
  const text = readFileSync(file, 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

test('finds the store: its slices in the store folder and in feature folders', () => {
  const files = storeFiles();
  expect(files).toContain(`${PANEL}/store/panel-store.ts`);
  expect(files).toContain(`${PANEL}/store/jobs-slice.ts`);
  expect(files).toContain(`${PANEL}/staging/staging-slice.ts`);
  expect(files).toContain(`${PANEL}/analyzer/analyzer-slice.ts`);
});

test(`no store slice file is over ${LIMIT} lines`, () => {
  const over = storeFiles()
    .map((file) => ({ file, lines: lineCount(file) }))
    .filter(({ lines }) => lines > LIMIT);
  expect(over).toEqual([]);
});
