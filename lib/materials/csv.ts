import { createProductCollector, formatImportIssue, importFailed, type ImportResult } from './import-result';
import { row, type CsvSyntaxCode, type ImportIssue } from './issues';
import { PRODUCT_FIELDS, type Product, type ProductDraft } from './product';

/** A CSV text that is not well formed (an unterminated quote, a stray quote). */
export class CsvSyntaxError extends Error {
  override readonly name = 'CsvSyntaxError';
  /** The record (row) where the problem is, 1-based as a spreadsheet counts. */
  readonly row: number;
  /** What is wrong, as an import issue's code (the page words it in its language). */
  readonly reason: CsvSyntaxCode;
  constructor(rowNumber: number, reason: CsvSyntaxCode) {
    // An Error needs a message: the English sentence, from the same table as the page's.
    super(formatImportIssue(syntaxIssue(rowNumber, reason)));
    this.row = rowNumber;
    this.reason = reason;
  }
}

/** A CSV syntax problem as an import issue. */
function syntaxIssue(rowNumber: number, reason: CsvSyntaxCode): ImportIssue {
  return { code: reason, field: null, params: {}, at: row(rowNumber) };
}

/** One CSV record and its row number as a spreadsheet shows it (empty lines count, a quoted line break does not). */
interface CsvRecord {
  readonly fields: string[];
  readonly row: number;
}

/**
 * Parses RFC 4180 CSV: comma separated, fields optionally in double quotes with `""` for a
 * quote, CRLF or LF line ends, an optional UTF-8 BOM. Returns the records, each a list of fields.
 * Entirely empty lines are skipped (spreadsheets often end with some).
 */
export function parseCsv(text: string): string[][] {
  return parseCsvRecords(text).map((record) => record.fields);
}

/** `parseCsv` with each record's row number, so a problem names the row a spreadsheet shows. */
function parseCsvRecords(text: string): CsvRecord[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: CsvRecord[] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let rowNumber = 1;
  const endField = () => {
    row.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRow = () => {
    endField();
    if (!(row.length === 1 && row[0] === '')) rows.push({ fields: row, row: rowNumber });
    row = [];
    rowNumber += 1;
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i += 1;
        } else {
          quoted = false;
          const next = source[i + 1];
          if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
            throw new CsvSyntaxError(rowNumber, 'csv-text-after-quote');
          }
        }
      } else {
        field += char;
      }
      continue;
    }
    if (char === '"') {
      if (fieldStarted || field !== '') throw new CsvSyntaxError(rowNumber, 'csv-stray-quote');
      quoted = true;
      fieldStarted = true;
    } else if (char === ',') {
      endField();
    } else if (char === '\r') {
      if (source[i + 1] === '\n') i += 1;
      endRow();
    } else if (char === '\n') {
      endRow();
    } else {
      field += char;
    }
  }
  if (quoted) throw new CsvSyntaxError(rowNumber, 'csv-unclosed-quote');
  if (field !== '' || fieldStarted || row.length > 0) endRow();
  return rows;
}

/** Characters that make a spreadsheet treat a cell as a formula (CSV injection), plus the guard quote itself. */
const FORMULA_START = /^[=+\-@\t\r']/;

/** Guards a cell against being run as a formula when the file is opened in a spreadsheet. */
function guardCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Undoes `guardCell`: a leading quote before a formula character (or another quote) is removed. */
function unguardCell(value: string): string {
  return value.length > 1 && value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/** Serialises records as CSV with CRLF line ends, quoting only the fields that need it. */
export function formatCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quoteField).join(',')).join('\r\n') + '\r\n';
}

function quoteField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Prefix of the columns that hold metadata: `metadata.finish`, `metadata.width_mm`, ... */
export const METADATA_PREFIX = 'metadata.';

/**
 * The catalog as CSV: the six product fields, then one `metadata.<key>` column per metadata key
 * used by any product (an empty cell means the product has no such key).
 */
