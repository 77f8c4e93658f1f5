import { browser } from 'wxt/browser';
import { firefoxSidebar } from './firefox-sidebar';
import type { EventBody } from './events';
import type { PickedPhoto } from '../../lib/listing';
import { rememberPick } from '../../lib/storage/picks';

interface ChromeSidePanelOpen {
  open(options: { tabId: number }): Promise<void>;
}

/** The browser's own call: Chrome's side panel for the tab, Firefox's sidebar. Rejects without a user gesture. */
function openBrowserPanel(tabId: number | undefined): Promise<unknown> {
  if (import.meta.env.FIREFOX) return firefoxSidebar()?.open() ?? Promise.reject(new Error('no sidebar'));
  const sidePanel = (globalThis as { chrome?: { sidePanel?: ChromeSidePanelOpen } }).chrome?.sidePanel;
  return sidePanel && tabId !== undefined ? sidePanel.open({ tabId }) : Promise.reject(new Error('no side panel'));
}

/**
 * Whether the panel shows a pick, the pick's id (the panel sends it back with its jobs, to find the
 * tab), the photo as stored, and whether a user gesture came with it (the browser opened the panel).
 */
export interface PanelOpened {
  readonly opened: boolean;
  readonly pickId?: string;
  readonly photo?: PickedPhoto;
  readonly gesture?: boolean;
}

/** What happens to a pick the browser would not open the panel for (no user gesture). */
export type WithoutGesture = (photo: PickedPhoto, tabId: number | undefined, now: number) => Promise<PanelOpened>;

/** How a pick opens the panel: the browser's calls by default, stand-ins in tests. */
export interface PanelOpening {
  readonly now?: number;
  readonly open?: (tabId: number | undefined) => Promise<unknown>;
  /** Completes the photo once the panel opened (a button's click has its listing read in the page, ./listing.ts). */
  readonly complete?: (photo: PickedPhoto) => Promise<PickedPhoto>;
  /** Chrome: nothing is kept. Firefox: `keepWithoutGesture`. */
  readonly withoutGesture?: WithoutGesture;
}

/**
 * Opens the side panel (Chrome) or sidebar (Firefox) for a picked photo. The open call is made
 * synchronously, before any await, because both browsers require the user gesture that
 * delivered the message (or the context-menu click). Only when the panel really opened is the
 * photo completed and stored, with the tab it was picked in, for the panel to pick up
 * (`getPickedPhoto`, `pickedPhoto` event) as a pick with a gesture: a message without one (a page
 * script driving a compromised content script) opens nothing; in Chrome it leaves nothing either.
 */
export function openPanelFor(photo: PickedPhoto, tabId: number | undefined, options: PanelOpening = {}): Promise<PanelOpened> {
  const { now = Date.now(), open = openBrowserPanel, complete = (same: PickedPhoto) => Promise.resolve(same) } = options;
  const withoutGesture = options.withoutGesture ?? (import.meta.env.FIREFOX ? keepWithoutGesture : undefined);
  const opening = open(tabId);
  return opening.then(
    () =>
      complete(photo).then(async (full) => {
        const pick = await rememberPick(full, tabId, now, true);
        return { opened: true, pickId: pick?.id, photo: full, gesture: true };
      }),
    () => (withoutGesture ? complete(photo).then((full) => withoutGesture(full, tabId, now)) : { opened: false }),
  );
}

/** Whether Firefox's sidebar shows in the window of `tabId`. */
async function sidebarOpenFor(tabId: number | undefined): Promise<boolean> {
  const windowId = tabId === undefined ? undefined : (await browser.tabs.get(tabId)).windowId;
  return (await firefoxSidebar()?.isOpen(windowId === undefined ? {} : { windowId })) ?? false;
}

/**
 * Firefox does not carry a content script's click to the background as a user action, so its
 * sidebar can't be opened from the button. The pick is kept, as a pick WITHOUT a gesture, for the
 * toolbar button to show, and counts as shown (pushed to the panel) only when the sidebar is
 * already open in the tab's window: a documented Firefox limitation (SECURITY.md). Such a pick is
 * shown but starts nothing that may cost credits by itself (the panel's analyzer waits for the
 * user's click in the panel), a tab holds at most one of them, and a large one is not kept
 * (`rememberPick`, lib/storage/picks.ts).
 */
export async function keepWithoutGesture(
  photo: PickedPhoto,
  tabId: number | undefined,
  now: number,
  sidebarOpen: (tabId: number | undefined) => Promise<boolean> = sidebarOpenFor,
): Promise<PanelOpened> {
  const pick = await rememberPick(photo, tabId, now, false);
  if (!pick) return { opened: false };
  try {
    return { opened: await sidebarOpen(tabId), pickId: pick.id, photo, gesture: false };
  } catch {
    return { opened: false };
  }
}

/**
 * The `pickedPhoto` event for the panel when it shows the pick (`undefined` when nothing opened),
 * saying whether a gesture came with it. The page that sent the photo learns nothing but `opened`.
 */
export function pickedPhotoEvent(result: PanelOpened, sent: PickedPhoto): EventBody | undefined {
  if (!result.opened) return undefined;
  return { type: 'pickedPhoto', photo: result.photo ?? sent, gesture: result.gesture === true, ...(result.pickId ? { pickId: result.pickId } : {}) };
}
