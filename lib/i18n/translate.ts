import type { Locale } from './locales';
import type { ArgsOf, Message, MessageTable, ParamValue, PluralForms, Translation } from './message-types';

/** A namespace in every language: English as written, the others checked against it. */
export type Tables<T extends MessageTable> = { readonly en: T } & { readonly [L in Exclude<Locale, 'en'>]: Translation<T> };

/** Looks up and fills one message of a namespace, in one language. */
export type Translate<T extends MessageTable> = <K extends keyof T & string>(key: K, ...args: ArgsOf<T[K]>) => string;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders; numbers are formatted for the language ("1.234" in German). */
export function fill(text: string, params: Readonly<Record<string, ParamValue>>, locale: Locale): string {
  const numbers = new Intl.NumberFormat(locale);
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numbers.format(value) : value;
  });
}

/** The form of a plural message for `count` in `locale` (falls back to `other`). */
export function pluralForm(forms: PluralForms, count: number, locale: Locale): string {
  const category = new Intl.PluralRules(locale).select(count) as keyof PluralForms;
  return forms[category] ?? forms.other;
}

/** A message's text for these parameters. */
export function render(message: Message, params: Readonly<Record<string, ParamValue>>, locale: Locale): string {
  const text = typeof message === 'string' ? message : pluralForm(message, Number(params.count ?? 0), locale);
  return fill(text, params, locale);
}

/**
 * The translator of a namespace for one language. A key missing in a translation (only possible
 * when a table was built around the type checker) falls back to English rather than showing a key.
 */
export function translator<T extends MessageTable>(tables: Tables<T>, locale: Locale): Translate<T> {
  const table = tables[locale] as MessageTable;
  return (key, ...args) => {
    const message = table[key] ?? tables.en[key];
    if (message === undefined) return key;
    const params = (args[0] ?? {}) as Readonly<Record<string, ParamValue>>;
    return render(message, params, locale);
  };
}
