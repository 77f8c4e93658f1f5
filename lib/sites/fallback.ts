import { matchesPattern } from './match-pattern';

/**
 * When a built-in site's rules stop matching its pages (issue #31): a listing page that shows
 * large images from the site's own photo hosts, of which the rules marked none, is a page whose
 * markup or photo URLs changed under them. The listing script only notices that it found nothing
 * (entrypoints/listing.content/controller.ts) and asks the background, which lists the page's
 * large images with {@link largeImageUrls} in the tab, keeps those on the site's photo hosts and,
 * when there are enough, runs the generic finder there (entrypoints/background/fallback-handlers.ts);
 * the panel says so. The counting stays out of the script every listing page loads.
 */

/** How many large images from the site's photo hosts a page needs to count as showing listing photos. */
export const FALLBACK_MIN_IMAGES = 2;

/** When the listing script checks, after a listing page starts (ms): once the first photos loaded, and once lazy ones had time to. */
export const FALLBACK_CHECKS_MS: readonly number[] = [3000, 10_000];

/**
 * The addresses of the page's large images (300x200 or more, as loaded, declared or drawn),
 * resolved against the page.
 *
 * Self-contained on purpose: the background runs it in the tab with `scripting.executeScript`
 * (`func`), which serializes the function alone; `doc` defaults to the page's. Which of them are
 * the site's photos the background decides with the project's match patterns.
 */
export function largeImageUrls(doc: Document = document): string[] {
  const urls: string[] = [];
  for (const img of Array.from(doc.images)) {
    const raw = img.currentSrc || img.getAttribute('src') || (img.getAttribute('srcset') ?? '').trim().split(/[\s,]+/)[0] || '';
    const declared = { width: Number(img.getAttribute('width')) || 0, height: Number(img.getAttribute('height')) || 0 };
    const size = img.naturalWidth > 0 ? { width: img.naturalWidth, height: img.naturalHeight } : declared.width > 0 ? declared : img.getBoundingClientRect();
    if (size.width < 300 || size.height < 200 || !raw) continue;
    try {
      urls.push(new URL(raw, doc.baseURI).href);
    } catch {
      // Not an address: not a photo of any host.
    }
  }
  return urls;
}

/** How many of `urls` are on the hosts of `photoHosts` (match patterns: `https://*.rdcpix.com/*`). */
export function onPhotoHosts(urls: readonly string[], photoHosts: readonly string[]): number {
  return urls.filter((url) => photoHosts.some((pattern) => matchesPattern(pattern, url))).length;
}

/** How many large images of the site's photo hosts a document shows (both steps, where the document is at hand). */
export function countLargeSitePhotos(photoHosts: readonly string[], doc: Document): number {
  return onPhotoHosts(largeImageUrls(doc), photoHosts);
}

/** True when a page whose rules marked none of its photos is to be handed to the generic finder. */
export function shouldFallBack(largeSitePhotos: number): boolean {
  return largeSitePhotos >= FALLBACK_MIN_IMAGES;
}
