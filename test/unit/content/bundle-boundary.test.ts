import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';

/**
 * The content script's bundle stays inside the folders ESLint guards (eslint.config.js: no React,
 * no zod, no API client, only types from the message map there): every module it runs, followed
 * from its entry through value imports (type-only imports are erased by the build), is under one
 * of them, and the only packages it reaches are WXT's runtime helpers.
 */

const ENTRY = 'entrypoints/listing.content/index.ts';
const GUARDED = [
  'entrypoints/listing.content/',
  'lib/sites/',
  // The button's words: the translator, the UI language and the content namespace only.
  'lib/i18n/locales.ts',
  'lib/i18n/translate.ts',
  'lib/i18n/ui-locale.ts',
  'lib/i18n/messages/content/',
];
const PACKAGES = /^wxt\//;

/** The module specifiers a file imports or re-exports at run time. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const out: string[] = [];
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

test('every module the content script runs is in a folder ESLint keeps free of React, zod and the API client', () => {
  const { modules, packages } = bundleGraph(ENTRY);
  expect(modules.length).toBeGreaterThan(10);
  expect(modules.filter((file) => !GUARDED.some((folder) => file.startsWith(folder)))).toEqual([]);
  expect(packages.filter((name) => !PACKAGES.test(name))).toEqual([]);
});
