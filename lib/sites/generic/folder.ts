import { normalizeUrl } from '../urls';
import type { DetectorMemo } from './facts';

/**
 * A listing's photo set: a listing site keeps one listing's photos under one folder of its image
 * host (`/listings/42/photo-3.jpg`), apart from its assets, logos and people. An image whose folder
 * holds other images of the same container (the gallery around a slide, a card's carousel) sits
 * in that set, whatever the container is called: it still holds when a redesign renames every
 * class (issue #31). Read from the markup only, once per container per batch. Place evidence
 * only: the image itself must also speak, so a thumbnail or icon of the folder is no photo for it.
 */

/** Other images of the same folder that make a photo set. */
export const MIN_FOLDER_MATES = 2;

/** How far up the container may be: the slide's gallery, a card's carousel. */
export const FOLDER_DEPTH = 3;

/** An absolute URL's folder (its origin and path up to the last `/`), undefined at the host's root. */
export function folderOf(url: string): string | undefined {
  return /^https?:\/\/[^/?#]+\/[^?#]*\//.exec(url)?.[0];
}

/** For each folder under a container: the distinct URLs of its images (src, else data-src: what a gallery's other slides show). */
function foldersIn(container: Element, memo: DetectorMemo): ReadonlyMap<string, ReadonlySet<string>> {
  let folders = memo.folders.get(container);
  if (folders) return folders;
  memo.folders.set(container, (folders = new Map()));
  for (const el of container.querySelectorAll('img')) {
    const url = normalizeUrl(el.getAttribute('src') || el.getAttribute('data-src'), el.baseURI);
    const folder = url && folderOf(url);
    if (folder) folders.set(folder, (folders.get(folder) ?? new Set()).add(url));
  }
  return folders;
}

/** True when `url`'s folder holds MIN_FOLDER_MATES other images of one of the element's FOLDER_DEPTH nearest containers. */
export function inPhotoFolder(el: Element, url: string, memo: DetectorMemo): boolean {
  const folder = folderOf(url);
  let container = el.parentElement;
  for (let depth = 0; folder && container && depth < FOLDER_DEPTH && container.localName !== 'body'; depth++, container = container.parentElement) {
    const urls = foldersIn(container, memo).get(folder);
    if (urls && urls.size - (urls.has(url) ? 1 : 0) >= MIN_FOLDER_MATES) return true;
  }
  return false;
}
