import type { CompiledAdapter } from './compile';

/**
 * The photo whose button was clicked last in this frame, as the listing script saw it. The
 * listing's context (address, price, all its photos) is read only on a click, so its readers are
 * not in the script every listing page loads: the script keeps the click here, in the extension's
 * content-script world of the frame (which the page cannot reach), and the background runs
 * entrypoints/listing-reader in that same world to read the context from it.
 */
export interface ClickedPhoto {
  readonly adapter: CompiledAdapter;
  readonly photo: Element;
  /** The photo's resolved URL, as its button sent it. */
  readonly url: string;
  /** The watcher's record of marked elements: the listing's photo URLs come from there. */
  readonly urlOf: (element: Element) => string | undefined;
}

/** Where the click is kept: a property of the content-script world's global object. */
const KEY = 'reimagineClickedPhoto';

/** The content-script world's global object, as far as the click goes. */
type Holder = { [KEY]?: ClickedPhoto };

/** Kept by the listing script when a button is clicked, before it sends `openPhoto`. */
export function keepClickedPhoto(click: ClickedPhoto): void {
  (globalThis as Holder)[KEY] = click;
}

/** The click kept in this frame's content-script world, if a button was clicked there. */
export function clickedPhoto(): ClickedPhoto | undefined {
  return (globalThis as Holder)[KEY];
}
