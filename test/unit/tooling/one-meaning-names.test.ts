import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { MATERIALS_SECTION_ID } from '../../../components/options/MaterialsSection';
import { MATERIALS_FILE_FORMAT } from '../../../lib/materials/json';
import { MATERIALS_CHANNEL } from '../../../lib/materials/stored';
import { MATERIALS_KEY } from '../../../lib/storage/ui-store';
import { filesUnder } from './source-files';

/**
 * One word, one meaning (issue #27). "catalog" once named five things: the realtor's products
 * (now `materials`), the service's styles cache (`service-styles`), the built-in sites
 * (`builtin-sites`), the message-completeness test (`messages-complete`) and the bad-inputs test
 * suite (`bad-inputs`). No file and no identifier says "catalog" any more, so none of the five
 * can come back under the old word. The word stays where people and stored data see it: the
 * interface calls the materials a "Product catalog", and names already stored keep their value.
 */
const WORD = /catalog/i;

/** Identifiers (not strings, comments or JSX text) of a source file that contain the word. */
function identifiersWithWord(file: string): string[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : /\.m?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && WORD.test(node.text)) found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.text}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('"catalog" has no meaning in the code', () => {
  it('no file or folder is named for it', () => {
    expect(filesUnder('.', /./).filter((file) => WORD.test(file))).toEqual([]);
  });

  it('no identifier uses it', () => {
    const sources = filesUnder('.', /\.(ts|tsx|mts|mjs|js)$/).filter((file) => !file.endsWith('.d.ts'));
    expect(sources.length).toBeGreaterThan(500);
    expect(sources.flatMap(identifiersWithWord)).toEqual([]);
  });

  it('names existing users already have keep their value', () => {
    // Where the products are stored, the options page's address of their section, the marker in
    // files exported before, the channel a page of the previous version listens on.
    expect([MATERIALS_KEY, MATERIALS_SECTION_ID, MATERIALS_FILE_FORMAT, MATERIALS_CHANNEL]).toEqual(['ui.catalog', 'catalog', 'reimagine-catalog', 'reimagine-catalog']);
  });
});
