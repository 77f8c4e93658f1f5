import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { readClickedListing } from './read';

/**
 * Reads the listing of the photo whose button was just clicked: the background runs this file in
 * the clicked frame's content-script world (`scripting.executeScript`, after opening the panel)
 * and takes what it returns, validated, as the picked photo (entrypoints/background/listing.ts).
 * Apart from the listing scripts, so the context and embedded-JSON readers load on a click only,
 * not on every listing page.
 */
export default defineUnlistedScript(() => readClickedListing());
