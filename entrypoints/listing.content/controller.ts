import type { PickedPhoto } from '../../lib/listing';
import { compileAdapter, isListingPage } from '../../lib/sites/compile';
import { FALLBACK_CHECKS_MS } from '../../lib/sites/fallback';
import { watchLocation } from '../../lib/sites/navigation';
import { BUTTON_HOST_TAG } from '../../lib/sites/photo-finder';
import type { SiteAdapter } from '../../lib/sites/types';
import { startSession, type ListingSession } from './session';

/** What the controller needs from the outside world (the extension, or a test). */
export interface ListingScriptDeps {
  /**
   * The adapter for the page's URL: its built-in site's (the manifest's script), or the generic
   * adapter (the script registered on sites the user enabled). Undefined: nothing to do here.
   */
  readonly adapterFor: (url: string) => SiteAdapter | undefined;
  /** Sends the openPhoto message for a trusted click. */
  readonly openPhoto: (photo: PickedPhoto) => void;
  /** A photo was found (its resolved URL): the background is asked for its badge state. */
  readonly onPhoto?: (url: string) => void;
  /** Batch scheduling override (tests). */
  readonly schedule?: (run: () => void) => void;
  /**
   * The site's rules found nothing on a listing page by the time of a check (since it started or
   * its last navigation; photos found, then taken out, are no miss): the background
   * decides whether the generic finder takes over (lib/sites/fallback.ts) and answers true when it
   * did; the script then steps aside.
   */
  readonly onRulesMissed?: (site: string) => Promise<boolean>;
  /** When the fallback check runs (tests); defaults to FALLBACK_CHECKS_MS. */
  readonly fallbackChecksMs?: readonly number[];
}

/**
 * The listing content script's logic, free of WXT so a test can drive it in jsdom. It picks the
 * site's adapter (`deps.adapterFor`); on a page that is not a listing page it
 * only listens for single-page navigations (a cheap listener, no DOM observation); on a listing
 * page it runs a session, re-evaluated on every navigation and stopped when the page stops being
 * a listing page or `signal` aborts (extension reloaded).
 */
export function runListingScript(
  win: Window,
  signal: AbortSignal,
  deps: ListingScriptDeps,
): { session: () => ListingSession | undefined } {
  const doc = win.document;
  // A previous copy of this script (extension reloaded or updated) may have left buttons behind.
  for (const stale of Array.from(doc.querySelectorAll(BUTTON_HOST_TAG))) stale.remove();
  const site = deps.adapterFor(win.location.href);
  if (!site) return { session: () => undefined };
  const adapter = compileAdapter(site);

  let session: ListingSession | undefined;
  // Set once the rules missed this page's photos: the generic finder has it from then on.
  let fellBack = false;
  // The rules found a photo on this page (since it started, or since the last navigation): one
  // taken out later (a filter emptying the results) does not make them miss it.
  let found = false;
  const onPhoto = (url: string) => {
    found = true;
    deps.onPhoto?.(url);
  };
  const evaluate = () => {
    if (signal.aborted || fellBack) return;
    const listing = isListingPage(adapter.data, win.location.href);
    if (listing && !session) {
      found = false;
      session = startSession({ doc, adapter, openPhoto: deps.openPhoto, onPhoto, signal, schedule: deps.schedule, onBatch: () => location.check() });
    } else if (listing && session) {
      session.rescan();
      // A new page: what the rules found counts from here (photos kept from before are on it).
      found = session.watch.marked().length > 0;
    } else if (!listing && session) {
      session.stop();
      session = undefined;
    }
  };
  const location = watchLocation(win, evaluate, signal);
  evaluate();
  if (deps.onRulesMissed) {
    const ask = deps.onRulesMissed;
    const check = async () => {
      if (signal.aborted || fellBack || !session || found) return;
      // Once the background said yes, the generic script runs in the tab: this one must go, whatever it marked since.
      if (!(await ask(site.id))) return;
      fellBack = true;
      session?.stop();
      session = undefined;
    };
    const timers = (deps.fallbackChecksMs ?? FALLBACK_CHECKS_MS).map((ms) => setTimeout(check, ms));
    signal.addEventListener('abort', () => timers.forEach(clearTimeout), { once: true });
  }
  signal.addEventListener('abort', () => session?.stop(), { once: true });
  return { session: () => session };
}
