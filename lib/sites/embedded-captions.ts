import type { CompiledAdapter } from './compile';
import { embeddedBlocks, photosOfRule, unescapeScriptText } from './embedded';
import { PICKED_LIMITS } from './picked-limits';
import type { EmbeddedPhotos } from './types';

/**
 * What the page's embedded listing data says about each photo (issue #29: a listing look reads a
 * photo's role from it): the site's photo list in its inline state (realtor.com's `photos` carry a
 * `tag` such as `modern_kitchen`, Rightmove's and Zoopla's `images` a `caption`) and schema.org
 * `ImageObject`s in JSON-LD. Read on a click by the listing reader, never per photo; nothing is
 * fetched or executed.
 */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** Keys whose string value describes the photo it sits beside (matched without case, `_` or `-`). */
const SAID_KEYS = new Set(['caption', 'tag', 'label', 'title', 'alt', 'alttext', 'description', 'name', 'roomtype', 'room', 'category', 'imagetype']);
/** Longer texts are a listing's description, not a photo's. */
const MAX_SAID = 80;
const MAX_DEPTH = 30;

/** Parses a block that is JSON, or JSON once or twice escaped inside a JSON or JS string; else nothing (a JS literal). */
function parseBlock(block: string): Json | undefined {
  let text = block;
  for (let round = 0; round < 3; round++) {
    try {
      return JSON.parse(text) as Json;
    } catch {
      const next = unescapeScriptText(text).replace(/\\(["\\])/g, '$1');
      if (next === text) return undefined;
      text = next;
    }
  }
  return undefined;
}

function isObject(node: Json): node is JsonObject {
  return node !== null && typeof node === 'object' && !Array.isArray(node);
}

/** The object's own words about its photo: its short describing strings, most specific first. */
function saidOf(node: JsonObject): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (typeof value !== 'string' || !SAID_KEYS.has(key.toLowerCase().replace(/[_-]/g, ''))) continue;
    const text = value.replace(/\s+/g, ' ').trim();
    if (text && text.length <= MAX_SAID && !/^https?:|^\//.test(text) && !out.includes(text)) out.push(text);
  }
  // The best-scored label of a scored tag list ({label, probability}); an unscored list says too much at once.
  const tags = node['tags'];
  if (Array.isArray(tags)) {
    const scored = tags.filter(isObject).filter((tag) => typeof tag['label'] === 'string' && typeof tag['probability'] === 'number');
    const best = scored.sort((a, b) => Number(b['probability']) - Number(a['probability']))[0];
    if (best) out.push(String(best['label']));
  }
  return out;
}

/**
 * Walks the data: an object that describes exactly one photo (all its URLs resolve to one) gives
 * that photo its words; inner objects are read first, so a photo's own entry wins over a wrapper.
 */
function collect(node: Json, photosOf: (text: string) => string[], out: Map<string, string>, depth: number): void {
  if (depth > MAX_DEPTH || node === null || typeof node !== 'object') return;
  for (const child of Array.isArray(node) ? node : Object.values(node)) collect(child, photosOf, out, depth + 1);
  if (!isObject(node)) return;
  const said = saidOf(node);
  if (said.length === 0) return;
  const photos = new Set(photosOf(JSON.stringify(node)));
  const [photo] = photos;
  if (photos.size === 1 && photo && !out.has(photo)) out.set(photo, said.join(' · ').slice(0, PICKED_LIMITS.text));
}

/** The JSON-LD blocks of the page (schema.org `ImageObject` with `caption` or `name`). */
function jsonLd(doc: Document): Json[] {
  return Array.from(doc.querySelectorAll('script[type="application/ld+json"]'), (script) => parseBlock(script.textContent ?? '')).filter((data): data is Json => data !== undefined);
}

/** Each photo's words from the page's embedded data, keyed by the photo's resolved URL (as the listing's `photoUrls`). */
export function embeddedPhotoCaptions(doc: Document, adapter: CompiledAdapter, rules: readonly EmbeddedPhotos[], base: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const { rule, block } of embeddedBlocks(doc, rules)) {
    const data = parseBlock(block);
    if (data !== undefined) collect(data, (text) => photosOfRule(text, rule, adapter, base), out, 0);
  }
  for (const data of jsonLd(doc)) collect(data, (text) => photosOfRule(text, { key: '' }, adapter, base), out, 0);
  return out;
}
