import type { ListingAnalysis } from '../../../lib/analyzer/records';
import type { SliceContext } from '../store/slice';
import type { PhotoEntry } from './suggestions';

/*
 * The analyzer's listing batch in the panel store (issue #15): "Analyze all photos of this
 * listing", and reading the listing's analyses back into the analyzer's fields.
 */

type AnalyzerContext = SliceContext<'analyzer'>;

/** Takes a listing's analyses in, and fills in what they suggest for the photo on screen. */
function absorb(ctx: AnalyzerContext, listingUrl: string, view: ListingAnalysis): void {
  const photos: Record<string, PhotoEntry> = { ...ctx.own().photos };
  for (const { url, analysis } of view.photos) photos[url] = analysis;
  ctx.patch({ photos, batch: view.batch, batchListing: listingUrl });
  ctx.get().applySuggestions();
}

/** "Analyze all photos of this listing": one batch; resolves true when it started (or was running). */
export async function startListingAnalysis(ctx: AnalyzerContext): Promise<boolean> {
  const photo = ctx.get().listing.photo;
  if (!photo) return false;
  const { patch } = ctx;
  patch({ batchError: null });
  const reply = await ctx.background.call('startListingAnalysis', { photo });
  if (!reply.ok) {
    patch({ batchError: { code: reply.code, detail: reply.message } });
    return false;
  }
  absorb(ctx, photo.listing.listingUrl, reply.data);
  // No batch: the service said it has no analyzer; the status (now remembered so) hides the feature.
  if (reply.data.batch === null) await ctx.get().loadAnalyzer();
  return reply.data.batch !== null;
}

/** Re-reads the current listing's batch and its photos' analyses. */
export async function refreshListingAnalysis(ctx: AnalyzerContext): Promise<void> {
  const listing = ctx.get().listing.photo?.listing;
  if (!listing) return;
  const reply = await ctx.background.call('getListingAnalysis', { listingUrl: listing.listingUrl, photoUrls: listing.photoUrls.slice(0, 500) });
  if (reply.ok && ctx.get().listing.photo?.listing.listingUrl === listing.listingUrl) absorb(ctx, listing.listingUrl, reply.data);
}