export function productsToCsv(products: readonly Product[]): string {
  const metadataKeys: string[] = [];
  for (const product of products) {
    for (const key of Object.keys(product.metadata)) if (!metadataKeys.includes(key)) metadataKeys.push(key);
  }
  const header = [...PRODUCT_FIELDS, ...metadataKeys.map((key) => `${METADATA_PREFIX}${key}`)];
  const rows = products.map((product) => [
    ...PRODUCT_FIELDS.map((field) => product[field]),
    // Own keys only: a key such as `valueOf` must not read Object.prototype.
    ...metadataKeys.map((key) => (Object.hasOwn(product.metadata, key) ? (product.metadata[key] ?? '') : '')),
  ]);
  return formatCsv([header, ...rows].map((row) => row.map(guardCell)));
}

const REQUIRED_COLUMNS = ['material_id', 'material_name', 'image_url', 'installation_location'] as const;

/** The columns a catalog CSV may have, as problems list them (metadata.<name> is in each sentence). */
const COLUMNS = PRODUCT_FIELDS.join(', ');

/**
 * Reads a catalog CSV (as `productsToCsv` writes it, or as a person writes it in a spreadsheet).
 * Every problem names its row and field; with any problem nothing is returned.
 */
export function productsFromCsv(text: string): ImportResult {
  let records: CsvRecord[];
  try {
    records = parseCsvRecords(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return importFailed([syntaxIssue(error.row, error.reason)]);
    throw error;
  }
  const header = records[0];
  if (!header) return importFailed([{ code: 'empty-file', field: null, params: {}, at: null }]);
  const columns = header.fields.map((name) => unguardCell(name).trim());
  const headerIssues = checkHeader(columns, header.row);
  if (headerIssues.length > 0) return importFailed(headerIssues);
  if (records.length === 1) return importFailed([{ code: 'header-only', field: null, params: {}, at: null }]);

  const issues: ImportIssue[] = [];
  const collector = createProductCollector(issues);
  for (const { fields: record, row: rowNumber } of records.slice(1)) {
    const at = row(rowNumber);
    if (record.length !== columns.length) {
      issues.push({ code: 'field-count', field: null, params: { count: record.length, columns: columns.length }, at });
      continue;
    }
    const cell = (name: string): string => {
      const index = columns.indexOf(name);
      return index < 0 ? '' : unguardCell(record[index] ?? '');
    };
    const draft: ProductDraft = {
      material_id: cell('material_id'),
      material_name: cell('material_name'),
      color_id: cell('color_id'),
      color_name: cell('color_name'),
      image_url: cell('image_url'),
      installation_location: cell('installation_location'),
      metadata: columns
        .filter((name) => name.startsWith(METADATA_PREFIX))
        .map((name) => ({ key: name.slice(METADATA_PREFIX.length), value: cell(name) }))
        .filter((pair) => pair.value.trim() !== ''),
    };
    collector.accept(draft, at);
  }
  return collector.result();
}

/** The header's problems: unknown, unnamed or repeated columns, and required ones missing. */
function checkHeader(columns: readonly string[], rowNumber: number): ImportIssue[] {
  const at = row(rowNumber);
  const issues: ImportIssue[] = [];
  const known = new Set<string>(PRODUCT_FIELDS);
  columns.forEach((name, index) => {
    const isMetadata = name.startsWith(METADATA_PREFIX) && name.length > METADATA_PREFIX.length;
    if (name === '') issues.push({ code: 'unnamed-column', field: null, params: { number: index + 1, columns: COLUMNS }, at });
    else if (!known.has(name) && !isMetadata) issues.push({ code: 'unknown-column', field: name, params: { columns: COLUMNS }, at });
    else if (columns.indexOf(name) !== index) issues.push({ code: 'column-twice', field: name, params: {}, at });
  });
  for (const required of REQUIRED_COLUMNS) {
    if (!columns.includes(required)) issues.push({ code: 'missing-column', field: required, params: {}, at });
  }
  return issues;
}
