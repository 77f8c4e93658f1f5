/**
 * The shape of a message table, and the types that make a translation complete and a call
 * correct: `t('saved', { count: 3 })` fails to compile when `saved` is not a key or takes
 * other placeholders.
 */

/**
 * A message whose wording depends on a number: one form per CLDR plural category the language
 * uses (`Intl.PluralRules`), `other` always. `{count}` in a form is the number, formatted.
 */
export interface PluralForms {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

/** One message: a string with `{name}` placeholders, or plural forms. */
export type Message = string | PluralForms;

/** A namespace's messages, keyed by a stable id. */
export type MessageTable = Readonly<Record<string, Message>>;

/** The placeholder names in a message string: "Photo {n} of {total}" → "n" | "total". */
export type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** What a placeholder may be given: text, or a number formatted for the language. */
export type ParamValue = string | number;

/** The parameters a message takes (plural messages always take `count`). */
export type ParamsOf<M> = M extends string
  ? { readonly [K in Placeholders<M>]: ParamValue }
  : M extends PluralForms
    ? { readonly count: number } & { readonly [K in Placeholders<M['other']>]: ParamValue }
    : never;

/** The rest arguments of `t(key, …)`: none for a message without placeholders. */
export type ArgsOf<M> = [Placeholders<M extends string ? M : M extends PluralForms ? M['other'] : never>] extends [never]
  ? M extends PluralForms
    ? [params: ParamsOf<M>]
    : []
  : [params: ParamsOf<M>];

/**
 * A translation of the English table `T`: the same keys, each a string where English has a
 * string and plural forms where English has them (languages differ in which plural forms exist).
 */
export type Translation<T extends MessageTable> = { readonly [K in keyof T]: T[K] extends string ? string : PluralForms };
