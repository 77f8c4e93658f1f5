import { defineContentScript } from 'wxt/utils/define-content-script';
import { builtinSiteRulesFor, listingPageMatches } from '../../lib/sites/rules';
import { startListingScript } from './start';

/**
 * The listing content script of the built-in sites (the manifest's): it finds listing photos and
 * gives each a Reimagine button. Sites the user enabled get entrypoints/generic.content instead.
 * The logic lives in ./controller.ts.
 */
export default defineContentScript({
  matches: listingPageMatches(),
  runAt: 'document_idle',
  main(ctx) {
    startListingScript(ctx.signal, builtinSiteRulesFor, { fallBack: true });
  },
});
