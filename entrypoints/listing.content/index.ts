import { defineContentScript } from 'wxt/utils/define-content-script';
import { injectedSiteRules } from '../../lib/sites/injected-rules';
import { sendRulesMissed } from './send';
import { startListingScript } from './start';

/**
 * The listing content script of the built-in sites: it finds listing photos and gives each a
 * Reimagine button. The manifest loads it on each built-in site's pages after that site's rules
 * script (lib/sites/site-scripts.ts; wxt.config.ts writes the entries, hence `runtime` here: WXT
 * adds no entry of its own). Sites the user enabled get entrypoints/generic.content instead. The
 * logic lives in ./controller.ts.
 */
export default defineContentScript({
  registration: 'runtime',
  main(ctx) {
    // The built-in sites' script hands a page its rules miss to the generic one (issue #31).
    startListingScript(ctx.signal, injectedSiteRules(), sendRulesMissed);
  },
});
