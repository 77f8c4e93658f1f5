import { z } from 'zod';
import { createProductCollector, importFailed, type ImportIssue, type ImportResult } from './import-result';
import { PRODUCT_FIELDS, type CatalogProduct, type ProductDraft } from './product';

/** The format marker written into exported files, so an import can tell a catalog from other JSON. */
export const CATALOG_FORMAT = 'reimagine-catalog';

/** The catalog as pretty-printed JSON: `{format, version, products}`, products in the API's Material shape. */
export function catalogToJson(products: readonly CatalogProduct[]): string {
  return `${JSON.stringify({ format: CATALOG_FORMAT, version: 1, products }, null, 2)}\n`;
}

const Envelope = z.object({ format: z.string().optional(), version: z.number().optional(), products: z.array(z.unknown()) });

/**
 * Reads a catalog JSON file: the exported `{format, version, products}` object, or a bare array
 * of Material objects. Every problem names its product (1-based) and field; with any problem
 * nothing is returned.
 */
export function catalogFromJson(text: string): ImportResult {
  let data: unknown;
  try {
    data = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch (error) {
    return importFailed([{ at: null, field: null, message: `The file is not valid JSON (${error instanceof Error ? error.message : 'parse error'}).` }]);
  }
  let items: unknown[];
  if (Array.isArray(data)) {
    items = data;
  } else {
    const envelope = Envelope.safeParse(data);
    if (!envelope.success) return importFailed([{ at: null, field: 'products', message: 'Expected a list of products, or an object with a "products" list.' }]);
    if (envelope.data.format !== undefined && envelope.data.format !== CATALOG_FORMAT) {
      return importFailed([{ at: null, field: 'format', message: `This is a “${envelope.data.format}” file, not a Reimagine catalog.` }]);
    }
    if (envelope.data.version !== undefined && envelope.data.version > 1) {
      return importFailed([{ at: null, field: 'version', message: `Catalog version ${envelope.data.version} is newer than this Reimagine understands (1).` }]);
    }
    items = envelope.data.products;
  }
  if (items.length === 0) return importFailed([{ at: null, field: 'products', message: 'The file has no products.' }]);

  const issues: ImportIssue[] = [];
  const collector = createProductCollector(issues, 'product');
  items.forEach((item, index) => {
    const at = `Product ${index + 1}`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      issues.push({ at, field: null, message: 'Is not an object.' });
      return;
    }
    const record = item as Record<string, unknown>;
    const typeIssues: ImportIssue[] = [];
    const text = (field: (typeof PRODUCT_FIELDS)[number]): string => {
      const value = record[field];
      if (value === undefined || value === null) return '';
      if (typeof value === 'string') return value;
      if (typeof value === 'number') return String(value);
      typeIssues.push({ at, field, message: `Must be text, not ${describe(value)}.` });
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
        typeIssues.push({ at, field: 'metadata', message: `Must be an object of name/value pairs, not ${describe(metadata)}.` });
      } else {
        for (const [key, value] of Object.entries(metadata)) {
          if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') draft.metadata.push({ key, value: String(value) });
          else typeIssues.push({ at, field: `metadata.${key}`, message: `Must be text, not ${describe(value)}.` });
        }
      }
    }
    if (typeIssues.length > 0) {
      issues.push(...typeIssues);
      return;
    }
    collector.accept(draft, at, index + 1);
  });
  return collector.result();
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

