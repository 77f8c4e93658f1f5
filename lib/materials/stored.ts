import { Product } from './product';

/**
 * The product catalog as stored (the extension-origin IndexedDB, `MATERIALS_KEY` of
 * `lib/storage/ui-store.ts`) and how its pages hear that it changed. The options page edits and
 * saves it; the side panel only reads it. After each save the options page posts on a
 * BroadcastChannel, so an open panel re-reads it at once; the panel also re-reads it when it
 * becomes visible or gets focus (a message can be missed: the panel was closed, or the browser
 * lacks BroadcastChannel).
 */

/**
 * The channel every extension page of Reimagine shares (same origin: the options page and the
 * panel). Its name stays `reimagine-catalog`, so pages of the previous version still hear it.
 */
export const MATERIALS_CHANNEL = 'reimagine-catalog';

/** The one message posted on {@link MATERIALS_CHANNEL}: "the stored catalog changed, read it again". */
const CHANGED = 'changed';

/** The stored catalog's valid products (an invalid one is skipped, never the whole catalog), or null when nothing usable is stored. */
export function productsFromStorage(stored: unknown): Product[] | null {
  if (!Array.isArray(stored)) return null;
  return stored.flatMap((item) => {
    const parsed = Product.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** True when two catalogs hold the same products in the same order (a re-read that changes nothing re-renders nothing). */
export function sameProducts(a: readonly Product[], b: readonly Product[]): boolean {
  return a.length === b.length && JSON.stringify(a) === JSON.stringify(b);
}

/** A page's end of {@link MATERIALS_CHANNEL}. */
export interface MaterialsChannel {
  /** Tells every other open page that the stored catalog changed (never this page's own listener). */
  announce(): void;
  /** Stops listening. */
  close(): void;
}

/**
 * Opens the catalog channel: `onChange` is called whenever another page announces a change.
 * Posting and listening share one BroadcastChannel object, which never receives its own
 * messages, so a page is not told about its own saves (re-reading then could show an older
 * catalog while its next save is on its way). Without BroadcastChannel nothing is heard or
 * sent, and pages fall back on re-reading when they get focus.
 */
export function openMaterialsChannel(onChange: () => void): MaterialsChannel {
  if (typeof BroadcastChannel === 'undefined') return { announce: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(MATERIALS_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (event.data === CHANGED) onChange();
  };
  return { announce: () => channel.postMessage(CHANGED), close: () => channel.close() };
}
