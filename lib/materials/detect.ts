import { productsFromCsv } from './csv';
import { importFailed, type ImportResult } from './import-result';
import { productsFromJson } from './json';

/**
 * True for text read from a binary file (a photo, a spreadsheet's .xlsx): NUL characters never
 * occur in CSV or JSON, while every image format has them in its header.
 */
function looksBinary(text: string): boolean {
  return text.includes('\u0000');
}

/**
 * Imports a catalog file, choosing the reader by the file name's extension, else by its content
 * (JSON starts with `[` or `{`). A binary file is refused as such, not read as a CSV whose first
 * row is garbled.
 */
export function importMaterialsFile(fileName: string, text: string): ImportResult {
  if (looksBinary(text)) {
    return importFailed([{ code: 'binary-file', field: null, params: {}, at: null }]);
  }
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.json')) return productsFromJson(text);
  if (lower.endsWith('.csv')) return productsFromCsv(text);
  const start = text.replace(/^\uFEFF/, '').trimStart()[0];
  return start === '[' || start === '{' ? productsFromJson(text) : productsFromCsv(text);
}
