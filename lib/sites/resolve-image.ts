import { compileAdapter } from './compile';
import { GENERIC_ADAPTER } from './generic';
import { adapterForUrl } from './registry';
import { normalizeUrl, resolvePhotoUrl } from './urls';

/**
 * For an image picked outside the content script (the "Reimagine this image" context menu): its
 * largest variant and site, using the page's site adapter. DOM-free, for the background. An image
 * the site's adapter does not know as a listing photo is kept as is, as a `generic` photo.
 */
export function resolvePickedImage(pageUrl: string | undefined, srcUrl: string): { url: string; site: string } {
  const base = pageUrl ?? srcUrl;
  const adapter = pageUrl ? adapterForUrl(pageUrl) : GENERIC_ADAPTER;
  if (adapter !== GENERIC_ADAPTER) {
    const resolved = resolvePhotoUrl(compileAdapter(adapter), srcUrl, base);
    if (resolved) return { url: resolved, site: adapter.id };
  }
  return { url: normalizeUrl(srcUrl, base) ?? srcUrl, site: 'generic' };
}
