import type { CompiledUrls } from './compile';

/** One URL an element could show, with the width its srcset descriptor claims (0: unknown). */
export interface UrlCandidate {
  readonly url: string;
  readonly width: number;
}

/**
 * Makes a page-provided URL absolute, or returns undefined for anything that is not an http(s)
 * photo address (data:, blob:, javascript:, empty). `new URL` also drops a default `:443`, so the
 * same photo written two ways compares equal.
 */
export function normalizeUrl(raw: string | null | undefined, base: string): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  // Most photo URLs are already written as `new URL` would write them, and parsing one costs a
  // good part of finding a photo: thousands of them on a results page.
  if (PLAIN_URL.test(value) && !UNPLAIN.test(value)) return value;
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An absolute http(s) URL that `new URL` leaves as it is: lower-case scheme and host (whose last
 * label starts with a letter: numeric hosts are rewritten as IPv4 addresses), no port, no user,
 * a path and query of characters it does not escape, no fragment.
 */
const PLAIN_URL = /^https?:\/\/(?:[a-z0-9-]+\.)*[a-z][a-z0-9-]*\/[\w\-.~!$&()*+,;=:@%/?]*$/;

/** What `new URL` would still change: dot segments (written plainly or escaped), and punycode it would check. */
const UNPLAIN = /\/\.|%2e|xn--/i;

/**
 * Parses a `srcset` (HTML's algorithm, simplified): a URL is a run of non-space characters, so
 * commas inside URLs (`resize,extend` on some CDNs) survive; descriptors run to the next comma
 * outside parentheses. `Nw` gives the width; `Nx` is kept as a tiny width so that, among
 * density candidates, the densest wins while any `w` candidate still outranks them.
 */
export function parseSrcset(srcset: string | null | undefined, base: string): UrlCandidate[] {
  const out: UrlCandidate[] = [];
  if (!srcset) return out;
  let pos = 0;
  const text = srcset;
  // Character codes, not a regex per character: a results page has thousands of srcsets.
  while (pos < text.length) {
    while (pos < text.length && (isSpace(text.charCodeAt(pos)) || text.charCodeAt(pos) === COMMA)) pos++;
    if (pos >= text.length) break;
    let end = pos;
    while (end < text.length && !isSpace(text.charCodeAt(end))) end++;
    let rawUrl = text.slice(pos, end);
    pos = end;
    let descriptor = '';
    if (rawUrl.endsWith(',')) {
      rawUrl = rawUrl.replace(/,+$/, '');
    } else {
      let depth = 0;
      const start = pos;
      for (; pos < text.length; pos++) {
        const ch = text.charCodeAt(pos);
        if (ch === OPEN) depth++;
        else if (ch === CLOSE) depth = Math.max(0, depth - 1);
        else if (ch === COMMA && depth === 0) break;
      }
      descriptor = text.slice(start, pos);
    }
    const url = normalizeUrl(rawUrl, base);
    if (url) out.push({ url, width: descriptorWidth(descriptor) });
  }
  return out;
}

const COMMA = 44;
const OPEN = 40;
const CLOSE = 41;

/** HTML's ASCII whitespace and the other characters `\s` matches in a srcset (no-break and other Unicode spaces). */
function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || (code > 127 && /\s/.test(String.fromCharCode(code)));
}

function descriptorWidth(descriptor: string): number {
  const w = /(\d+(?:\.\d+)?)w\b/.exec(descriptor);
  if (w?.[1]) return Number(w[1]);
  const x = /(\d+(?:\.\d+)?)x\b/.exec(descriptor);
  if (x?.[1]) return Number(x[1]);
  return 0;
}

/** Applies the adapter's size rewrites, in order, to one URL. */
export function applyRewrites(adapter: CompiledUrls, url: string): string {
  let out = url;
  for (const rule of adapter.rewrites) out = out.replace(rule.pattern, rule.replacement);
  return out;
}

/** True when a (resolved) URL is a listing photo of this adapter's site. */
export function isPhotoUrl(adapter: CompiledUrls, url: string): boolean {
  return adapter.photoUrl.test(url) && !(adapter.rejectUrl?.test(url) ?? false);
}

/**
 * The largest variant of one photo URL, or undefined if it is not a listing photo of the site.
 * DOM-free, so the background (context menu on a right-clicked image) can use it too.
 */
export function resolvePhotoUrl(adapter: CompiledUrls, raw: string, base: string): string | undefined {
  const url = normalizeUrl(raw, base);
  if (!url) return undefined;
  const resolved = applyRewrites(adapter, url);
  return isPhotoUrl(adapter, resolved) ? resolved : undefined;
}

/**
 * Picks the photo among an element's candidates: the largest one actually offered (srcset width),
 * then the site's rewrite to its largest variant. Candidates that are not listing photos of the
 * site are skipped; on equal width JPEG beats WebP (the render service's safest input) and the
 * earlier candidate beats the later.
 */
export function chooseLargest(adapter: CompiledUrls, candidates: readonly UrlCandidate[]): string | undefined {
  const ranked = candidates
    .map((c, index) => ({ ...c, index }))
    .sort((a, b) => b.width - a.width || webpRank(a.url) - webpRank(b.url) || a.index - b.index);
  for (const candidate of ranked) {
    const resolved = applyRewrites(adapter, candidate.url);
    if (isPhotoUrl(adapter, resolved)) return resolved;
  }
  return undefined;
}

function webpRank(url: string): number {
  return /\.webp(?:$|[?:#])/i.test(url) ? 1 : 0;
}
