import { afterFrame } from '../../lib/sites/slices';
import type { SiteAdapter } from '../../lib/sites/types';
import { watchButtonMode } from './button-mode';
import { runListingScript } from './controller';
import { answerProbes } from './probe';
import { sendOpenPhoto } from './send';
import { syncPhotoStates } from './states-sync';

/**
 * Everything a listing content script does in a page, shared by the built-in sites' script
 * (entrypoints/listing.content, the manifest's) and the generic one (entrypoints/generic.content,
 * registered on sites the user enabled): they differ only in how they pick the page's adapter and
 * in `onRulesMissed`, which only the built-in sites' script has (it hands a page its rules miss
 * to the generic one, issue #31), so each bundle carries only its own.
 */
export function startListingScript(signal: AbortSignal, adapterFor: (url: string) => SiteAdapter | undefined, onRulesMissed?: (site: string) => Promise<boolean>): void {
  // `signal` aborts when the extension is reloaded or updated: buttons and marks go with it.
  watchButtonMode(signal);
  const states = syncPhotoStates(signal);
  // The page's photos are looked for in a task of their own after the next frame, not in the task
  // that runs this script: both in one made a long task on a page's load (afterFrame says why).
  afterFrame(document)(() => {
    if (!signal.aborted) runListingScript(window, signal, { adapterFor, openPhoto: sendOpenPhoto, onPhoto: states.found, onRulesMissed });
  });
  // The side panel asks (through the background) whether a listing script runs in the tab.
  answerProbes(signal);
}
