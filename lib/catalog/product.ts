import { z } from 'zod';
import { InstallationLocation, Material } from '../api/schemas';
import { isHttpUrl } from '../util/url';

/**
 * A catalog product is exactly the API's Material (spec section 2): what is stored, imported,
 * exported and sent in `params.materials` is the same object, with the API's field names.
 */
export const CatalogProduct = Material.extend({
  material_name: z.string().min(1),
  color_id: z.string(),
  color_name: z.string(),
  // The service downloads the texture itself: an absolute http(s) URL.
  image_url: z.string().refine((text) => isHttpUrl(text), 'must be an absolute http(s) URL'),
  metadata: z.record(z.string(), z.string()),
});
export type CatalogProduct = z.infer<typeof CatalogProduct>;

/** One of the seven installation locations of the spec. */
export type Location = z.infer<typeof InstallationLocation>;

/** The seven locations, in the spec's order. */
export const LOCATIONS: readonly Location[] = InstallationLocation.options;

/** How each location reads in the UI. */
export const LOCATION_LABEL: Record<Location, string> = {
  FLOORS: 'Floors',
  KITCHEN_CABINETS: 'Kitchen cabinets',
  COUNTERTOPS: 'Countertops',
  BACKSPLASH: 'Backsplash',
  WALLS: 'Walls',
  EXTERIOR_SIDING: 'Exterior siding',
  CEILING: 'Ceiling',
};

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

/** A problem with one field. `field` is an API field name, or `metadata.<key>` / `metadata[<i>]`. */
export interface FieldIssue {
  readonly field: string;
  readonly message: string;
}

/** Validation outcome of a draft. */
export type ProductValidation = { ok: true; product: CatalogProduct } | { ok: false; issues: FieldIssue[] };

/** Longest value any text field may hold: generous for names, small enough for storage.local. */
const MAX_TEXT = 300;
const MAX_URL = 2000;
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
  const text = (field: ProductField, required: boolean, label: string): string => {
    const value = draft[field].trim();
    if (required && value === '') issues.push({ field, message: `${label} is required.` });
    else if (value.length > MAX_TEXT) issues.push({ field, message: `${label} is longer than ${MAX_TEXT} characters.` });
    return value;
  };
  const materialId = text('material_id', true, 'SKU (material_id)');
  const materialName = text('material_name', true, 'Name (material_name)');
  const colorId = text('color_id', false, 'Color ID (color_id)');
  const colorName = text('color_name', false, 'Color name (color_name)');

  const imageUrl = draft.image_url.trim();
  if (imageUrl === '') issues.push({ field: 'image_url', message: 'Texture image URL (image_url) is required.' });
  else if (imageUrl.length > MAX_URL) issues.push({ field: 'image_url', message: `Texture image URL is longer than ${MAX_URL} characters.` });
  // The service has to fetch the texture image itself: only a full http(s) address will do.
  else if (!isHttpUrl(imageUrl)) issues.push({ field: 'image_url', message: `Texture image URL must be a full http(s) address, not “${clip(imageUrl)}”.` });

  const location = parseLocation(draft.installation_location);
  if (!location) {
    issues.push({
      field: 'installation_location',
      message: `Installation location “${clip(draft.installation_location)}” is not one of ${LOCATIONS.join(', ')}.`,
    });
  }

  // A Map, then fromEntries: a key such as `constructor` must stay plain data.
  const metadata = new Map<string, string>();
  const pairs = draft.metadata.filter((pair) => pair.key.trim() !== '' || pair.value.trim() !== '');
  if (pairs.length > MAX_METADATA) issues.push({ field: 'metadata', message: `At most ${MAX_METADATA} metadata fields.` });
  pairs.forEach((pair, index) => {
    const key = pair.key.trim();
    const value = pair.value.trim();
    if (key === '') {
      issues.push({ field: `metadata[${index}]`, message: `Metadata value “${clip(value)}” has no name.` });
    } else if (value === '') {
      issues.push({ field: `metadata.${key}`, message: `Metadata “${clip(key)}” has no value.` });
    } else if (key === '__proto__') {
      issues.push({ field: `metadata.${key}`, message: 'Metadata name “__proto__” is reserved; pick another name.' });
    } else if (metadata.has(key)) {
      issues.push({ field: `metadata.${key}`, message: `Metadata “${clip(key)}” is given twice.` });
    } else if (key.length > MAX_TEXT || value.length > MAX_TEXT) {
      issues.push({ field: `metadata.${key}`, message: `Metadata “${clip(key)}” is longer than ${MAX_TEXT} characters.` });
    } else {
      metadata.set(key, value);
    }
  });

  if (issues.length > 0 || !location) return { ok: false, issues };
  const candidate = {
    material_id: materialId,
    material_name: materialName,
    color_id: colorId,
    color_name: colorName,
    image_url: imageUrl,
    installation_location: location,
    metadata: Object.fromEntries(metadata),
  };
  // The job schema is the final word: what passes here is what the background accepts.
  const parsed = CatalogProduct.safeParse(candidate);
  if (!parsed.success) {
    return { ok: false, issues: parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'product'), message: issue.message })) };
  }
  return { ok: true, product: parsed.data };
}

/** Identity of a product in the catalog: the same SKU in another color is another product. */
export function productKey(product: Pick<CatalogProduct, 'material_id' | 'color_id'>): string {
  return `${product.material_id}\u0000${product.color_id}`;
}

/** "Oak Natural (SKU-1, Honey)": how a product is named in lists and messages. */
export function productLabel(product: CatalogProduct): string {
  const detail = [product.material_id, product.color_name].filter((part) => part !== '').join(', ');
  return `${product.material_name} (${detail})`;
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
