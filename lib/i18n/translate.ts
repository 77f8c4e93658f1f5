import { SOURCE_LOCALE, type Locale } from './locales';
import type { ArgsOf, Message, MessageTable, ParamValue, PluralForms, Translation } from './message-types';
import type { LoadedLocale, Namespace, PageNamespaces } from './namespaces';
import { localeTable, registerTables } from './registry';

export type { Namespace } from './namespaces';

/** A namespace in every language: English as written, the others checked against it. */
export type Tables<T extends MessageTable> = { readonly en: T } & { readonly [L in LoadedLocale]: Translation<T> };

/**
 * A namespace of the pages, as its `index.ts` declares it: its English table only. Its other
 * languages arrive with their language's bundle (load.ts); the id ties the two together, and the
 * type checker checks that the English table is that id's.
 */
export function pageNamespace<K extends keyof PageNamespaces>(id: K, en: PageNamespaces[K]): Namespace<PageNamespaces[K]> {
  return { id, en };
}

/**
 * A namespace that carries all its languages, registered as it is imported: for the service
 * worker, which cannot `import()` a bundle (Chrome forbids it there).
 */
export function eagerNamespace<T extends MessageTable>(id: string, tables: Tables<T>): Namespace<T> {
  for (const [locale, table] of Object.entries(tables) as [Locale, MessageTable][]) if (locale !== SOURCE_LOCALE) registerTables(locale, { [id]: table });
  return { id, en: tables.en };
}

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
 * The translator of a namespace for one language, synchronous: the language's table is looked up
 * in the registry when first needed (so a translator made before its bundle arrived still
 * answers in the language once it has). A language whose bundle failed to load, or was never
 * loaded, shows English and says so on the console (registry.ts); a key missing in a translation
 * (only possible when a table was built around the type checker) shows English too.
 */
export function translator<T extends MessageTable>(namespace: Namespace<T>, locale: Locale): Translate<T> {
  let table: MessageTable | undefined = locale === SOURCE_LOCALE ? namespace.en : undefined;
  return (key, ...args) => {
    table ??= localeTable(namespace.id, locale);
    const translated = table?.[key];
    const message = translated ?? namespace.en[key];
    if (message === undefined) return key;
    const params = (args[0] ?? {}) as Readonly<Record<string, ParamValue>>;
    return render(message, params, translated === undefined ? SOURCE_LOCALE : locale);
  };
}

/** A namespace's table in one language, English for English; undefined while that language is not loaded (tests, tools). */
export function messagesIn<T extends MessageTable>(namespace: Namespace<T>, locale: Locale): T | Translation<T> | undefined {
  if (locale === SOURCE_LOCALE) return namespace.en;
  return localeTable(namespace.id, locale) as Translation<T> | undefined;
}
