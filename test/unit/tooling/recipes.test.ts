import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_LIST, type Operation } from '../../../lib/operations/index';
import { startTestEmulator, type TestEmulator } from '../../../emulator/test/helpers';

/**
 * The recipes of docs/architecture.md stay true. "An operation" is its module (listed once in
 * lib/operations/index.ts, its API calls and its panel goal declared there too), its translations
 * and its emulator route: everything else about it is derived. This test finds every file that names an
 * operation's id in the product's code and fails when one is not a known use of that operation
 * below, so a new operation that needs a hand edit anywhere else (a list, a switch, a copy of its
 * endpoint) fails here; and it fails when lib/api names an endpoint an operation declares.
 */

const ROOT = join(__dirname, '../../..');

/** Files of the recipe itself: the modules, the translations, the emulator's routes and tests. */
const RECIPE = /^(lib\/operations\/|lib\/i18n\/messages\/|emulator\/routes\/|emulator\/test\/)/;

/**
 * Where the code names one operation on purpose, each with why. A new operation appears in none
 * of them, with or without a panel goal: its goal is declared by its module (`goal`), and the
 * tabs, forms, requests and "Edit settings" are derived from it (lib/operations/goals.ts,
 * components/panel/GoalForm.tsx, components/panel/fields/). What is left are features built on
 * one operation: the analyzer filling the Renovate and staging forms, staging projects, a listing
 * look giving each photo the operation its role calls for (lib/look/).
 */
