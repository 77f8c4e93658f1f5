import { defineContentScript } from 'wxt/utils/define-content-script';
import { GENERIC_ADAPTER } from '../../lib/sites/generic';
import { startListingScript } from '../listing.content/start';

/**
 * The listing content script for sites without an adapter: the same buttons, with the generic
 * detector (lib/sites/generic/) judging every image. Not in the manifest: the background
 * registers it on each site the user enabled, and runs it in the tab at once when enabling
 * (lib/sites/registration.ts, entrypoints/background/sites.ts); the demo build adds it for
 * loopback pages (wxt.config.ts). Keeping it apart keeps the detector's rules and word lists out
 * of the built-in sites' script, which every listing page loads.
 */
export default defineContentScript({
  registration: 'runtime',
  runAt: 'document_idle',
  main(ctx) {
    startListingScript(ctx.signal, () => GENERIC_ADAPTER);
  },
});
