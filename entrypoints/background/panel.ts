import { browser } from 'wxt/browser';
import { firefoxSidebar } from './firefox-sidebar';
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

/** Whether the panel opened for a pick, the pick's id (the panel sends it back with its jobs, to find the tab) and the photo as stored. */
export interface PanelOpened {
  readonly opened: boolean;
  readonly pickId?: string;
  readonly photo?: PickedPhoto;
}

/**
 * Opens the side panel (Chrome) or sidebar (Firefox) for a picked photo. The open call is made
 * synchronously, before any await, because both browsers require the user gesture that
 * delivered the message (or the context-menu click). Only when the panel really opened is the
 * photo completed (`complete`: a button's click has its listing read in the page,
 * ./listing.ts) and stored, with the tab it was picked in, for the panel to pick up
 * (`getPickedPhoto`, `pickedPhoto` event): a message without a user gesture (a page script
 * driving a compromised content script) opens nothing and leaves nothing for the panel to show.
 */
export function openPanelFor(
  photo: PickedPhoto,
  tabId: number | undefined,
  now: number = Date.now(),
  open: (tabId: number | undefined) => Promise<unknown> = openBrowserPanel,
  complete: (photo: PickedPhoto) => Promise<PickedPhoto> = (same) => Promise.resolve(same),
): Promise<PanelOpened> {
  const opening = open(tabId);
  return opening.then(
    () => complete(photo).then((full) => rememberPick(full, tabId, now).then((pick) => ({ opened: true, pickId: pick.id, photo: full }))),
    () => (import.meta.env.FIREFOX ? complete(photo).then((full) => firefoxFallback(full, tabId, now)) : { opened: false }),
  );
}

/**
 * Firefox does not carry a content script's click to the background as a user action, so its
 * sidebar can't be opened from the button. The pick is kept for the toolbar button to show, and
 * counts as shown (pushed to the panel) only when the sidebar is already open in the tab's window:
 * a documented Firefox limitation (SECURITY.md).
 */
async function firefoxFallback(photo: PickedPhoto, tabId: number | undefined, now: number): Promise<PanelOpened> {
  const pick = await rememberPick(photo, tabId, now);
  try {
    const windowId = tabId === undefined ? undefined : (await browser.tabs.get(tabId)).windowId;
    return { opened: (await firefoxSidebar()?.isOpen(windowId === undefined ? {} : { windowId })) ?? false, pickId: pick.id, photo };
  } catch {
    return { opened: false };
  }
}
