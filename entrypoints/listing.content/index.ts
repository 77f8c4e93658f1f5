import { defineContentScript } from 'wxt/utils/define-content-script';
import { listingPageMatches } from '../../lib/sites/catalog';
import { watchButtonMode } from './button-mode';
import { runListingScript } from './controller';
import { sendOpenPhoto } from './send';
import { syncPhotoStates } from './states-sync';
import { answerProbes } from './probe';

/**
 * The listing content script: on catalog sites (and sites the user enabled at run time) it finds
 * listing photos and gives each a Reimagine button. The logic lives in ./controller.ts.
 */
export default defineContentScript({
  matches: listingPageMatches(),
  runAt: 'document_idle',
  main(ctx) {
    // ctx.signal aborts when the extension is reloaded or updated: buttons and marks go with it.
    watchButtonMode(ctx.signal);
    const script = runListingScript(window, ctx.signal, { openPhoto: sendOpenPhoto });
    syncPhotoStates(script.photoUrls, ctx.signal);
    // The side panel asks (through the background) whether this script runs in the tab.
    answerProbes(ctx.signal);
  },
});
