import { describe, expect, it } from 'vitest';
import { MAX_URL_LENGTH } from '../../../lib/api/limits';
import { Product, emptyDraft, parseLocation, productKey, validateProduct } from '../../../lib/materials/product';
import { mergeProducts, removeProduct } from '../../../lib/materials/merge';

const draft = { ...emptyDraft(), material_id: ' SKU-1 ', material_name: 'Oak', image_url: 'https://x.example/oak.jpg', installation_location: 'FLOORS' };

describe('validateProduct', () => {
  it('produces a Material the job schema accepts, trimmed', () => {
    const result = validateProduct({ ...draft, metadata: [{ key: ' finish ', value: 'matte' }, { key: '', value: '' }] });
    expect(result).toEqual({
      ok: true,
      product: { material_id: 'SKU-1', material_name: 'Oak', color_id: '', color_name: '', image_url: 'https://x.example/oak.jpg', installation_location: 'FLOORS', metadata: { finish: 'matte' } },
    });
    if (result.ok) expect(Product.safeParse(result.product).success).toBe(true);
  });

  it('reports every problem on its field', () => {
    const result = validateProduct({
      ...emptyDraft(),
      image_url: 'javascript:alert(1)',
      installation_location: 'GARDEN',
      metadata: [{ key: 'a', value: '' }, { key: '', value: 'orphan' }, { key: 'b', value: '1' }, { key: 'b', value: '2' }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.field)).toEqual(['material_id', 'material_name', 'image_url', 'installation_location', 'metadata.a', 'metadata[1]', 'metadata.b']);
  });

  it('keeps a metadata key named like an Object property as plain data', () => {
    const result = validateProduct({ ...draft, metadata: [{ key: 'constructor', value: 'x' }] });
    expect(result.ok && Object.hasOwn(result.product.metadata, 'constructor')).toBe(true);
    expect(validateProduct({ ...draft, metadata: [{ key: '__proto__', value: 'x' }] }).ok).toBe(false);
  });

  it('takes a texture address up to the service’s URL limit, MAX_URL_LENGTH, and refuses one character more', () => {
    const urlOf = (length: number) => `https://x.example/${'a'.repeat(length - 'https://x.example/'.length)}`;
    expect(validateProduct({ ...draft, image_url: urlOf(MAX_URL_LENGTH) }).ok).toBe(true);
    const past = validateProduct({ ...draft, image_url: urlOf(MAX_URL_LENGTH + 1) });
    expect(past.ok ? [] : past.issues).toEqual([{ code: 'too-long', field: 'image_url', params: { max: MAX_URL_LENGTH } }]);
  });

  it('reads locations written by people', () => {
    expect(parseLocation('exterior siding')).toBe('EXTERIOR_SIDING');
    expect(parseLocation('Kitchen-Cabinets')).toBe('KITCHEN_CABINETS');
    expect(parseLocation('roof')).toBeUndefined();
  });
});

describe('mergeProducts', () => {
  const a: Product = { material_id: 'A', material_name: 'A', color_id: '1', color_name: '', image_url: 'https://x.example/a.jpg', installation_location: 'FLOORS', metadata: {} };
  const b: Product = { ...a, material_id: 'B' };

  it('never drops existing products: same SKU and color replace in place, others append', () => {
    const updatedA = { ...a, material_name: 'A v2' };
    const c = { ...a, color_id: '2' };
    const result = mergeProducts([a, b], [updatedA, c, b]);
    expect(result.products).toEqual([updatedA, b, c]);
    expect(result).toMatchObject({ added: 1, updated: 1, unchanged: 1 });
  });

  it('removes by key', () => {
    expect(removeProduct([a, b], productKey(a))).toEqual([b]);
  });
});
