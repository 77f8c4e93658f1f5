import type { DetectorMemo } from './facts';

/**
 * A listing's photo set: a listing site keeps one listing's photos under one folder of its image
 * host (`/listings/42/photo-3.jpg`, `/fp/<listing>/…`), apart from its assets, logos and people.
 * An image whose folder holds other images of the same container (the gallery around a slide, a
 * card's carousel) sits in that set, whatever the container is called: it still holds when a
 * redesign renames every class (issue #31). Read from the markup only, once per container per
 * batch. Place evidence only: the detector still wants evidence about the image itself, so a
 * thumbnail or an icon of the same folder is not a photo for being there.
 */

/** Other images of the same folder that make a photo set. */
export const MIN_FOLDER_MATES = 2;

/** How far up the container may be: the slide's gallery, a card's carousel. */
export const FOLDER_DEPTH = 3;

/** Images looked at per container at most (cost guard). */
const MAX_IMAGES = 200;

const WITH_URL = 'img[src], img[data-src], source[srcset], [style*="url"]';

/** The folder of an absolute URL (origin and path up to its last `/`), undefined at the host's root. */
export function folderOf(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const cut = parsed.pathname.lastIndexOf('/');
  return cut > 0 ? `${parsed.origin}${parsed.pathname.slice(0, cut + 1)}` : undefined;
}

/** The URLs an element names in its markup (its own, its srcset's first, its inline background's), resolved. */
function urlsNamed(el: Element): string[] {
  const base = el.ownerDocument.baseURI;
  const raw = [el.getAttribute('src'), el.getAttribute('data-src'), el.getAttribute('srcset')?.trim().split(/\s+/, 1)[0], /url\(\s*['"]?([^'")]+)/.exec(el.getAttribute('style') ?? '')?.[1]];
  const out: string[] = [];
  for (const value of raw) {
    if (!value || value.startsWith('data:')) continue;
    try {
      out.push(new URL(value, base).href);
    } catch {
      // Not a URL: nothing named.
    }
  }
  return out;
}

/** For each folder under a container: the distinct image URLs in it. */
function foldersIn(container: Element, memo: DetectorMemo): ReadonlyMap<string, ReadonlySet<string>> {
  const cached = memo.folders.get(container);
  if (cached) return cached;
  const folders = new Map<string, Set<string>>();
  const named = container.querySelectorAll(WITH_URL);
  for (let i = 0; i < named.length && i < MAX_IMAGES; i++) {
    for (const url of urlsNamed(named[i] as Element)) {
      const folder = folderOf(url);
      if (folder === undefined) continue;
      let urls = folders.get(folder);
      if (!urls) folders.set(folder, (urls = new Set()));
      urls.add(url);
    }
  }
  memo.folders.set(container, folders);
  return folders;
}

/** True when `url`'s folder holds MIN_FOLDER_MATES other images of one of the element's FOLDER_DEPTH nearest containers. */
export function inPhotoFolder(el: Element, url: string, memo: DetectorMemo): boolean {
  const folder = folderOf(url);
  if (folder === undefined) return false;
  let container = el.parentElement;
  for (let depth = 0; container && depth < FOLDER_DEPTH && container.localName !== 'body'; depth++, container = container.parentElement) {
    const urls = foldersIn(container, memo).get(folder);
    if (urls && urls.size - (urls.has(url) ? 1 : 0) >= MIN_FOLDER_MATES) return true;
  }
  return false;
}
