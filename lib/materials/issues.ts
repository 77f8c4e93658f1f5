/**
 * The problems a catalog product or a catalog file can have, as data: a code, the field it is
 * about and the values a sentence needs. No sentence is stored here: pages write them in their
 * language (`issue-text.ts`, `materials` namespace), and `formatImportIssue` writes English for
 * tests and logs from the same tables.
 */

/** The product's text fields (the ones `required` and `too-long` are about). */
export type TextField = 'material_id' | 'material_name' | 'color_id' | 'color_name' | 'image_url';

/** A field a product can be refused on by the job schema (its last check). */
export type SchemaField = TextField | 'installation_location' | 'metadata';

/** No values needed by the sentence. */
type NoParams = Readonly<Record<never, never>>;

/** What a JSON value was instead of text (`not-text`). */
export type NotTextKind = 'list' | 'object' | 'boolean' | 'null';
/** What a JSON `metadata` value was instead of an object (`metadata-not-object`). */
export type NotObjectKind = 'string' | 'number' | 'boolean' | 'list';

/**
 * The problems with one value of a product (`validateProduct`), each as [field, params]; the
 * form shows each on its field. The field is the API field name, `metadata.<name>` for a detail,
 * or `metadata[<i>]` for a detail without a name (its position among the filled-in details).
 */
interface FieldIssueShapes {
  required: [TextField, NoParams];
  'too-long': [TextField, { readonly max: number }];
  'not-http-url': ['image_url', { readonly value: string }];
  'unknown-location': ['installation_location', { readonly value: string; readonly locations: string }];
  'too-many-details': ['metadata', { readonly max: number }];
  'detail-without-name': [`metadata[${number}]`, { readonly value: string }];
  'detail-without-value': [`metadata.${string}`, { readonly name: string }];
  'detail-reserved': [`metadata.${string}`, { readonly name: string }];
  'detail-twice': [`metadata.${string}`, { readonly name: string }];
  'detail-too-long': [`metadata.${string}`, { readonly name: string; readonly max: number }];
  invalid: [SchemaField, NoParams];
}

/**
 * The problems with a catalog file as a whole, its header, or a row or product that are not about
 * a product's values, each as [field, params]. The field is the file's own name of the column
 * or key (`image_url`, `metadata.size`, `format`), or null.
 */
interface FileIssueShapes {
  'binary-file': [null, NoParams];
  'too-large': [null, { readonly bytes: number }];
  unreadable: [null, NoParams];
  'not-json': [null, NoParams];
  'not-json-at': [null, { readonly line: number; readonly column: number }];
  'not-a-list': ['products', NoParams];
  'other-format': ['format', { readonly format: string }];
  'newer-version': ['version', { readonly version: number; readonly supported: number }];
  'no-products': ['products', NoParams];
  'not-an-object': [null, NoParams];
  'not-text': [string, { readonly kind: NotTextKind }];
  'metadata-not-object': ['metadata', { readonly kind: NotObjectKind }];
  'empty-file': [null, NoParams];
  'header-only': [null, NoParams];
  'csv-text-after-quote': [null, NoParams];
  'csv-stray-quote': [null, NoParams];
  'csv-unclosed-quote': [null, NoParams];
  'unknown-column': [string, { readonly columns: string }];
  'unnamed-column': [null, { readonly number: number; readonly columns: string }];
  'column-twice': [string, NoParams];
  'missing-column': [string, NoParams];
  'field-count': [null, { readonly count: number; readonly columns: number }];
  duplicate: ['material_id', { readonly unit: IssuePlace['unit']; readonly number: number }];
}

type Shapes = FieldIssueShapes & FileIssueShapes;

/** Every issue code. */
export type IssueCode = keyof Shapes;

/** The issue of one code: `{ code, field, params }`. */
export type IssueOf<C extends IssueCode> = Shapes[C] extends [infer F, infer P] ? { readonly code: C; readonly field: F; readonly params: P } : never;

/** A problem with one value of a product. */
export type FieldIssue = { [C in keyof FieldIssueShapes]: IssueOf<C> }[keyof FieldIssueShapes];

/** A problem with a file that is not about a product's values. */
export type FileIssue = { [C in keyof FileIssueShapes]: IssueOf<C> }[keyof FileIssueShapes];

/** A problem of a CSV file's syntax (also the reason of a thrown `CsvSyntaxError`). */
export type CsvSyntaxCode = 'csv-text-after-quote' | 'csv-stray-quote' | 'csv-unclosed-quote';

/** Where in a file a problem is: a CSV row (the header is row 1, as a spreadsheet numbers it) or a JSON product (1-based). */
export interface IssuePlace {
  readonly unit: 'row' | 'product';
  readonly number: number;
}

/** One problem found while importing a file, with its place (null for the whole file). */
export type ImportIssue = (FieldIssue | FileIssue) & { readonly at: IssuePlace | null };

/** The place of row `number` of a CSV file. */
export function row(number: number): IssuePlace {
  return { unit: 'row', number };
}

/** The place of product `number` (1-based) of a JSON file. */
export function product(number: number): IssuePlace {
  return { unit: 'product', number };
}
