import { builtinSiteFor } from './builtin-sites';
import { compileUrls } from './compile';
import { normalizeUrl, resolvePhotoUrl } from './urls';

/**
 * For an image picked outside the content script (the "Reimagine this image" context menu): its
 * largest variant and site, by the photo-URL rules of the page's built-in site. DOM-free, for the
 * background, which carries no site's selectors and no generic detector. An image the site does
 * not know as a listing photo, or one on any other site, is kept as is, as a `generic` photo.
 */
export function resolvePickedImage(pageUrl: string | undefined, srcUrl: string): { url: string; site: string } {
  const base = pageUrl ?? srcUrl;
  const site = pageUrl ? builtinSiteFor(pageUrl) : undefined;
  if (site) {
    const resolved = resolvePhotoUrl(compileUrls(site), srcUrl, base);
    if (resolved) return { url: resolved, site: site.id };
  }
  return { url: normalizeUrl(srcUrl, base) ?? srcUrl, site: 'generic' };
}
