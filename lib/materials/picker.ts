import { MAX_MATERIALS } from '../api/limits';
import { LOCATIONS, productKey, type Product, type Location } from './product';

/**
 * How a render's materials are picked from the catalog (the Renovate form's materials option).
 *
 * Decision: at most one product per installation location. A Material tells the service only
 * *where* it goes (FLOORS, BACKSPLASH…), never which part of it, so two floors in one render
 * leave the service to guess which floor gets which, and the result is neither. Picking another
 * product for a location that already has one therefore replaces it (checkboxes that behave like
 * one choice per location, and can all be cleared); comparing two floors is two renders.
 * A render that already holds several products for one location (a *Tweak* of an older render)
 * keeps them until that location is picked again, so nothing is dropped silently.
 * MAX_MATERIALS still holds: a pick that would add a product past it is refused.
 */

/** One product the picker shows for a location. */
export interface MaterialChoice {
  /** What is shown and, when chosen, sent: the render's own copy of a chosen product. */
  readonly product: Product;
  readonly chosen: boolean;
  /** False for a chosen product the catalog no longer has (deleted or changed since): shown so it can be removed. */
  readonly inProducts: boolean;
}

/** The products of one installation location. */
export interface LocationGroup {
  readonly location: Location;
  readonly choices: readonly MaterialChoice[];
}

/** What a pick did: the render's new materials and the products it replaced, or `full` when refused. */
export type PickResult = { readonly ok: true; readonly materials: Product[]; readonly replaced: Product[] } | { readonly ok: false; readonly reason: 'full' };

/**
 * The catalog grouped by location in the spec's order (locations without products are left
 * out): the catalog's products (a chosen one as the render holds it), then the render's
 * products the catalog does not have.
 */
export function materialGroups(products: readonly Product[], chosen: readonly Product[]): LocationGroup[] {
  const chosenByKey = new Map(chosen.map((product) => [productKey(product), product]));
  const knownKeys = new Set(products.map(productKey));
  return LOCATIONS.map((location) => {
    const fromProducts = products
      .filter((product) => product.installation_location === location)
      .map((product) => {
        const picked = chosenByKey.get(productKey(product));
        return { product: picked ?? product, chosen: picked !== undefined, inProducts: true };
      });
    const onlyInRender = chosen
      .filter((product) => product.installation_location === location && !knownKeys.has(productKey(product)))
      .map((product) => ({ product, chosen: true, inProducts: false }));
    return { location, choices: [...fromProducts, ...onlyInRender] };
  }).filter((group) => group.choices.length > 0);
}

/** True when picking `product` would not take the render past MAX_MATERIALS (its location is taken, or there is room). */
export function canPick(materials: readonly Product[], product: Product): boolean {
  return materials.length < MAX_MATERIALS || materials.some((item) => item.installation_location === product.installation_location);
}

/**
 * Adds `product` to the render's materials, replacing every product of its location (in the
 * first one's place, so the order stays as the user built it). Refused when the render is full
 * and the location is new.
 */
export function pickMaterial(materials: readonly Product[], product: Product): PickResult {
  if (!canPick(materials, product)) return { ok: false, reason: 'full' };
  const key = productKey(product);
  const sameLocation = (item: Product) => item.installation_location === product.installation_location;
  const replaced = materials.filter((item) => sameLocation(item) && productKey(item) !== key);
  const at = materials.findIndex(sameLocation);
  if (at < 0) return { ok: true, materials: [...materials, product], replaced };
  // Nothing before `at` shares the location: it is the first that does.
  const after = materials.slice(at).filter((item) => !sameLocation(item));
  return { ok: true, materials: [...materials.slice(0, at), product, ...after], replaced };
}

/** The render's materials without `product`. */
export function unpickMaterial(materials: readonly Product[], product: Product): Product[] {
  const key = productKey(product);
  return materials.filter((item) => productKey(item) !== key);
}
