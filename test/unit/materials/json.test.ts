import { describe, expect, it } from 'vitest';
import { productsFromJson, productsToJson, MATERIALS_FILE_FORMAT } from '../../../lib/materials/json';
import { importMaterialsFile } from '../../../lib/materials/detect';
import { formatImportIssue } from '../../../lib/materials/import-result';
import type { Product } from '../../../lib/materials/product';

const OAK: Product = {
  material_id: 'OAK-NAT-180',
  material_name: 'Natural oak plank',
  color_id: 'C-12',
  color_name: 'Honey',
  image_url: 'https://cdn.example.com/textures/oak.jpg',
  installation_location: 'FLOORS',
  metadata: { finish: 'matte' },
};

describe('catalog JSON', () => {
  it('round-trips the exported file', () => {
    const text = productsToJson([OAK, { ...OAK, color_id: 'C-13', color_name: 'Smoke', metadata: {} }]);
    expect(JSON.parse(text)).toMatchObject({ format: MATERIALS_FILE_FORMAT, version: 1 });
    expect(productsFromJson(text)).toEqual({ ok: true, products: [OAK, { ...OAK, color_id: 'C-13', color_name: 'Smoke', metadata: {} }] });
  });

  it('accepts a bare array of Materials, numbers as text and missing color fields', () => {
    const text = JSON.stringify([{ material_id: 123, material_name: 'Quartz', image_url: 'https://x.example/q.jpg', installation_location: 'countertops', metadata: { thickness_mm: 20 } }]);
    expect(productsFromJson(text)).toEqual({
      ok: true,
      products: [{ material_id: '123', material_name: 'Quartz', color_id: '', color_name: '', image_url: 'https://x.example/q.jpg', installation_location: 'COUNTERTOPS', metadata: { thickness_mm: '20' } }],
    });
  });

  it('names the product and field of every problem', () => {
    const text = JSON.stringify({
      products: [OAK, { ...OAK, material_id: 'X', image_url: 'ftp://x.example/a.jpg' }, { ...OAK, material_id: 'Y', metadata: { size: { w: 1 } } }, 'nope', { ...OAK, material_name: ['a'] }],
    });
    const result = productsFromJson(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const lines = result.issues.map(formatImportIssue);
    expect(lines).toEqual([
      expect.stringMatching(/^Product 2, image_url: /),
      expect.stringMatching(/^Product 3, metadata.size: Must be text, not an object/),
      'Product 4: Is not an object.',
      expect.stringMatching(/^Product 5, material_name: Must be text, not a list/),
    ]);
  });

  it('rejects invalid JSON, other formats, newer versions, empty lists and duplicates', () => {
    expect(productsFromJson('{ nope')).toMatchObject({ ok: false, issues: [{ code: 'not-json-at', params: { line: 1, column: 3 } }] });
    expect(productsFromJson('{"format":"something-else","products":[]}')).toMatchObject({ ok: false, issues: [{ code: 'other-format', field: 'format', params: { format: 'something-else' } }] });
    expect(productsFromJson(`{"format":"${MATERIALS_FILE_FORMAT}","version":2,"products":[]}`)).toMatchObject({ ok: false, issues: [{ code: 'newer-version', field: 'version', params: { version: 2, supported: 1 } }] });
    expect(productsFromJson('[]')).toMatchObject({ ok: false, issues: [{ code: 'no-products' }] });
    expect(productsFromJson('{"items":[]}')).toMatchObject({ ok: false, issues: [{ code: 'not-a-list', field: 'products' }] });
    expect(productsFromJson(JSON.stringify([OAK, OAK]))).toMatchObject({
      ok: false,
      issues: [{ code: 'duplicate', at: { unit: 'product', number: 2 }, params: { unit: 'product', number: 1 } }],
    });
  });

  it('says each problem in English from the materials namespace', () => {
    const english = (text: string) => {
      const result = productsFromJson(text);
      return result.ok ? [] : result.issues.map(formatImportIssue);
    };
    expect(english('[\n  { "a": 1 },\n  { oops }\n]')).toEqual(['The file is not valid JSON (error at line 3, column 5).']);
    expect(english('{"format":"something-else","products":[]}')).toEqual(['format: This is a “something-else” file, not a Reimagine catalog.']);
    expect(english('[]')).toEqual(['products: The file has no products.']);
    expect(english(JSON.stringify([OAK, OAK]))).toEqual(['Product 2, material_id: Same material_id and color_id as product 1.']);
    expect(importMaterialsFile('photo.jpg', 'JFIF\u0000\u0000')).toMatchObject({ ok: false, issues: [{ code: 'binary-file' }] });
  });

  it('picks the reader by extension, else by content', () => {
    expect(importMaterialsFile('catalog.json', JSON.stringify([OAK])).ok).toBe(true);
    expect(importMaterialsFile('export', JSON.stringify([OAK])).ok).toBe(true);
    expect(importMaterialsFile('catalog.csv', 'material_id,material_name,image_url,installation_location\nA,B,https://x.example/a.jpg,WALLS\n').ok).toBe(true);
  });
});
