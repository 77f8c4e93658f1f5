import '../all-locales';
import { describe, expect, it } from 'vitest';
import { formatImportIssue, importIssueText, issueText } from '../../../lib/materials/issue-text';
import type { ImportIssue, IssueCode, IssueOf } from '../../../lib/materials/issues';
import { LOCALES, type Locale } from '../../../lib/i18n/locales';
import type { ParamValue } from '../../../lib/i18n/message-types';
import { materialsMessages, type MaterialsT } from '../../../lib/i18n/messages/materials/index';
import { translator } from '../../../lib/i18n/translate';

/**
 * Every catalog issue code has its sentence: one issue of each code (the type makes the list
 * complete) is worded through a recording translator, which must read only keys of the catalog
 * namespace and fill every placeholder, in each of the six languages. (That each key exists in
 * every language is test/unit/i18n/messages-complete.test.ts's.)
 */

const SAMPLE: { readonly [C in IssueCode]: IssueOf<C> } = {
  required: { code: 'required', field: 'material_id', params: {} },
  'too-long': { code: 'too-long', field: 'image_url', params: { max: 2000 } },
  invalid: { code: 'invalid', field: 'metadata', params: {} },
  'not-http-url': { code: 'not-http-url', field: 'image_url', params: { value: 'ftp://x.example/a.jpg' } },
  'unknown-location': { code: 'unknown-location', field: 'installation_location', params: { value: 'ROOF', locations: 'FLOORS, WALLS' } },
  'too-many-details': { code: 'too-many-details', field: 'metadata', params: { max: 30 } },
  'detail-without-name': { code: 'detail-without-name', field: 'metadata[1]', params: { value: 'matte' } },
  'detail-without-value': { code: 'detail-without-value', field: 'metadata.finish', params: { name: 'finish' } },
  'detail-reserved': { code: 'detail-reserved', field: 'metadata.__proto__', params: { name: '__proto__' } },
  'detail-twice': { code: 'detail-twice', field: 'metadata.finish', params: { name: 'finish' } },
  'detail-too-long': { code: 'detail-too-long', field: 'metadata.finish', params: { name: 'finish', max: 300 } },
  'binary-file': { code: 'binary-file', field: null, params: {} },
  'too-large': { code: 'too-large', field: null, params: { bytes: 5_000_000 } },
  unreadable: { code: 'unreadable', field: null, params: {} },
  'not-json': { code: 'not-json', field: null, params: {} },
  'not-json-at': { code: 'not-json-at', field: null, params: { line: 1200, column: 4 } },
  'not-a-list': { code: 'not-a-list', field: 'products', params: {} },
  'other-format': { code: 'other-format', field: 'format', params: { format: 'figma-export' } },
  'newer-version': { code: 'newer-version', field: 'version', params: { version: 2, supported: 1 } },
  'no-products': { code: 'no-products', field: 'products', params: {} },
  'not-an-object': { code: 'not-an-object', field: null, params: {} },
  'not-text': { code: 'not-text', field: 'material_name', params: { kind: 'list' } },
  'metadata-not-object': { code: 'metadata-not-object', field: 'metadata', params: { kind: 'string' } },
  'empty-file': { code: 'empty-file', field: null, params: {} },
  'header-only': { code: 'header-only', field: null, params: {} },
  'csv-text-after-quote': { code: 'csv-text-after-quote', field: null, params: {} },
  'csv-stray-quote': { code: 'csv-stray-quote', field: null, params: {} },
  'csv-unclosed-quote': { code: 'csv-unclosed-quote', field: null, params: {} },
  'unknown-column': { code: 'unknown-column', field: 'price', params: { columns: 'material_id, material_name' } },
  'unnamed-column': { code: 'unnamed-column', field: null, params: { number: 3, columns: 'material_id, material_name' } },
  'column-twice': { code: 'column-twice', field: 'color_id', params: {} },
  'missing-column': { code: 'missing-column', field: 'image_url', params: {} },
  'field-count': { code: 'field-count', field: null, params: { count: 5, columns: 6 } },
  duplicate: { code: 'duplicate', field: 'material_id', params: { unit: 'row', number: 2 } },
};

/** A translator that also records which keys it was asked for. */
function recording(locale: Locale): { t: MaterialsT; keys: string[] } {
  // Looser than MaterialsT on purpose: it only passes each call on, whatever the key's parameters.
  const real = translator(materialsMessages, locale) as (key: string, params?: Readonly<Record<string, ParamValue>>) => string;
  const keys: string[] = [];
  const t = ((key: string, params?: Readonly<Record<string, ParamValue>>) => {
    keys.push(key);
    return real(key, params);
  }) as MaterialsT;
  return { t, keys };
}

const codes = Object.keys(SAMPLE) as IssueCode[];

describe.each(LOCALES)('catalog issues in %s', (locale) => {
  it.each(codes)('%s has a sentence from the materials namespace, every placeholder filled', (code) => {
    const { t, keys } = recording(locale);
    const text = issueText(SAMPLE[code], t, locale);
    expect(keys.length, `${code} read no key`).toBeGreaterThan(0);
    for (const key of keys) expect(Object.keys(materialsMessages.en), `${code} reads ${key}`).toContain(key);
    expect(text.trim()).not.toBe('');
    expect(text).not.toMatch(/\{\w+\}/);
    if (locale !== 'en') expect(text, `${code} in ${locale} is the English sentence`).not.toBe(issueText(SAMPLE[code], recording('en').t, 'en'));
  });
});

describe('an issue with its place', () => {
  const at = (issue: IssueOf<IssueCode>, place: ImportIssue['at']) => ({ ...issue, at: place }) as ImportIssue;

  it('names the row or product as a number in the language, and the field by its file name', () => {
    const german = translator(materialsMessages, 'de');
    expect(importIssueText(at(SAMPLE.required, { unit: 'row', number: 1203 }), german, 'de')).toBe('Zeile 1.203, Spalte material_id: „Artikelnummer (material_id)“ ist ein Pflichtfeld.');
    expect(importIssueText(at(SAMPLE['not-an-object'], { unit: 'product', number: 4 }), german, 'de')).toBe('Produkt 4: Ist kein Objekt.');
    const french = translator(materialsMessages, 'fr');
    expect(importIssueText(at(SAMPLE['other-format'], null), french, 'fr')).toBe('Champ format\u00a0: Ce fichier est au format «\u00a0figma-export\u00a0»\u00a0: ce n’est pas un catalogue Reimagine.');
  });

  it('keeps the English wording the tests and logs read', () => {
    expect(formatImportIssue(at(SAMPLE['not-http-url'], { unit: 'row', number: 3 }))).toBe('Row 3, image_url: Texture image URL must be a full http(s) address, not “ftp://x.example/a.jpg”.');
    expect(formatImportIssue(at(SAMPLE.required, { unit: 'product', number: 2 }))).toBe('Product 2, material_id: SKU (material_id) is required.');
    expect(formatImportIssue(at(SAMPLE['too-large'], null))).toBe('The file is larger than 5 MB: that is not a product catalog.');
    expect(formatImportIssue(at(SAMPLE['field-count'], { unit: 'row', number: 1234 }))).toBe('Row 1,234: Has 5 fields; the header has 6.');
  });

  it('clips a long value quoted from the file', () => {
    const long = { ...SAMPLE['not-http-url'], params: { value: `ftp://${'x'.repeat(80)}` } };
    expect(issueText(long, translator(materialsMessages, 'en'), 'en')).toMatch(/not “ftp:\/\/x{33}…”\.$/);
  });
});
