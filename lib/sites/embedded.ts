import type { CompiledAdapter } from './compile';
import type { EmbeddedPhotos } from './types';
import { isPhotoUrl, normalizeUrl, resolvePhotoUrl } from './urls';

/**
 * Photos that are only in the page's embedded data (Next.js __NEXT_DATA__, inline JS state,
 * JSON-LD): galleries render a few tiles and keep the rest in JSON. Read on demand (a click),
 * never per photo, and only from inline scripts: nothing is fetched or executed.
 */

/** The text of every inline <script> (JSON and JS alike), in document order. */
function inlineScripts(doc: Document): string[] {
  return Array.from(doc.querySelectorAll('script:not([src])'), (s) => s.textContent ?? '').filter((t) => t.length > 0);
}

/** Undoes the escapes URLs get inside JSON strings, JS strings and JSON-in-JSON (`\u002F`, `\/`). */
export function unescapeScriptText(text: string): string {
  return text
    .replace(/\\+u002[fF]/g, '/')
    .replace(/\\+u0026/g, '&')
    .replace(/\\+\//g, '/');
}

/**
 * The text of the first value (array or object) following `key` in a script, bracket-balanced.
 * Works on JSON (`"key":[`), JS object literals (`key:[`) and JSON nested in a JSON string
 * (`\"key\":[`) alike.
 */
export function valueAfterKey(text: string, key: string): string | undefined {
  const re = new RegExp(`(?:\\\\*["']|\\b)${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\\\*["'])?\\s*:\\s*([[{])`, 'g');
  const m = re.exec(text);
  if (!m) return undefined;
  const start = m.index + m[0].length - 1;
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const ch = text.charAt(i);
    if (ch === '[' || ch === '{') depth++;
    else if (ch === ']' || ch === '}') {
      depth--;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  return text.slice(start);
}

/** Every http(s) URL written in a piece of script text (after unescaping). */
export function urlsInText(text: string): string[] {
  return unescapeScriptText(text).match(/https?:\/\/[^\s"'<>\\)]+/g) ?? [];
}

/** Resolved photo URLs of one embedded-photos rule in a piece of script text, in order (repeats kept). */
export function photosOfRule(block: string, rule: EmbeddedPhotos, adapter: CompiledAdapter, base: string): string[] {
  const out: string[] = [];
  const rewrite = rule.rewrite ? { pattern: new RegExp(rule.rewrite.pattern), replacement: rule.rewrite.replacement } : undefined;
  for (const raw of urlsInText(block)) {
    const url = resolvePhotoUrl(adapter, rewrite ? raw.replace(rewrite.pattern, rewrite.replacement) : raw, base);
    if (url) out.push(url);
  }
  if (rule.fileName) {
    const pattern = new RegExp(rule.fileName.pattern);
    for (const m of unescapeScriptText(block).matchAll(/["']([^"'\\/\s]{1,200})["']/g)) {
      const name = m[1] ?? '';
      if (!pattern.test(name)) continue;
      const url = resolvePhotoUrl(adapter, name.replace(pattern, rule.fileName.template), base);
      if (url) out.push(url);
    }
  }
  return out;
}

/** For each of the site's `embedded` keys, the value after its first occurrence in the inline scripts. */
export function embeddedBlocks(doc: Document, rules: readonly EmbeddedPhotos[]): { rule: EmbeddedPhotos; block: string }[] {
  if (rules.length === 0) return [];
  const scripts = inlineScripts(doc);
  const out: { rule: EmbeddedPhotos; block: string }[] = [];
  for (const rule of rules) {
    for (const text of scripts) {
      const block = valueAfterKey(text, rule.key);
      if (!block) continue;
      out.push({ rule, block });
      break;
    }
  }
  return out;
}

/**
 * The listing's photos from the page's embedded data: for each of the site's `embedded` keys,
 * the first occurrence in the inline scripts, its URLs resolved to their largest variants.
 */
export function embeddedPhotoUrls(doc: Document, adapter: CompiledAdapter, rules: readonly EmbeddedPhotos[], base: string): string[] {
  const out = new Set<string>();
  for (const { rule, block } of embeddedBlocks(doc, rules)) for (const url of photosOfRule(block, rule, adapter, base)) out.add(url);
  return [...out];
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * Photos of one search-result card's listing found in the page's JSON: the innermost object that
 * names the card's listing link (e.g. Zillow's `detailUrl`, Rightmove's `propertyUrl`) holds its
 * photo list (`carouselPhotos`, `images`). JSON strings that are themselves JSON are opened too.
 */
export function jsonPhotosForLink(doc: Document, adapter: CompiledAdapter, base: string, link: string): string[] {
  const target = pathKey(link, base);
  if (!target) return [];
  for (const script of Array.from(doc.querySelectorAll('script[type="application/json"], script#__NEXT_DATA__'))) {
    const data = parseJson(script.textContent ?? '');
    if (data === undefined) continue;
    const found = findListing(data, target, adapter, base, 0);
    if (found && found.length > 0) return [...new Set(found)];
  }
  return [];
}

/** Search result: undefined when the link is not in this subtree; else the subtree's photos. */
function findListing(node: Json, target: string, adapter: CompiledAdapter, base: string, depth: number): string[] | undefined {
  if (depth > 40 || node === null || typeof node !== 'object') return undefined;
  const children = Array.isArray(node) ? node : Object.values(node);
  for (const child of children) {
    const nested = typeof child === 'string' && /^\s*[[{]/.test(child) && child.length > 50 ? parseJson(child) : undefined;
    const found = findListing(nested ?? child, target, adapter, base, depth + 1);
    if (found && found.length > 0) return found;
  }
  if (Array.isArray(node)) return undefined;
  const namesListing = Object.values(node).some((v) => typeof v === 'string' && v.length < 500 && pathKey(v, base) === target);
  if (!namesListing) return undefined;
  const photos: string[] = [];
  collectPhotos(node, adapter, base, photos, 0);
  return photos;
}

function collectPhotos(node: Json, adapter: CompiledAdapter, base: string, out: string[], depth: number): void {
  if (depth > 20 || node === null) return;
  if (typeof node === 'string') {
    if (/^https?:\/\//.test(node)) {
      const url = resolvePhotoUrl(adapter, node, base);
      if (url && isPhotoUrl(adapter, url)) out.push(url);
    }
    return;
  }
  if (typeof node !== 'object') return;
  for (const child of Array.isArray(node) ? node : Object.values(node)) collectPhotos(child, adapter, base, out, depth + 1);
}

/** A listing link reduced to its path (no trailing slash, no hash or query) for comparison. */
function pathKey(link: string, base: string): string | undefined {
  if (!link.startsWith('/') && !/^https?:\/\//.test(link)) return undefined;
  const url = normalizeUrl(link, base);
  if (!url) return undefined;
  const path = new URL(url).pathname.replace(/\/+$/, '');
  return path.length > 1 ? `${new URL(url).host}${path}` : undefined;
}

function parseJson(text: string): Json | undefined {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}
