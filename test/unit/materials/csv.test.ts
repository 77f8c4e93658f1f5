import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { productsFromCsv, productsToCsv, CsvSyntaxError, formatCsv, parseCsv } from '../../../lib/materials/csv';
import { formatImportIssue } from '../../../lib/materials/import-result';
import { LOCATIONS, type Product } from '../../../lib/materials/product';

const OAK: Product = {
  material_id: 'OAK-NAT-180',
  material_name: 'Natural oak plank',
  color_id: 'C-12',
  color_name: 'Honey',
  image_url: 'https://cdn.example.com/textures/oak.jpg',
  installation_location: 'FLOORS',
  metadata: { finish: 'matte', width_mm: '180' },
};
const TILE: Product = {
  material_id: 'TILE-9',
  material_name: 'Zellige tile, "sea glass"',
  color_id: '',
  color_name: '',
  image_url: 'https://cdn.example.com/textures/zellige.jpg',
  installation_location: 'BACKSPLASH',
  metadata: { note: 'hand-made,\nirregular' },
};

const HEADER = 'material_id,material_name,color_id,color_name,image_url,installation_location';

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, CRLF and LF, a BOM, and skips blank lines', () => {
    expect(parseCsv('\uFEFFa,"b,c","say ""hi"""\r\n\r\n1,2,3\n')).toEqual([
      ['a', 'b,c', 'say "hi"'],
      ['1', '2', '3'],
    ]);
  });

  it('keeps newlines inside quoted fields and empty trailing fields', () => {
    expect(parseCsv('"x\ny",\n')).toEqual([['x\ny', '']]);
  });

  it('reports an unterminated quote and a stray quote with the row', () => {
    expect(() => parseCsv('a,b\n"open,c')).toThrow(CsvSyntaxError);
    const thrown = (() => {
      try {
        parseCsv('a,b\nc,d\ne"f,g');
        return undefined;
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(CsvSyntaxError);
    expect((thrown as CsvSyntaxError).row).toBe(3);
  });

  it('parses what formatCsv writes, for any cells', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 6 }), (rows) => {
        expect(parseCsv(formatCsv(rows))).toEqual(rows);
      }),
    );
  });
});

