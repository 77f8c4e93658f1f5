import { usePanel } from '../store/context';
import { ListingBatch } from '../ListingBatch';
import type { FieldOf, FieldProps } from './field-props';

/** "All photos of this listing" (`listingBatch`): once the form has a request and the listing more than one photo. */
export function ListingBatchField({ request }: FieldProps<FieldOf<'listingBatch'>>) {
  const photo = usePanel((state) => state.listing.photo);
  return photo && request && photo.listing.photoUrls.length > 1 ? <ListingBatch request={request} photo={photo} /> : null;
}
