import { z } from '../zod';
import { MAX_URL_LENGTH } from '../api/limits';
import { InstallationLocation, Material } from '../api/schemas';
import { isHttpUrl } from '../util/url';
import type { FieldIssue, SchemaField, TextField } from './issues';

/**
 * A catalog product is exactly the API's Material (spec section 2): what is stored, imported,
 * exported and sent in `params.materials` is the same object, with the API's field names.
 */
export const Product = z.extend(Material, {
  material_name: z.string().check(z.minLength(1)),
  color_id: z.string(),
  color_name: z.string(),
  // The service downloads the texture itself: an absolute http(s) URL.
  image_url: z.string().check(z.refine((text) => isHttpUrl(text), 'must be an absolute http(s) URL')),
  metadata: z.record(z.string(), z.string()),
});
export type Product = z.infer<typeof Product>;

/** One of the seven installation locations of the spec. */
export type Location = z.infer<typeof InstallationLocation>;

/** The seven locations, in the spec's order. */
export const LOCATIONS: readonly Location[] = InstallationLocation.options;

// The locations' names are in the `materials` namespace: `locationName` in ./location-names.

/** The product fields other than metadata, in the order forms and files show them. */
export const PRODUCT_FIELDS = ['material_id', 'material_name', 'color_id', 'color_name', 'image_url', 'installation_location'] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];

/** What a form or an imported row holds before validation: every value still a string. */
export interface ProductDraft {
  material_id: string;
  material_name: string;
  color_id: string;
  color_name: string;
  image_url: string;
  installation_location: string;
  metadata: { key: string; value: string }[];
}

/** A problem with one field: its code, field and parameters (`issues.ts`). */
export type { FieldIssue } from './issues';

/** Validation outcome of a draft. */
export type ProductValidation = { ok: true; product: Product } | { ok: false; issues: FieldIssue[] };

/** Longest value any text field may hold: generous for names, small enough for storage.local. */
const MAX_TEXT = 300;
const MAX_METADATA = 30;

/** A draft with every field empty (location defaults to floors, the most common product). */
export function emptyDraft(): ProductDraft {
  return { material_id: '', material_name: '', color_id: '', color_name: '', image_url: '', installation_location: 'FLOORS', metadata: [] };
}

/**
 * Reads a location written by a person or a spreadsheet: `FLOORS`, `floors`, `Kitchen cabinets`
 * and `kitchen-cabinets` all mean the same value.
 */
export function parseLocation(text: string): Location | undefined {
  const normalized = text.trim().toUpperCase().replace(/[\s-]+/g, '_');
  return LOCATIONS.find((location) => location === normalized);
}

/**
 * Validates a draft into a product. Text is trimmed; every problem is reported (not only the
 * first), each on its field, so a form can mark them all at once.
 */
export function validateProduct(draft: ProductDraft): ProductValidation {
  const issues: FieldIssue[] = [];
  const text = (field: TextField, required: boolean, max = MAX_TEXT): string => {
    const value = draft[field].trim();
    if (required && value === '') issues.push({ code: 'required', field, params: {} });
    else if (value.length > max) issues.push({ code: 'too-long', field, params: { max } });
    return value;
  };
  const materialId = text('material_id', true);
  const materialName = text('material_name', true);
  const colorId = text('color_id', false);
  const colorName = text('color_name', false);
  const imageUrl = text('image_url', true, MAX_URL_LENGTH);
  // The service has to fetch the texture image itself: only a full http(s) address will do.
  if (imageUrl !== '' && imageUrl.length <= MAX_URL_LENGTH && !isHttpUrl(imageUrl)) issues.push({ code: 'not-http-url', field: 'image_url', params: { value: imageUrl } });

  const location = parseLocation(draft.installation_location);
  if (!location) issues.push({ code: 'unknown-location', field: 'installation_location', params: { value: draft.installation_location, locations: LOCATIONS.join(', ') } });
  const metadata = validateMetadata(draft.metadata, issues);

  if (issues.length > 0 || !location) return { ok: false, issues };
  const candidate = {
    material_id: materialId,
    material_name: materialName,
    color_id: colorId,
    color_name: colorName,
    image_url: imageUrl,
    installation_location: location,
    metadata,
  };
  // The job schema is the final word: what passes here is what the background accepts.
  const parsed = Product.safeParse(candidate);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues.map((issue) => ({ code: 'invalid', field: schemaField(issue.path[0]), params: {} })) };
  return { ok: true, product: parsed.data };
}

/** A draft's metadata as a record; each problem is added to `issues` on its pair. */
function validateMetadata(draft: ProductDraft['metadata'], issues: FieldIssue[]): Record<string, string> {
  // A Map, then fromEntries: a key such as `constructor` must stay plain data.
  const metadata = new Map<string, string>();
  const pairs = draft.filter((pair) => pair.key.trim() !== '' || pair.value.trim() !== '');
  if (pairs.length > MAX_METADATA) issues.push({ code: 'too-many-details', field: 'metadata', params: { max: MAX_METADATA } });
  pairs.forEach((pair, index) => {
    const name = pair.key.trim();
    const value = pair.value.trim();
    const field = `metadata.${name}` as const;
    if (name === '') issues.push({ code: 'detail-without-name', field: `metadata[${index}]`, params: { value } });
    else if (value === '') issues.push({ code: 'detail-without-value', field, params: { name } });
    else if (name === '__proto__') issues.push({ code: 'detail-reserved', field, params: { name } });
    else if (metadata.has(name)) issues.push({ code: 'detail-twice', field, params: { name } });
    else if (name.length > MAX_TEXT || value.length > MAX_TEXT) issues.push({ code: 'detail-too-long', field, params: { name, max: MAX_TEXT } });
    else metadata.set(name, value);
  });
  return Object.fromEntries(metadata);
}

/** The field a schema problem is about (its path's first key); never anything else for a product. */
function schemaField(key: PropertyKey | undefined): SchemaField {
  const known: readonly SchemaField[] = [...PRODUCT_FIELDS, 'metadata'];
  return known.find((field) => field === key) ?? 'metadata';
}

/** Identity of a product in the catalog: the same SKU in another color is another product. */
export function productKey(product: Pick<Product, 'material_id' | 'color_id'>): string {
  return `${product.material_id}\u0000${product.color_id}`;
}

/** "Oak Natural (SKU-1, Honey)": how a product is named in lists and messages. */
export function productLabel(product: Product): string {
  const detail = [product.material_id, product.color_name].filter((part) => part !== '').join(', ');
  return `${product.material_name} (${detail})`;
}
