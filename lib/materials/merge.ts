import { productKey, type Product } from './product';

/** The outcome of merging imported products into the catalog. */
export interface MergeResult {
  readonly products: Product[];
  readonly added: number;
  readonly updated: number;
  readonly unchanged: number;
}

/**
 * Merges products into a catalog. Nothing already in the catalog is dropped: a product with the
 * same SKU and color id is replaced in place by the incoming one, others are appended in order.
 */
export function mergeProducts(existing: readonly Product[], incoming: readonly Product[]): MergeResult {
  const products = [...existing];
  const index = new Map(products.map((product, i) => [productKey(product), i]));
  let added = 0;
  let updated = 0;
  let unchanged = 0;
  for (const product of incoming) {
    const key = productKey(product);
    const at = index.get(key);
    if (at === undefined) {
      index.set(key, products.length);
      products.push(product);
      added += 1;
    } else if (sameProduct(products[at], product)) {
      unchanged += 1;
    } else {
      products[at] = product;
      updated += 1;
    }
  }
  return { products, added, updated, unchanged };
}

/** The catalog without the product of that key. */
export function removeProduct(products: readonly Product[], key: string): Product[] {
  return products.filter((product) => productKey(product) !== key);
}

function sameProduct(a: Product | undefined, b: Product): boolean {
  if (!a) return false;
  const metaA = Object.entries(a.metadata);
  const metaB = Object.entries(b.metadata);
  return (
    a.material_id === b.material_id &&
    a.material_name === b.material_name &&
    a.color_id === b.color_id &&
    a.color_name === b.color_name &&
    a.image_url === b.image_url &&
    a.installation_location === b.installation_location &&
    metaA.length === metaB.length &&
    metaA.every(([key, value]) => Object.hasOwn(b.metadata, key) && b.metadata[key] === value)
  );
}
