import { z } from '../zod';
import { createProductCollector, importFailed, type ImportResult } from './import-result';
import { product, type ImportIssue, type NotObjectKind, type NotTextKind } from './issues';
import { PRODUCT_FIELDS, type Product, type ProductDraft } from './product';

/**
 * The format marker written into exported files, so an import can tell a catalog from other JSON.
 * Still `reimagine-catalog`: files the realtor exported before carry it.
 */
export const MATERIALS_FILE_FORMAT = 'reimagine-catalog';
/** The newest catalog file version this code reads (and the one it writes). */
const MATERIALS_FILE_VERSION = 1;

/** The catalog as pretty-printed JSON: `{format, version, products}`, products in the API's Material shape. */
export function productsToJson(products: readonly Product[]): string {
  return `${JSON.stringify({ format: MATERIALS_FILE_FORMAT, version: MATERIALS_FILE_VERSION, products }, null, 2)}\n`;
}

const Envelope = z.object({ format: z.optional(z.string()), version: z.optional(z.number()), products: z.array(z.unknown()) });

/**
 * Reads a catalog JSON file: the exported `{format, version, products}` object, or a bare array
 * of Material objects. Every problem names its product (1-based) and field; with any problem
 * nothing is returned.
 */
export function productsFromJson(text: string): ImportResult {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    return importFailed([notJson(error, source)]);
  }
  let items: unknown[];
  if (Array.isArray(data)) {
    items = data;
  } else {
    const envelope = Envelope.safeParse(data);
    if (!envelope.success) return importFailed([{ code: 'not-a-list', field: 'products', params: {}, at: null }]);
    const { format, version } = envelope.data;
    if (format !== undefined && format !== MATERIALS_FILE_FORMAT) return importFailed([{ code: 'other-format', field: 'format', params: { format }, at: null }]);
    if (version !== undefined && version > MATERIALS_FILE_VERSION) {
      return importFailed([{ code: 'newer-version', field: 'version', params: { version, supported: MATERIALS_FILE_VERSION }, at: null }]);
    }
    items = envelope.data.products;
  }
  if (items.length === 0) return importFailed([{ code: 'no-products', field: 'products', params: {}, at: null }]);

  const issues: ImportIssue[] = [];
  const collector = createProductCollector(issues);
  items.forEach((item, index) => {
    const at = product(index + 1);
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      issues.push({ code: 'not-an-object', field: null, params: {}, at });
      return;
    }
    const record = item as Record<string, unknown>;
    const typeIssues: ImportIssue[] = [];
    const text = (field: (typeof PRODUCT_FIELDS)[number]): string => {
      const value = record[field];
      if (value === undefined || value === null) return '';
      if (typeof value === 'string') return value;
      if (typeof value === 'number') return String(value);
      typeIssues.push({ code: 'not-text', field, params: { kind: notText(value) }, at });
      return '';
    };
    const draft: ProductDraft = {
      material_id: text('material_id'),
      material_name: text('material_name'),
      color_id: text('color_id'),
      color_name: text('color_name'),
      image_url: text('image_url'),
      installation_location: text('installation_location'),
      metadata: [],
    };
    const metadata = record.metadata;
    if (metadata !== undefined && metadata !== null) {
      if (typeof metadata !== 'object' || Array.isArray(metadata)) {
        typeIssues.push({ code: 'metadata-not-object', field: 'metadata', params: { kind: notObject(metadata) }, at });
      } else {
        for (const [key, value] of Object.entries(metadata)) {
          if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') draft.metadata.push({ key, value: String(value) });
          else typeIssues.push({ code: 'not-text', field: `metadata.${key}`, params: { kind: notText(value) }, at });
        }
      }
    }
    if (typeIssues.length > 0) {
      issues.push(...typeIssues);
      return;
    }
    collector.accept(draft, at);
  });
  return collector.result();
}

/**
 * A JSON.parse failure, with the line and column when the engine gives them: Firefox and newer V8
 * write "line L column C", older V8 only "position N" (counted here). The engine's own sentence
 * is English, so it is not shown.
 */
function notJson(error: unknown, source: string): ImportIssue {
  const message = error instanceof Error ? error.message : '';
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return { code: 'not-json-at', field: null, params: { line: Number(lineColumn[1]), column: Number(lineColumn[2]) }, at: null };
  const position = /position (\d+)/.exec(message);
  if (!position) return { code: 'not-json', field: null, params: {}, at: null };
  const before = source.slice(0, Number(position[1])).split('\n');
  return { code: 'not-json-at', field: null, params: { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 }, at: null };
}

/** What a value that should be text is (strings and numbers are read as text, null as empty). */
function notText(value: unknown): NotTextKind {
  if (Array.isArray(value)) return 'list';
  if (value === null) return 'null';
  return typeof value === 'boolean' ? 'boolean' : 'object';
}

/** What a `metadata` value that should be an object is (null and undefined mean "no metadata"). */
function notObject(value: unknown): NotObjectKind {
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  // Only a string is left: JSON.parse makes no other value that is not an object.
  return 'string';
}
