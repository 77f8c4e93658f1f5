import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../lib/i18n/locales';
import { currentOperationName, JobRequest, makesImage, OPERATION_LIST, OPERATIONS, type Operation } from '../../../lib/operations/index';
import { REQUEST_KINDS } from '../../../lib/privacy/outbound';

/**
 * An operation's module declares everything the rest derives: the registry, its words' keys, the
 * requests it sends (lib/privacy/outbound.ts), the names older versions stored for it, whether it
 * makes an image. Each check fails when something about an operation is stated somewhere else.
 */

const ROOT = join(__dirname, '../../..');
const modules = import.meta.glob<Record<string, unknown>>('../../../lib/operations/*.ts', { eager: true });
const tables = import.meta.glob<Record<string, Record<string, unknown>>>('../../../lib/i18n/messages/{operations,export}/*.ts', { eager: true });

/** A module's exports that are operation declarations (an id, a request schema and a run). */
function declarationsIn(module: Record<string, unknown>): unknown[] {
  return Object.values(module).filter((value) => typeof value === 'object' && value !== null && 'id' in value && 'request' in value && 'run' in value);
}

describe('the registry', () => {
  it('lists every operation a module of lib/operations declares, once', () => {
    const declared = Object.entries(modules).flatMap(([path, module]) => (path.endsWith('/index.ts') ? [] : declarationsIn(module)));
    expect(declared.length).toBe(OPERATION_LIST.length);
    for (const definition of declared) expect(OPERATION_LIST).toContain(definition);
    expect(Object.keys(OPERATIONS)).toEqual(OPERATION_LIST.map((definition) => definition.id));
  });

  it("validates each request by its operation's own schema", () => {
    for (const definition of OPERATION_LIST) {
      expect(JobRequest.safeParse({ operation: definition.id, params: { nonsense: 1 } }).success).toBe(definition.request.safeParse({ operation: definition.id, params: { nonsense: 1 } }).success);
    }
    expect(JobRequest.safeParse({ operation: 'nonsense', params: {} }).success).toBe(false);
  });
});

describe("an operation's words", () => {
  it.each(LOCALES)('%s has the keys each operation declares', (locale) => {
    const table = (namespace: string) => tables[`../../../lib/i18n/messages/${namespace}/${locale}.ts`]?.[locale] ?? {};
    for (const { id, words } of OPERATION_LIST) {
      expect(typeof table('operations')[words.name], `${locale}: ${words.name} (${id})`).toBe('string');
      expect(typeof table('export')[words.file], `${locale}: ${words.file} (${id})`).toBe('string');
    }
  });

  it('are distinct, so no two operations share a name or a file name', () => {
    for (const key of ['name', 'file'] as const) {
      const keys = OPERATION_LIST.map((definition) => definition.words[key]);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});

describe('the requests an operation sends', () => {
  it('are request kinds of lib/privacy/outbound.ts, each with the key and what the module declares', () => {
    for (const definition of OPERATION_LIST) {
      for (const [id, request] of Object.entries(definition.outbound)) {
        const kind = REQUEST_KINDS[id as keyof typeof REQUEST_KINDS];
        expect(kind, `${definition.id}: ${id}`).toBeDefined();
        expect(kind).toMatchObject({ recipient: 'renovateApi', endpoint: request.call.endpoint, purpose: request.purpose, fields: { 'X-API-KEY': 'apiKey', ...request.fields } });
      }
    }
  });

  it('are declared by the operations alone: lib/privacy/outbound.ts names none of their endpoints', () => {
    const outbound = readFileSync(join(ROOT, 'lib/privacy/outbound.ts'), 'utf8');
    const endpoints = OPERATION_LIST.flatMap((definition) => Object.values(definition.outbound).map((request) => request.call.endpoint));
    expect(endpoints.filter((endpoint) => outbound.includes(`'${endpoint}'`))).toEqual([]);
    const ids = OPERATION_LIST.flatMap((definition) => Object.keys(definition.outbound));
    expect(new Set(ids).size, 'two operations declare the same request').toBe(ids.length);
  });
});

describe('what else a module declares', () => {
  it('the names older versions stored, read as today’s ids', () => {
    const former: Record<string, Operation> = { kitchen_cabinets: 'kitchenCabinets', style_transfer: 'styleTransfer', creative_upscale: 'upscale', virtual_staging: 'stage', staging: 'stage', analysis: 'analyze' };
    for (const [name, id] of Object.entries(former)) expect(currentOperationName(name)).toBe(id);
    expect(currentOperationName('renovate')).toBe('renovate');
    expect(currentOperationName('somethingElse')).toBe('somethingElse');
    expect(currentOperationName(7)).toBe(7);
  });

  it('whether it makes an image: an analysis is words only', () => {
    expect(OPERATION_LIST.filter((definition) => !makesImage(definition.id)).map((definition) => definition.id)).toEqual(['analyze']);
  });
});