const PANEL = 'components/panel/';
const USES: Readonly<Record<Operation, Readonly<Record<string, string>>>> = {
  renovate: {
    'lib/api/resources/renovation.ts': 'the spectrum step "renovate" (an API value, not the operation)',
    'emulator/images/spectrum.ts': 'the spectrum step "renovate" the emulator draws',
    [`${PANEL}analyzer/analyzer-slice.ts`]: 'the analyzer fills the Renovate form',
    [`${PANEL}analyzer/suggestions.ts`]: 'the analyzer fills the Renovate form',
    'lib/look/plan.ts': 'a listing look renovates its rooms and exterior',
  },
  kitchenCabinets: { 'lib/look/plan.ts': 'a listing look gives its kitchens the kitchen cabinets too' },
  styleTransfer: { 'lib/look/hero.ts': 'a listing look matches a hero by style transfer' },
  upscale: {},
  stage: {
    'lib/library/staging-gallery.ts': 'staging projects: their variations are staging results',
    'entrypoints/background/staging-handlers.ts': 'staging projects: links jobs to their projects',
    [`${PANEL}ActionBar.tsx`]: 'staging: its cost and variations left',
    [`${PANEL}PhotoStage.tsx`]: 'staging: the stage view',
    [`${PANEL}analyzer/analyzer-slice.ts`]: 'the analyzer fills the staging form',
    [`${PANEL}analyzer/suggestions.ts`]: 'the analyzer fills the staging form',
    [`${PANEL}compare/CompareView.tsx`]: 'staging: the comparison starts on the empty room',
    [`${PANEL}hooks/useNewestResultBy.ts`]: 'staging: the style of the newest staging',
    [`${PANEL}staging/staging-slice.ts`]: 'staging projects',
    [`${PANEL}staging/staging-status.ts`]: 'staging projects',
    [`${PANEL}staging/useStaging.ts`]: 'staging projects',
    'lib/look/plan.ts': 'a listing look stages its empty rooms',
  },
  analyze: {
    'lib/analyzer/service.ts': 'the image analyzer runs analyses',
    'lib/analyzer/listing.ts': 'the image analyzer runs a listing’s analyses',
  },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Code only: a comment that mentions an operation names nothing. */
const codeOf = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.replace(/(^|[^:'"`])\/\/.*$/, '$1'))
    .join('\n');

const product = ['lib', 'components', 'entrypoints', 'emulator']
  .flatMap((dir) => sourceFiles(join(ROOT, dir)))
  .map((path) => ({ path: relative(ROOT, path).replaceAll('\\', '/'), code: codeOf(readFileSync(path, 'utf8')) }))
  .filter(({ path }) => !RECIPE.test(path));

/** The files that name `id` as a string or read it from the registry by name. */
function filesNaming(id: string): string[] {
  const names = new RegExp(`['"\`]${id}['"\`]|OPERATIONS\\.${id}\\b`);
  return product.filter(({ code }) => names.test(code)).map(({ path }) => path);
}

describe('the recipe for an operation', () => {
  it.each(OPERATION_LIST.map((definition) => definition.id))('%s is named only in its recipe and the features that use it', (id) => {
    expect(filesNaming(id).sort()).toEqual(Object.keys(USES[id]).sort());
  });

  it('the panel draws every goal from its declaration: the goal files name no operation', () => {
    const goalFiles = product.filter(({ path }) => /^components\/panel\/(GoalForm\.tsx|GoalTabs\.tsx|fields\/|store\/(forms|tools|forms-slice)\.ts$)/.test(path));
    expect(goalFiles.length).toBeGreaterThan(10);
    const naming = goalFiles.filter(({ code }) => OPERATION_LIST.some((definition) => new RegExp(`['"\`]${definition.id}['"\`]`).test(code)));
    expect(naming.map(({ path }) => path)).toEqual([]);
  });

  it('the scan finds a name (it can fail)', () => {
    expect(filesNaming('analyze')).toContain('lib/analyzer/service.ts');
    expect(codeOf("const a = 'x'; // 'analyze'")).not.toContain('analyze');
  });

  describe('its API calls, declared by its module', () => {
    const declared = OPERATION_LIST.flatMap((definition) => Object.values(definition.outbound).map((request) => request.call.endpoint));
    const api = product.filter(({ path }) => path.startsWith('lib/api/'));

    /** A string in code that is the endpoint's path (`'/creative_upscale'`, `` `/virtual-staging/projects/${id}/stage` ``), with or without its method. */
    const naming = (endpoint: string): RegExp => {
      const [method = '', template = ''] = endpoint.split(' ');
      const path = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '(\\$\\{[^}]*\\}|[^/\'"`]+)');
      return new RegExp(`['"\`](${method} )?${path}['"\`]`);
    };

    it('lib/api names none of their endpoints: adding an operation edits nothing there', () => {
      const named = declared.flatMap((endpoint) => api.filter(({ code }) => naming(endpoint).test(code)).map(({ path }) => `${path} names ${endpoint}`));
      expect(named).toEqual([]);
      expect(api.length).toBeGreaterThan(10);
    });

    it('lib/api stands alone: it imports only itself, lib/util and zod (never lib/operations)', () => {
      const outside = api.flatMap(({ path, code }) =>
        [...code.matchAll(/from\s+'([^']+)'/g)]
          .map((match) => relative(ROOT, join(ROOT, path, '..', match[1] ?? '')).replaceAll('\\', '/'))
          .filter((target) => !/^lib\/(api|util)\/|^lib\/zod$/.test(target))
          .map((target) => `${path} imports ${target}`),
      );
      expect(outside).toEqual([]);
    });

    it('the scan finds an endpoint named in code (it can fail)', () => {
      expect(naming('POST /creative_upscale').test("postForm('/creative_upscale', form, parse)")).toBe(true);
      expect(naming('POST /virtual-staging/projects/{project_id}/stage').test('get(`/virtual-staging/projects/${encodePathParam(id)}/stage`, parse)')).toBe(true);
      expect(naming('POST /analyze').test("postJson('/analyze/batch', body, parse)")).toBe(false);
    });
  });

  describe('its emulator route', () => {
    let emulator: TestEmulator;
    beforeAll(async () => {
      emulator = await startTestEmulator();
    });
    afterAll(async () => {
      await emulator.handle.close();
    });

    it.each(OPERATION_LIST.flatMap((definition) => Object.values(definition.outbound).map((request) => [definition.id, request.call.endpoint] as const)))(
      '%s: the emulator answers %s',
      async (_id, endpoint) => {
        const [method = '', path = ''] = endpoint.split(' ');
        const response = await emulator.api(path.replace(/\{[^}]+\}/g, 'unknown-id'), { method, body: method === 'GET' ? undefined : new FormData() });
        const body = (await response.json()) as { message?: unknown };
        // The emulator's "no such route" is exactly this body; a route that refuses the empty request says why.
        expect(body.message, `${endpoint} has no route in emulator/routes/`).not.toBe('not found');
      },
    );
  });
});
