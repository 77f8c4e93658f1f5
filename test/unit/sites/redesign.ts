/**
 * A listing site's redesign, simulated (issue #31): every class name, id and test id of a page
 * renamed, consistently (the same old name always gets the same new one), and the page's own
 * stylesheets and id references rewritten to match, so the page keeps its photos, their hosts and
 * its look while every name a rule could key on is gone. Runs in place on a parsed document;
 * `<template>` contents too.
 */

/** Attributes holding a test id: renamed like classes. */
export const TEST_ID_ATTRIBUTES = ['data-testid', 'data-test', 'data-test-id', 'data-qa', 'data-cy'] as const;
/** Attributes that refer to ids (space-separated lists). */
const ID_REFERENCES = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'list', 'form'] as const;

/** A stable new name for an old one: what a build tool's regenerated hash looks like. */
function renamer(prefix: string): (name: string) => string {
  const names = new Map<string, string>();
  return (name) => {
    let renamed = names.get(name);
    if (!renamed) {
      let hash = 2166136261;
      for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 16777619) >>> 0;
      renamed = `${prefix}${hash.toString(36)}${names.size.toString(36)}`;
      names.set(name, renamed);
    }
    return renamed;
  };
}

/** What one redesign renamed, for the stylesheets. */
interface Renames {
  readonly cls: (name: string) => string;
  readonly id: (name: string) => string;
  readonly testId: (name: string) => string;
  readonly classes: Set<string>;
  readonly ids: Set<string>;
}

function renameElement(el: Element, r: Renames): void {
  const cls = el.getAttribute('class');
  if (cls !== null) {
    const tokens = cls.split(/\s+/).filter(Boolean);
    tokens.forEach((token) => r.classes.add(token));
    el.setAttribute('class', tokens.map(r.cls).join(' '));
  }
  const id = el.getAttribute('id');
  if (id) {
    r.ids.add(id);
    el.setAttribute('id', r.id(id));
  }
  for (const attr of TEST_ID_ATTRIBUTES) {
    const value = el.getAttribute(attr);
    if (value !== null) el.setAttribute(attr, r.testId(value));
  }
  for (const attr of ID_REFERENCES) {
    const value = el.getAttribute(attr);
    if (value) el.setAttribute(attr, value.split(/\s+/).filter(Boolean).map(r.id).join(' '));
  }
  const href = el.getAttribute('href');
  if (href?.startsWith('#') && href.length > 1) el.setAttribute('href', `#${r.id(href.slice(1))}`);
}

function renameTree(root: ParentNode, r: Renames): void {
  for (const el of Array.from(root.querySelectorAll('*'))) {
    renameElement(el, r);
    if (el.localName === 'template') renameTree((el as HTMLTemplateElement).content, r);
  }
}

/** Rewrites `.class` and `#id` selectors of the names renamed, in a stylesheet's text. */
function renameCss(css: string, r: Renames): string {
  return css.replace(/([.#])(-?[A-Za-z_][\w-]*)/g, (whole, sign: string, name: string) => {
    if (sign === '.' && r.classes.has(name)) return `.${r.cls(name)}`;
    if (sign === '#' && r.ids.has(name)) return `#${r.id(name)}`;
    return whole;
  });
}

/** Renames every class, id and test id of `doc` in place, and its `<style>` sheets to match. */
export function redesign(doc: Document): void {
  const r: Renames = { cls: renamer('c'), id: renamer('i'), testId: renamer('t'), classes: new Set(), ids: new Set() };
  const root = doc.documentElement;
  renameElement(root, r);
  renameTree(root, r);
  for (const style of Array.from(doc.querySelectorAll('style'))) style.textContent = renameCss(style.textContent ?? '', r);
}
