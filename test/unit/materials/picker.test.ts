import { describe, expect, it } from 'vitest';
import { MAX_MATERIALS } from '../../../lib/api/limits';
import { canPick, materialGroups, pickMaterial, unpickMaterial } from '../../../lib/materials/picker';
import type { Product, Location } from '../../../lib/materials/product';

const product = (id: string, location: Location, name = id): Product => ({
  material_id: id,
  material_name: name,
  color_id: '',
  color_name: '',
  image_url: `https://cdn.example.com/${id}.jpg`,
  installation_location: location,
  metadata: {},
});
const OAK = product('OAK-1', 'FLOORS', 'White oak');
const WALNUT = product('WAL-1', 'FLOORS', 'Walnut');
const ZELLIGE = product('ZEL-1', 'BACKSPLASH', 'Zellige');
const SUBWAY = product('SUB-1', 'BACKSPLASH', 'Subway tile');
const PAINT = product('PNT-1', 'WALLS', 'Chalk white');

describe('materialGroups', () => {
  it('groups the catalog by location in the spec’s order, leaving empty locations out', () => {
    const groups = materialGroups([ZELLIGE, PAINT, OAK, WALNUT], []);
    expect(groups.map((group) => [group.location, group.choices.map((choice) => choice.product.material_id)])).toEqual([
      ['FLOORS', ['OAK-1', 'WAL-1']],
      ['BACKSPLASH', ['ZEL-1']],
      ['WALLS', ['PNT-1']],
    ]);
    expect(groups.flatMap((group) => group.choices).every((choice) => !choice.chosen && choice.inProducts)).toBe(true);
  });

  it('shows a chosen product as the render holds it, and one the catalog no longer has', () => {
    const oakInRender = { ...OAK, image_url: 'https://cdn.example.com/oak-old.jpg' };
    const [floors, backsplash] = materialGroups([OAK, WALNUT], [oakInRender, ZELLIGE]);
    expect(floors?.choices).toEqual([
      { product: oakInRender, chosen: true, inProducts: true },
      { product: WALNUT, chosen: false, inProducts: true },
    ]);
    expect(backsplash?.choices).toEqual([{ product: ZELLIGE, chosen: true, inProducts: false }]);
  });
});

describe('pickMaterial', () => {
  it('adds a product for a new location at the end', () => {
    expect(pickMaterial([OAK], ZELLIGE)).toEqual({ ok: true, materials: [OAK, ZELLIGE], replaced: [] });
  });

  it('replaces the product of the same location in its place (one floor per render)', () => {
    expect(pickMaterial([OAK, ZELLIGE], WALNUT)).toEqual({ ok: true, materials: [WALNUT, ZELLIGE], replaced: [OAK] });
    expect(pickMaterial([PAINT, ZELLIGE, OAK], SUBWAY)).toEqual({ ok: true, materials: [PAINT, SUBWAY, OAK], replaced: [ZELLIGE] });
  });

  it('replaces every product of a location a tweaked render held several of', () => {
    const tweaked = [OAK, PAINT, WALNUT];
    const parquet = product('PAR-1', 'FLOORS', 'Parquet');
    expect(pickMaterial(tweaked, parquet)).toEqual({ ok: true, materials: [parquet, PAINT], replaced: [OAK, WALNUT] });
  });

  it('picking a product already in the render keeps it once', () => {
    expect(pickMaterial([OAK, ZELLIGE], OAK)).toEqual({ ok: true, materials: [OAK, ZELLIGE], replaced: [] });
  });

  it(`refuses a product for a new location once the render holds MAX_MATERIALS (${MAX_MATERIALS}), but still replaces`, () => {
    const full = Array.from({ length: MAX_MATERIALS }, (_, i) => product(`F-${i}`, i < 5 ? 'FLOORS' : 'WALLS'));
    expect(canPick(full, ZELLIGE)).toBe(false);
    expect(pickMaterial(full, ZELLIGE)).toEqual({ ok: false, reason: 'full' });
    expect(canPick(full, OAK)).toBe(true);
    const replaced = pickMaterial(full, OAK);
    expect(replaced.ok && replaced.materials).toHaveLength(MAX_MATERIALS - 4);
    expect(canPick(full.slice(1), ZELLIGE)).toBe(true);
  });
});

describe('unpickMaterial', () => {
  it('removes the product by SKU and colour, and only it', () => {
    const oakHoney = { ...OAK, color_id: 'HONEY' };
    expect(unpickMaterial([OAK, oakHoney, ZELLIGE], OAK)).toEqual([oakHoney, ZELLIGE]);
  });
});
