import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

/**
 * `lib/storage/storage.ts` says it holds every `browser.storage` item: a newcomer looking for a
 * key finds it there or nowhere. This keeps that comment true: no other source file defines one.
 */
const HOME = 'lib/storage/storage.ts';
const ROOTS = ['lib', 'components', 'entrypoints'];

function sources(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.join(root, name).split(path.sep).join('/'));
}

test('every storage item is defined in lib/storage/storage.ts', () => {
  const elsewhere = ROOTS.flatMap(sources).filter((file) => file !== HOME && /\bstorage\.defineItem\b/.test(readFileSync(file, 'utf8')));
  expect(elsewhere).toEqual([]);
  expect(readFileSync(HOME, 'utf8')).toMatch(/\bstorage\.defineItem\b/);
});
