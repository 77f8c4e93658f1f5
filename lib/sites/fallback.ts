/**
 * When a built-in site's rules stop matching its pages (issue #31): a listing page that shows
 * large images from the site's own photo hosts, of which the rules marked none, is a page whose
 * markup or photo URLs changed under them. The listing script only notices that it marked nothing
 * (entrypoints/listing.content/controller.ts) and asks the background, which counts the page's
 * large site photos with {@link countLargeSitePhotos} in the tab and, when there are enough, runs
 * the generic finder there (entrypoints/background/fallback-handlers.ts); the panel says so. The
 * counting stays out of the script every listing page loads.
 */

/** How many large images from the site's photo hosts a page needs to count as showing listing photos. */
export const FALLBACK_MIN_IMAGES = 2;

/** When the listing script checks, after a listing page starts (ms): once the first photos loaded, and once lazy ones had time to. */
export const FALLBACK_CHECKS_MS: readonly number[] = [3000, 10_000];

/**
 * How many large images (300x200 or more, as loaded, declared or drawn) of the hosts of
 * `photoHosts` (match patterns: `https://*.rdcpix.com/*`) the page shows.
 *
 * Self-contained on purpose: the background runs it in the tab with `scripting.executeScript`
 * (`func`, `args: [photoHosts]`), which serializes the function alone; `doc` defaults to the page's.
 */
export function countLargeSitePhotos(photoHosts: readonly string[], doc: Document = document): number {
  const hosts = photoHosts.map((pattern) => /^[a-z*]+:\/\/([^/]+)\//i.exec(pattern)?.[1] ?? '').filter(Boolean);
  const onHost = (raw: string) => {
    let host: string;
    try {
      const url = new URL(raw, doc.baseURI);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
      host = url.hostname;
    } catch {
      return false;
    }
    return hosts.some((h) => (h.startsWith('*.') ? host === h.slice(2) || host.endsWith(h.slice(1)) : host === h));
  };
  let count = 0;
  for (const img of Array.from(doc.images)) {
    const url = img.currentSrc || img.getAttribute('src') || (img.getAttribute('srcset') ?? '').trim().split(/[\s,]+/)[0] || '';
    const declared = { width: Number(img.getAttribute('width')) || 0, height: Number(img.getAttribute('height')) || 0 };
    const size = img.naturalWidth > 0 ? { width: img.naturalWidth, height: img.naturalHeight } : declared.width > 0 ? declared : img.getBoundingClientRect();
    if (size.width >= 300 && size.height >= 200 && onHost(url)) count++;
  }
  return count;
}

/** True when a page whose rules marked none of its photos is to be handed to the generic finder. */
export function shouldFallBack(largeSitePhotos: number): boolean {
  return largeSitePhotos >= FALLBACK_MIN_IMAGES;
}