describe('catalog CSV', () => {
  it('round-trips products, including commas, quotes, newlines and metadata columns', () => {
    const csv = productsToCsv([OAK, TILE]);
    expect(csv.split('\r\n')[0]).toBe(`${HEADER},metadata.finish,metadata.width_mm,metadata.note`);
    expect(productsFromCsv(csv)).toEqual({ ok: true, products: [OAK, TILE] });
  });

  it('guards cells that a spreadsheet would run as formulas, and restores them on import', () => {
    const risky: Product = { ...OAK, material_id: '=HYPERLINK("http://evil")', material_name: "'quoted", metadata: { delta: '-5' } };
    const csv = productsToCsv([risky]);
    expect(csv).toContain(`'=HYPERLINK`);
    expect(csv).toContain(`'-5`);
    expect(productsFromCsv(csv)).toEqual({ ok: true, products: [risky] });
  });

  it('exports metadata keys named like Object properties as plain data', () => {
    const a: Product = { ...OAK, metadata: { valueOf: 'x' } };
    const b: Product = { ...TILE, metadata: {} };
    expect(productsFromCsv(productsToCsv([a, b]))).toEqual({ ok: true, products: [a, b] });
  });

  it('round-trips arbitrary valid products (property)', () => {
    const text = fc.string({ maxLength: 20 }).map((s) => s.trim()).filter((s) => s !== '' && s !== '__proto__');
    const product = fc.record({
      material_id: text,
      material_name: text,
      color_id: fc.constant(''),
      color_name: fc.string({ maxLength: 10 }).map((s) => s.trim()),
      image_url: fc.webUrl({ validSchemes: ['https'] }),
      installation_location: fc.constantFrom(...LOCATIONS),
      metadata: fc.dictionary(text, text, { maxKeys: 3 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(product, { selector: (p) => p.material_id, maxLength: 5, minLength: 1 }), (products) => {
        const back = productsFromCsv(productsToCsv(products));
        expect(back.ok).toBe(true);
        if (back.ok) expect(back.products).toEqual(products.map((p) => ({ ...p, image_url: p.image_url.trim() })));
      }),
      { numRuns: 60 },
    );
  });

  it('accepts a hand-written file: optional color columns missing, friendly location names', () => {
    const result = productsFromCsv('material_id,material_name,image_url,installation_location\nSKU-1,Walnut,https://x.example/w.jpg,kitchen cabinets\n');
    expect(result).toEqual({
      ok: true,
      products: [{ material_id: 'SKU-1', material_name: 'Walnut', color_id: '', color_name: '', image_url: 'https://x.example/w.jpg', installation_location: 'KITCHEN_CABINETS', metadata: {} }],
    });
  });

  it('names the row and field of every bad value, and returns no products', () => {
    const csv = [
      HEADER,
      'OK-1,Good,,,https://x.example/a.jpg,FLOORS',
      'BAD-1,Bad url,,,not a url,FLOORS',
      ',No sku,,,https://x.example/b.jpg,ROOF',
    ].join('\n');
    const result = productsFromCsv(csv);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const lines = result.issues.map(formatImportIssue);
    expect(lines).toContainEqual(expect.stringMatching(/^Row 3, image_url: .*full http\(s\) address/));
    expect(lines).toContainEqual(expect.stringMatching(/^Row 4, material_id: .*required/));
    expect(lines).toContainEqual(expect.stringMatching(/^Row 4, installation_location: .*“ROOF” is not one of/));
    expect(lines.some((line) => line.startsWith('Row 2'))).toBe(false);
  });

  it('rejects unknown or missing columns, a wrong field count, duplicates and empty files', () => {
    const row = (number: number) => ({ unit: 'row', number });
    expect(productsFromCsv('')).toMatchObject({ ok: false, issues: [{ code: 'empty-file', at: null }] });
    expect(productsFromCsv(`${HEADER}\n`)).toMatchObject({ ok: false, issues: [{ code: 'header-only' }] });
    const unknown = productsFromCsv('material_id,material_name,image_url,installation_location,price\n');
    expect(unknown).toMatchObject({ ok: false, issues: [{ code: 'unknown-column', at: row(1), field: 'price' }] });
    const unnamed = productsFromCsv('material_id,material_name,,image_url,installation_location\n');
    expect(unnamed).toMatchObject({ ok: false, issues: [{ code: 'unnamed-column', at: row(1), field: null, params: { number: 3 } }] });
    const missing = productsFromCsv('material_id,material_name,installation_location\n');
    expect(missing).toMatchObject({ ok: false, issues: [{ code: 'missing-column', at: row(1), field: 'image_url' }] });
    const count = productsFromCsv(`${HEADER}\nA,B,,,https://x.example/a.jpg\n`);
    expect(count).toMatchObject({ ok: false, issues: [{ code: 'field-count', at: row(2), params: { count: 5, columns: 6 } }] });
    const dup = productsFromCsv(`${HEADER}\nA,B,c,,https://x.example/a.jpg,FLOORS\nA,Other,c,,https://x.example/b.jpg,WALLS\n`);
    expect(dup).toMatchObject({ ok: false, issues: [{ code: 'duplicate', at: row(3), field: 'material_id', params: { unit: 'row', number: 2 } }] });
    const syntax = productsFromCsv(`${HEADER}\n"A,B\n`);
    expect(syntax).toMatchObject({ ok: false, issues: [{ code: 'csv-unclosed-quote', at: row(2) }] });
  });

  it('says each problem in English from the materials namespace', () => {
    const english = (text: string) => {
      const result = productsFromCsv(text);
      return result.ok ? [] : result.issues.map(formatImportIssue);
    };
    expect(english('')).toEqual(['The file is empty: expected a header row naming the columns.']);
    expect(english('material_id,material_name,image_url,installation_location,price\n')).toEqual([
      'Row 1, price: Unknown column. Columns are material_id, material_name, color_id, color_name, image_url, installation_location and metadata.<name>.',
    ]);
    expect(english(`${HEADER}\nA,B,,,https://x.example/a.jpg\n`)).toEqual(['Row 2: Has 5 fields; the header has 6.']);
    expect(english(`${HEADER}\nA,B,c,,https://x.example/a.jpg,FLOORS\nA,Other,c,,https://x.example/b.jpg,WALLS\n`)).toEqual(['Row 3, material_id: Same material_id and color_id as row 2.']);
    expect(english(`${HEADER}\n"A,B\n`)).toEqual(['Row 2: a quoted field is never closed.']);
    expect(() => parseCsv('a\nb"c')).toThrow('Row 2: a quote inside an unquoted field; wrap the field in quotes and double the quote.');
  });
});
