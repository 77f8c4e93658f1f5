/**
 * The one way an export writes HTML (the lookbook, and the QR codes' SVG inside it). Every value
 * put into an {@link html} template is escaped for text and for a double-quoted attribute, unless
 * it is {@link Markup} this module made; so no caption, address, URL or `data:` URL can close an
 * attribute or open an element, however it was spelt (#26: a photo server's Content-Type
 * `image/jpeg"><meta http-equiv="refresh" …>` once reached the lookbook as markup).
 */

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and attribute values (in double or single quotes). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const MARKUP: unique symbol = Symbol('markup');

/** HTML that is safe as it stands: made by {@link html}, {@link fillMarkup} or {@link trustedMarkup}. */
export interface Markup {
  readonly [MARKUP]: string;
}

/** What an {@link html} template takes: text and numbers (escaped), markup (kept; a list one per line), nothing (left out). */
export type HtmlValue = string | number | Markup | readonly Markup[] | null | undefined;

const markup = (text: string): Markup => ({ [MARKUP]: text });

function isMarkup(value: unknown): value is Markup {
  return typeof value === 'object' && value !== null && MARKUP in value;
}

/** One interpolated value as HTML. */
function valueHtml(value: HtmlValue): string {
  if (value === null || value === undefined) return '';
  if (isMarkup(value)) return value[MARKUP];
  if (Array.isArray(value)) return value.map((item: Markup) => item[MARKUP]).join('\n');
  return escapeHtml(String(value));
}

/** A template of trusted markup with every interpolated value escaped (see the module comment). */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): Markup {
  return markup(strings.reduce((out, part, i) => out + part + (i < values.length ? valueHtml(values[i]) : ''), ''));
}

/**
 * A translated sentence as HTML with `inserted` where `placeholder` stands: the sentence escaped,
 * the markup put in once (never escaped twice). A function replacement, so `$&` or `$'` in a URL
 * stay text.
 */
export function fillMarkup(sentence: string, placeholder: string, inserted: Markup): Markup {
  return markup(escapeHtml(sentence).replace(placeholder, () => inserted[MARKUP]));
}

/**
 * Markup written by code, with no outside text in it: the style sheet, a QR code's SVG paths. Never
 * for anything that holds a listing's, a server's or a user's text.
 */
export function trustedMarkup(text: string): Markup {
  return markup(text);
}

/** The finished page or fragment as text. */
export function markupText(value: Markup): string {
  return value[MARKUP];
}
