import { z } from 'zod';

/**
 * A picked photo and the listing it belongs to: what a Reimagine button (or the context menu)
 * hands to the panel and what jobs and history remember. A domain schema that messages carry.
 */

/** Where a photo was found: the listing it belongs to. */
export const ListingContext = z.object({
  /** The listing page's URL (or the page the photo was on). */
  listingUrl: z.string(),
  /** Site id from the catalog (`zillow`, `rightmove`, ...) or `generic`. */
  site: z.string(),
  title: z.string().optional(),
  address: z.string().optional(),
  price: z.string().optional(),
  /** Every photo URL of the listing, largest variants, in page order. */
  photoUrls: z.array(z.string()),
});
export type ListingContext = z.infer<typeof ListingContext>;

/** A photo picked on a page: its largest-variant URL and its listing. */
export const PickedPhoto = z.object({
  url: z.string().min(1),
  listing: ListingContext,
});
export type PickedPhoto = z.infer<typeof PickedPhoto>;

