import type { SiteAdapter, SiteUrls } from './types';

/** A site's photo-URL rules with their regexes compiled: all that resolving a photo's URL reads. */
export interface CompiledUrls {
  readonly photoUrl: RegExp;
  readonly rejectUrl: RegExp | undefined;
  readonly rewrites: readonly { readonly pattern: RegExp; readonly replacement: string }[];
}

/** An adapter with its regexes and selector lists prepared once. */
export interface CompiledAdapter extends CompiledUrls {
  readonly data: SiteAdapter;
  readonly listingPages: readonly RegExp[];
  /** `ignore` joined into one selector list, for a single `closest()` per element. */
  readonly ignoreSelector: string | undefined;
  readonly backgroundSelector: string | undefined;
}

const cache = new WeakMap<SiteAdapter, CompiledAdapter>();

/** Compiles (once per adapter object) the adapter's regex sources and selector lists. */
export function compileAdapter(data: SiteAdapter): CompiledAdapter {
  const cached = cache.get(data);
  if (cached) return cached;
  const compiled: CompiledAdapter = {
    data,
    listingPages: data.listingPages.map((source) => new RegExp(source)),
    ...compileUrls(data),
    ignoreSelector: data.ignore.length > 0 ? data.ignore.join(', ') : undefined,
    backgroundSelector: data.backgrounds && data.backgrounds.length > 0 ? data.backgrounds.join(', ') : undefined,
  };
  cache.set(data, compiled);
  return compiled;
}

/** Compiles a site's photo-URL rules (uncached: the background does it once per picked image). */
export function compileUrls(data: Pick<SiteUrls, 'photoUrl' | 'rejectUrl' | 'rewrites'>): CompiledUrls {
  return {
    photoUrl: new RegExp(data.photoUrl),
    rejectUrl: data.rejectUrl ? new RegExp(data.rejectUrl, 'i') : undefined,
    rewrites: data.rewrites.map((r) => ({ pattern: new RegExp(r.pattern), replacement: r.replacement })),
  };
}

/** True when the adapter works on this page (detail, search results, gallery). */
export function isListingPage(adapter: SiteAdapter, url: string): boolean {
  let path: string;
  try {
    const parsed = new URL(url);
    path = parsed.pathname + parsed.search;
  } catch {
    return false;
  }
  return compileAdapter(adapter).listingPages.some((re) => re.test(path));
}
