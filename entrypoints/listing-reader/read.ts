import type { PickedPhoto } from '../../lib/listing';
import { clickedPhoto } from '../../lib/sites/clicked-photo';
import { buildListingContext } from '../../lib/sites/context';

/**
 * The last clicked photo of this frame with its listing context, built now from the page as it
 * is; null when no button was clicked here (the background then keeps what the message said).
 */
export function readClickedListing(): PickedPhoto | null {
  const click = clickedPhoto();
  if (!click) return null;
  return { url: click.url, listing: buildListingContext(click.adapter, click.photo, click.url, click.urlOf) };
}
