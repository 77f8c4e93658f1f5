import { formatBytes } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { materialsMessages, type MaterialsT } from '../i18n/messages/materials/index';
import { translator } from '../i18n/translate';
import type { FieldIssue, FileIssue, ImportIssue, IssueCode, IssueOf, SchemaField } from './issues';

/*
 * Catalog problems as sentences, in any of the six languages (`materials` namespace, `issue.*`).
 * Each code's sentence is chosen through literal keys, so the messages-complete test sees every key read
 * and the type checker sees every code covered. English comes from the same table, so the
 * options page and `formatImportIssue` (tests, logs) never say different things.
 */

/** A field's name inside a sentence: its label and its API name ("SKU (material_id)"). */
const FIELD_NAME = {
  material_id: 'field.material_id',
  material_name: 'field.material_name',
  color_id: 'field.color_id',
  color_name: 'field.color_name',
  image_url: 'field.image_url',
  installation_location: 'field.installation_location',
  metadata: 'field.metadata',
} as const satisfies Record<SchemaField, string>;

type Writer<C extends IssueCode> = (issue: IssueOf<C>, t: MaterialsT, locale: Locale) => string;

/** One sentence per code, each with its parameters checked against its message. */
const SENTENCE: { readonly [C in IssueCode]: Writer<C> } = {
  required: ({ field }, t) => t('issue.required', { field: t(FIELD_NAME[field]) }),
  'too-long': ({ field, params }, t) => t('issue.too-long', { field: t(FIELD_NAME[field]), max: params.max }),
  invalid: ({ field }, t) => t('issue.invalid', { field: t(FIELD_NAME[field]) }),
  'not-http-url': ({ params }, t) => t('issue.not-http-url', { value: clip(params.value) }),
  'unknown-location': ({ params }, t) => t('issue.unknown-location', { value: clip(params.value), locations: params.locations }),
  'too-many-details': ({ params }, t) => t('issue.too-many-details', { max: params.max }),
  'detail-without-name': ({ params }, t) => t('issue.detail-without-name', { value: clip(params.value) }),
  'detail-without-value': ({ params }, t) => t('issue.detail-without-value', { name: clip(params.name) }),
  'detail-reserved': ({ params }, t) => t('issue.detail-reserved', { name: params.name }),
  'detail-twice': ({ params }, t) => t('issue.detail-twice', { name: clip(params.name) }),
  'detail-too-long': ({ params }, t) => t('issue.detail-too-long', { name: clip(params.name), max: params.max }),
  'binary-file': (_, t) => t('issue.binary-file'),
  'too-large': ({ params }, t, locale) => t('transfer.too-large', { size: formatBytes(params.bytes, locale) }),
  unreadable: (_, t) => t('transfer.unreadable'),
  'not-json': (_, t) => t('issue.not-json'),
  'not-json-at': ({ params }, t) => t('issue.not-json-at', { line: params.line, column: params.column }),
  'not-a-list': (_, t) => t('issue.not-a-list'),
  'other-format': ({ params }, t) => t('issue.other-format', { format: clip(params.format) }),
  'newer-version': ({ params }, t) => t('issue.newer-version', { version: params.version, supported: params.supported }),
  'no-products': (_, t) => t('issue.no-products'),
  'not-an-object': (_, t) => t('issue.not-an-object'),
  'not-text': ({ params }, t) => t(NOT_TEXT[params.kind]),
  'metadata-not-object': ({ params }, t) => t(NOT_OBJECT[params.kind]),
  'empty-file': (_, t) => t('issue.empty-file'),
  'header-only': (_, t) => t('issue.header-only'),
  'csv-text-after-quote': (_, t) => t('issue.csv-text-after-quote'),
  'csv-stray-quote': (_, t) => t('issue.csv-stray-quote'),
  'csv-unclosed-quote': (_, t) => t('issue.csv-unclosed-quote'),
  'unknown-column': ({ params }, t) => t('issue.unknown-column', { columns: params.columns }),
  'unnamed-column': ({ params }, t) => t('issue.unnamed-column', { number: params.number, columns: params.columns }),
  'column-twice': (_, t) => t('issue.column-twice'),
  'missing-column': (_, t) => t('issue.missing-column'),
  'field-count': ({ params }, t) => t('issue.field-count', { count: params.count, columns: params.columns }),
  duplicate: ({ params }, t) => (params.unit === 'row' ? t('issue.duplicate-row', { number: params.number }) : t('issue.duplicate-product', { number: params.number })),
};

/** "Must be text, not a list.": one whole sentence per kind, since the article agrees with the noun. */
const NOT_TEXT = {
  list: 'issue.not-text.list',
  object: 'issue.not-text.object',
  boolean: 'issue.not-text.boolean',
  null: 'issue.not-text.null',
} as const;

/** "Must be an object of name/value pairs, not a string.", per kind as above. */
const NOT_OBJECT = {
  string: 'issue.metadata-not-object.string',
  number: 'issue.metadata-not-object.number',
  boolean: 'issue.metadata-not-object.boolean',
  list: 'issue.metadata-not-object.list',
} as const;

/** A problem without its place, for the field it is shown on: "SKU (material_id) is required." */
export function issueText(issue: FieldIssue | FileIssue, t: MaterialsT, locale: Locale): string {
  // The code picks its writer, whose issue type is that code's: a mismatch cannot be built through the issue types.
  const write = SENTENCE[issue.code] as Writer<IssueCode>;
  return write(issue as IssueOf<IssueCode>, t, locale);
}

/** A problem of an imported file with its place: "Row 3, image_url: Texture image URL must be …". */
export function importIssueText(issue: ImportIssue, t: MaterialsT, locale: Locale): string {
  const problem = issueText(issue, t, locale);
  const { at, field } = issue;
  if (at === null) return field === null ? problem : t('issue.at-field', { field, problem });
  const number = at.number;
  if (at.unit === 'row') return field === null ? t('issue.at-row', { number, problem }) : t('issue.at-row-field', { number, field, problem });
  return field === null ? t('issue.at-product', { number, problem }) : t('issue.at-product-field', { number, field, problem });
}

const english = translator(materialsMessages, 'en');

/** The English sentence of an import problem, for tests, logs and thrown errors (the page shows `importIssueText`). */
export function formatImportIssue(issue: ImportIssue): string {
  return importIssueText(issue, english, 'en');
}

/** A value from a file or a field, short enough to quote inside a sentence. */
function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
