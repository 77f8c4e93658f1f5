import { Fragment, type ReactNode } from 'react';

/**
 * Marks for the placeholders of a sentence that holds markup (`<strong>`, `<code>`, a link): each
 * `{name}` is filled with itself, so the translated sentence keeps it and {@link richText} can
 * put the element there. The words around the element stay one translated sentence, in the
 * language's own order, rather than fragments glued together.
 */
export function marks<K extends string>(...names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, `{${name}}`])) as Record<K, string>;
}

const MARK = /(\{\w+\})/;

/** A translated sentence with each `{name}` mark replaced by its element; other text as it is. */
export function richText(text: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return text.split(MARK).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in nodes ? <Fragment key={index}>{nodes[name]}</Fragment> : part;
  });
}
