import { ContactSheet } from './ContactSheet';
import { useListingLook } from './useListingLook';

/** The contact sheet of the listing on screen, once its look was applied. */
export function CurrentContactSheet() {
  const view = useListingLook();
  return view?.record.batchId ? <ContactSheet view={view} /> : null;
}
