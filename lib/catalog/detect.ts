import { catalogFromCsv } from './csv';
import type { ImportResult } from './import-result';
import { catalogFromJson } from './json';

/**
 * Imports a catalog file, choosing the reader by the file name's extension, else by its content
 * (JSON starts with `[` or `{`).
 */
export function importCatalogFile(fileName: string, text: string): ImportResult {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.json')) return catalogFromJson(text);
  if (lower.endsWith('.csv')) return catalogFromCsv(text);
  const start = text.replace(/^\uFEFF/, '').trimStart()[0];
  return start === '[' || start === '{' ? catalogFromJson(text) : catalogFromCsv(text);
}
