import { defineContentScript } from 'wxt/utils/define-content-script';
import { listingPageMatches } from '../../lib/sites/catalog';

export default defineContentScript({
  matches: listingPageMatches(),
  runAt: 'document_idle',
  main() {
    // Photo detection and the Reimagine buttons arrive with the listing-sites issue (#4).
  },
});
