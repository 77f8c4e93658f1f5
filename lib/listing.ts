import { z } from './zod';
import { PICKED_LIMITS } from './sites/picked-limits';
import { isHttpUrl } from './util/url';

/**
 * A picked photo and the listing it belongs to: what a Reimagine button (or the context menu)
 * hands to the panel and what jobs and history remember. A domain schema that messages carry.
 */

/** Where a photo was found: the listing it belongs to. */
export const ListingContext = z.object({
  /** The listing page's URL (or the page the photo was on). */
  listingUrl: z.string(),
  /**
   * The page the photo was picked on, as the browser named it (the clicked frame's URL), set by
   * the background only: `listingUrl` may be a search-result card's link. Its origin is the one
   * private address the listing's photos may come from (lib/acquisition/network-policy.ts).
   */
  pageUrl: z.optional(z.string()),
  /** Site id from the catalog (`zillow`, `rightmove`, ...) or `generic`. */
  site: z.string(),
  title: z.optional(z.string()),
  address: z.optional(z.string()),
  price: z.optional(z.string()),
  /** The page's language tag (`<html lang>`), when it declared one: labels may follow it. */
  language: z.optional(z.string()),
  /** Every photo URL of the listing, largest variants, in page order. */
  photoUrls: z.array(z.string()),
  /**
   * What the page says about each photo (its caption, alt text or title), by photo URL: where a
   * listing look reads a photo's role when the service has no analyzer (lib/look/role-words.ts).
   */
  photoCaptions: z.optional(z.record(z.string(), z.string())),
});
export type ListingContext = z.infer<typeof ListingContext>;

/** A photo picked on a page: its largest-variant URL and its listing. */
export const PickedPhoto = z.object({
  url: z.string().check(z.minLength(1)),
  listing: ListingContext,
});
export type PickedPhoto = z.infer<typeof PickedPhoto>;

/** The id the background gives a pick (a click on a photo's button): the panel names it when it starts a job, so the background knows the photo's tab. */
export const PickId = z.string().check(z.minLength(1), z.maxLength(100));

const WebUrl = z.string().check(z.maxLength(PICKED_LIMITS.url), z.refine(isHttpUrl, 'must be an http(s) URL'));
const ShownText = z.string().check(z.maxLength(PICKED_LIMITS.text));

/**
 * A picked photo as a page may send it (`openPhoto`): what `PickedPhoto` stores, with what a
 * hostile page could abuse ruled out. The photo is an http(s) URL, or an inline `data:image/`
 * URL (a right-clicked inline image); the listing's photos are http(s) URLs, at most
 * `PICKED_LIMITS.listingPhotos` of them; texts are short. Other schemes (`javascript:`, `file:`,
 * `chrome:`...) never reach the panel.
 */
export const PickedPhotoFromPage = z.object({
  url: z.union([WebUrl, z.string().check(z.startsWith('data:image/'), z.maxLength(PICKED_LIMITS.dataUrl))]),
  listing: z.object({
    listingUrl: WebUrl,
    site: z.string().check(z.minLength(1), z.maxLength(64)),
    title: z.optional(ShownText),
    address: z.optional(ShownText),
    price: z.optional(ShownText),
    language: z.optional(z.string().check(z.maxLength(PICKED_LIMITS.language))),
    photoUrls: z.array(WebUrl).check(z.maxLength(PICKED_LIMITS.listingPhotos)),
    photoCaptions: z.optional(z.record(WebUrl, ShownText).check(z.refine((captions) => Object.keys(captions).length <= PICKED_LIMITS.listingPhotos, 'too many captions'))),
  }),
});
