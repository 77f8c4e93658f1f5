import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../lib/i18n/locales';
import type { Message, MessageTable, PluralForms } from '../../../lib/i18n/message-types';
import { OPERATION_LIST } from '../../../lib/operations/index';

/**
 * The translations are complete and used: every namespace under lib/i18n/messages has, in
 * every language, exactly the English keys, with the same placeholders and the plural forms the
 * language needs; and every key is read somewhere in the code (a key nobody reads is a sentence
 * the user never sees, or a typo in the code that shows English).
 */

const ROOT = join(__dirname, '../../..');
// Each language's file of each namespace (`messages/<namespace>/<locale>.ts` exports `<locale>`),
// read directly: a namespace's index.ts carries English only, the others load with their bundle.
const modules = import.meta.glob<Record<string, unknown>>('../../../lib/i18n/messages/*/*.ts', { eager: true });

type Tables = Readonly<Record<(typeof LOCALES)[number], MessageTable>>;
const namespaces = Object.values(
  Object.entries(modules).reduce<Record<string, { name: string; tables: Partial<Record<string, MessageTable>> }>>((found, [path, module]) => {
    const [, name = path, locale = ''] = /messages\/([^/]+)\/([^/]+)\.ts$/.exec(path) ?? [];
    const table = module[locale];
    if ((LOCALES as readonly string[]).includes(locale) && typeof table === 'object' && table !== null) {
      (found[name] ??= { name, tables: {} }).tables[locale] = table as MessageTable;
    }
    return found;
  }, {}),
).map(({ name, tables }) => {
  const missing = LOCALES.filter((locale) => !tables[locale]);
  if (missing.length > 0) throw new Error(`lib/i18n/messages/${name} has no table for ${missing.join(', ')}`);
  return { name, tables: tables as Tables };
});

/**
 * An operation's own keys (its name, its part of a file name) are declared by its module
 * (`words`, lib/operations/types.ts: typed by the namespace each belongs to) and read through that
 * declaration: they count as read, and a key of an operation that no longer exists is still caught.
 */
const DECLARED_BY_OPERATIONS = {
  operations: new Set<string>(OPERATION_LIST.map((operation) => operation.words.name)),
  export: new Set<string>(OPERATION_LIST.map((operation) => operation.words.file)),
} as const;
/** Every string a declaration holds, however deep (a goal's words, its fields' words). */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value !== null && typeof value === 'object' ? Object.values(value).flatMap(stringsIn) : [];
/** A panel goal's words are declared by its operation too (`goal`: its tab, button, form and fields' keys). */
const DECLARED_BY_GOALS = new Set(OPERATION_LIST.flatMap((operation) => ('goal' in operation ? stringsIn(operation.goal) : [])));
const declaredByOperation = (namespace: string, key: string): boolean =>
  ((namespace === 'operations' || namespace === 'export') && DECLARED_BY_OPERATIONS[namespace].has(key)) || (namespace === 'panel' && DECLARED_BY_GOALS.has(key));

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const formsOf = (message: Message): [string, string][] => (typeof message === 'string' ? [['text', message]] : Object.entries(message as PluralForms));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path.includes(join('lib', 'i18n', 'messages')) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}
const sources = ['components', 'entrypoints', 'lib', 'modules'].flatMap((dir) => sourceFiles(join(ROOT, dir))).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

it('finds the namespaces', () => {
  expect(namespaces.map((ns) => ns.name)).toContain('disclosure');
});

describe.each(namespaces)('namespace $name', ({ name, tables }) => {
  const english = tables.en;
  const keys = Object.keys(english).sort();

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has exactly the English keys', (locale) => {
    expect(Object.keys(tables[locale]).sort()).toEqual(keys);
  });

  it.each(LOCALES)('%s: no empty text, the same placeholders as English, the plural forms the language needs', (locale) => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
    for (const key of keys) {
      const message = tables[locale][key];
      const source = english[key];
      expect(message, `${locale} ${key}`).toBeDefined();
      if (message === undefined || source === undefined) continue;
      expect(typeof message, `${locale} ${key}: plural where English is plural`).toBe(typeof source);
      const expected = placeholders(typeof source === 'string' ? source : source.other);
      for (const [form, text] of formsOf(message)) {
        expect(text.trim(), `${locale} ${key} ${form}`).not.toBe('');
        expect(placeholders(text), `${locale} ${key} ${form}: placeholders`).toEqual(expect.arrayContaining(expected.filter((p) => p !== 'count')));
        expect(placeholders(text).filter((p) => p !== 'count' && !expected.includes(p)), `${locale} ${key} ${form}: unknown placeholder`).toEqual([]);
        if (form !== 'text') expect(categories, `${locale} ${key}: "${form}" is not a plural form of ${locale}`).toContain(form);
      }
      if (typeof message !== 'string' && categories.includes('one')) expect(message.one, `${locale} ${key}: the "one" form`).toBeDefined();
    }
  });

  it('every key is read by code that imports the namespace', () => {
    const readers = sources.filter(({ text }) => text.includes(`messages/${name}/`));
    expect(readers.length, `no file imports lib/i18n/messages/${name}`).toBeGreaterThan(0);
    const unused = keys.filter((key) => !readers.some(({ text }) => text.includes(`'${key}'`) || text.includes(`"${key}"`) || text.includes(`\`${key}\``)) && !declaredByOperation(name, key));
    expect(unused, `keys of ${name} no code reads (readers: ${readers.map((r) => relative(ROOT, r.path)).join(', ')})`).toEqual([]);
  });
});
