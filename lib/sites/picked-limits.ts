/**
 * How much a picked photo may carry in an `openPhoto` message. The content script trims what it
 * sends to these limits (`context.ts`); the background's schema (`lib/listing.ts`) refuses
 * anything past them, so a hostile page (or a compromised content script) cannot flood the
 * panel. Zod-free, because the content script imports it.
 */
export const PICKED_LIMITS = {
  /** Photos of one listing (detail pages show tens; a search card a handful). */
  listingPhotos: 500,
  /** Characters of a title, address or price as shown. */
  text: 300,
  /** Characters of one http(s) URL. */
  url: 8192,
  /** Characters of a `data:image/...` URL (a right-clicked inline image): about 15 MB of image. */
  dataUrl: 20_000_000,
  /** Characters of the page's language tag (BCP 47 tags in use are far shorter). */
  language: 35,
} as const;
