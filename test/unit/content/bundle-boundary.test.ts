import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';

/**
 * The content scripts' bundles stay inside the folders ESLint guards (eslint.config.js: no React,
 * no zod, no API client, only types from the message map there): every module they run, followed
 * from their entries through value imports (type-only imports are erased by the build), is under
 * one of them, and the only packages they reach are WXT's runtime helpers. The built-in sites' script
 * never carries the generic detector, and the generic script never carries the built-in sites:
 * each page loads only what it uses.
 */

const ENTRY = 'entrypoints/listing.content/index.ts';
const GENERIC_ENTRY = 'entrypoints/generic.content/index.ts';
/** What the background runs in the clicked frame to read a photo's listing (not a content script of the manifest, but run as one). */
const READER_ENTRY = 'entrypoints/listing-reader/index.ts';
const GUARDED = [
  'entrypoints/listing.content/',
  'entrypoints/generic.content/',
  'entrypoints/listing-reader/',
  'lib/sites/',
  // The protocol's channels, message names and photo states, without its zod schemas.
  'lib/protocol-names.ts',
  // The button's words: their names in the browser's _locales (the browser holds the words).
  'lib/i18n/messages/content/names.ts',
];
const PACKAGES = /^wxt\//;

/**
 * The files an `import.meta.glob('./dir/*.ts', …)` of the file brings in: the build imports each
 * (lib/sites/builtin-files.ts lists the built-in sites that way), as specifiers like any import's.
 */
function globImports(file: string, text: string): string[] {
  return [...text.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*'(\.{1,2}\/[^'*]*)\*\.ts'/g)].flatMap(([, dir = '']) =>
    readdirSync(path.join(path.dirname(file), dir)).filter((name) => name.endsWith('.ts')).map((name) => `${dir}${name.slice(0, -3)}`),
  );
}

/** The module specifiers a file imports or re-exports at run time. */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  const out: string[] = globImports(file, text);
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typeOnly = clause?.isTypeOnly || (clause && !clause.name && named && named.length > 0 && named.every((el) => el.isTypeOnly));
      if (!typeOnly) out.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      out.push((node.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return out;
}

function resolveLocal(from: string, specifier: string): string {
  const base = path.join(path.dirname(from), specifier);
  const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`${from}: cannot resolve ${specifier}`);
  return path.normalize(found);
}

/** Every local module the entry runs, and every package it imports. */
function bundleGraph(entry: string): { modules: string[]; packages: string[] } {
  const modules = new Set<string>([entry]);
  const packages = new Set<string>();
  for (const file of modules) {
    for (const specifier of valueImports(file)) {
      if (specifier.startsWith('.')) modules.add(resolveLocal(file, specifier));
      else packages.add(specifier);
    }
  }
  return { modules: [...modules], packages: [...packages] };
}

test.each([ENTRY, GENERIC_ENTRY, READER_ENTRY])('every module %s runs is in a folder ESLint keeps free of React, zod and the API client', (entry) => {
  const { modules, packages } = bundleGraph(entry);
  expect(modules.length).toBeGreaterThan(entry === READER_ENTRY ? 5 : 10);
  expect(modules.filter((file) => !GUARDED.some((folder) => file.startsWith(folder)))).toEqual([]);
  expect(packages.filter((name) => !PACKAGES.test(name))).toEqual([]);
});

test('the built-in sites\' script leaves the generic detector and every site\'s rules out, and the generic script the built-in sites', () => {
  const builtinSites = ['lib/sites/rules.ts', 'lib/sites/all.ts', 'lib/sites/builtin-sites.ts'].map((file) => path.normalize(file));
  const listing = bundleGraph(ENTRY).modules;
  // Each site's rules are a script of their own, loaded before it on that site's pages only
  // (lib/sites/site-scripts.ts): no list of the sites and no site's file is in it.
  expect(listing.filter((file) => builtinSites.includes(file))).toEqual([]);
  expect(listing.filter((file) => file.startsWith(path.normalize('lib/sites/builtin/')))).toEqual([]);
  expect(listing).toContain(path.normalize('lib/sites/injected-rules.ts'));
  expect(listing.filter((file) => file.startsWith(path.normalize('lib/sites/generic')))).toEqual([]);
  const generic = bundleGraph(GENERIC_ENTRY).modules;
  expect(generic).toContain(path.normalize('lib/sites/generic/detector.ts'));
  expect(generic.filter((file) => builtinSites.includes(file))).toEqual([]);
});

test('the listing\'s readers (context, embedded JSON) and the sites\' listing rules are in the listing reader, not in the scripts every page loads', () => {
  const readers = ['lib/sites/context.ts', 'lib/sites/embedded.ts', 'lib/sites/listing-rules.ts'].map((file) => path.normalize(file));
  for (const entry of [ENTRY, GENERIC_ENTRY]) expect(bundleGraph(entry).modules.filter((file) => readers.includes(file))).toEqual([]);
  expect(bundleGraph(READER_ENTRY).modules).toEqual(expect.arrayContaining(readers));
});

test('neither script carries a message table: the browser answers in its own language (i18n.getMessage)', () => {
  for (const entry of [ENTRY, GENERIC_ENTRY]) expect(bundleGraph(entry).modules.filter((file) => file.startsWith(path.normalize('lib/i18n/')))).toEqual([path.normalize('lib/i18n/messages/content/names.ts')]);
});
