import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_URL_LENGTH, MAX_VARIATIONS } from '../../../lib/api/limits';
import { OPERATIONS } from '../../../lib/operations/index';

/**
 * Rules that were written twice (issue #27) and are now written once: each check fails when the
 * second copy comes back. The limits live in `lib/api/limits.ts`, the credits in each operation's
 * declaration (`lib/operations/<operation>.ts`); everything else reads them.
 */
const ROOT = join(__dirname, '../../..');
const LIMITS = 'lib/api/limits.ts';

/** Every TypeScript file under these folders, as paths from the repository's root. */
function sources(...folders: readonly string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => join(folder, file)),
  );
}

/** The lines of `files` that `matches` picks, as "path:line: text". */
function linesWhere(files: readonly string[], matches: (line: string) => boolean): string[] {
  return files.flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (matches(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

const PRODUCT = sources('lib', 'components', 'entrypoints').filter((file) => file !== LIMITS);

describe('rules stated once', () => {
  it('the staging variation limit is MAX_VARIATIONS everywhere: in every language’s messages ({max}) and in the code', () => {
    const number = new RegExp(`\\b${MAX_VARIATIONS}\\b`);
    const aboutVariations = /variat|variac|variant|variaz/i;
    expect(linesWhere(PRODUCT, (line) => aboutVariations.test(line) && number.test(line))).toEqual([]);
  });

  it('the service’s URL length limit is MAX_URL_LENGTH: no other constant declares it', () => {
    const restated = new RegExp(`\\bconst\\s+(MAX_URL(_LENGTH)?\\s*=|MAX_\\w*URL\\w*\\s*=\\s*${MAX_URL_LENGTH}\\b)`);
    expect(linesWhere(PRODUCT, (line) => restated.test(line))).toEqual([]);
  });

  it('an operation declares its credit cost as kind and perRun only: nothing declared that no code reads', () => {
    for (const operation of Object.values(OPERATIONS)) expect(Object.keys(operation.credits).sort(), operation.id).toEqual(['kind', 'perRun']);
  });

  it('the contract tests read each operation’s declared cost instead of subtracting a number from the credits', () => {
    const contract = sources('test/contract');
    expect(linesWhere(contract, (line) => /credit/i.test(line) && /[\w)]\s*-\s*\d+\b(?!\s*\*)/.test(line))).toEqual([]);
  });
});
