import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with an element inside (a bold host name, a number in its own style):
 * each `{name}` placeholder is filled with itself by {@link marks}, so the sentence stays whole in
 * the language's own word order, and {@link richText} puts the element where the mark landed.
 * One copy for the panel, the options page and onboarding.
 */

/** Placeholder values that leave `{name}` in the translated text, for {@link richText} to fill. */
export function marks<K extends string>(...names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, `{${name}}`])) as Record<K, string>;
}

const MARK = /(\{\w+\})/;

/** The sentence with each `{name}` mark replaced by its element; other text as it is. */
export function richText(text: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return text.split(MARK).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in nodes ? <Fragment key={index}>{nodes[name]}</Fragment> : part;
  });
}
