import { createContext, use } from 'react';
import type { BackgroundEvent, MessageName, Reply, RequestOf, ResponseOf } from '../../lib/messaging/protocol';

/** Sends one protocol message to the background. Never throws: failures come back as `{ok:false}`. */
export type Call = <N extends MessageName>(name: N, payload: RequestOf<N>) => Promise<Reply<ResponseOf<N>>>;

/** A section of the options page another page can open it at (its element id). */
export type OptionsSection = 'catalog'; // the materials section's id (MATERIALS_SECTION_ID), kept for saved links

/** The browser tab the side panel sits next to. `url` is missing when Reimagine may not see it (no host permission). */
export interface ActiveTab {
  readonly id: number;
  readonly url?: string;
}

/**
 * Everything the extension pages need from outside React: the background (messages and pushed
 * events) and the few browser APIs the UI touches. Pages get the real one from
 * `createBrowserBackground()`; tests inject a fake, so no browser is needed.
 */
export interface Background {
  /** Sends a protocol message (see lib/messaging/protocol.ts). */
  readonly call: Call;
  /** Listens to validated events the background pushes; returns the unsubscribe function. */
  subscribe(listener: (event: BackgroundEvent) => void): () => void;
  /** Opens Reimagine's options page; with a section (`catalog`), in a tab scrolled to that section. */
  openOptions(section?: OptionsSection): void;
  /**
   * Asks for host permissions. Must be called synchronously inside a click handler, before any
   * await, or the browser refuses it for lack of a user gesture. Resolves whether it was granted.
   */
  requestHostPermission(origins: string[]): Promise<boolean>;
  /**
   * Reports the active tab of the page's window (null: none), now and whenever it changes (tab
   * switched, navigated, a host permission granted or removed); returns the unsubscribe function.
   */
  watchActiveTab(listener: (tab: ActiveTab | null) => void): () => void;
  /**
   * Reads a value the UI keeps (form state, catalog; never the key) from the extension origin's
   * IndexedDB (`lib/storage/ui-store.ts`), not `storage.local`, which content scripts can read.
   */
  load(key: string): Promise<unknown>;
  /** Writes a value where `load` reads it. */
  save(key: string, value: unknown): Promise<void>;
}

/** The page's background. Components read it with `useBackground()`. */
export const BackgroundContext = createContext<Background | null>(null);

/** The background of the current page; throws if a component is rendered outside a provider (a wiring bug). */
export function useBackground(): Background {
  const background = use(BackgroundContext);
  if (!background) throw new Error('useBackground() needs a <BackgroundContext> provider.');
  return background;
}
