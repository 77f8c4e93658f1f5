import { firefoxSidebar } from './firefox-sidebar';
import type { PickedPhoto } from '../../lib/listing';
import { rememberPick } from '../../lib/storage/picks';

interface ChromeSidePanelOpen {
  open(options: { tabId: number }): Promise<void>;
}

/**
 * Opens the side panel (Chrome) or sidebar (Firefox) for a picked photo. The open call is made
 * synchronously, before any await, because both browsers require the user gesture that
 * delivered the message (or the context-menu click); the photo is stored afterwards, with the tab
 * it was picked in, and the panel picks it up from there (`getPickedPhoto`, `pickedPhoto` event).
 */
export function openPanelFor(photo: PickedPhoto, tabId: number | undefined, now: number = Date.now()): Promise<{ opened: boolean }> {
  let opening: Promise<unknown>;
  if (import.meta.env.FIREFOX) {
    opening = firefoxSidebar()?.open() ?? Promise.reject(new Error('no sidebar'));
  } else {
    const sidePanel = (globalThis as { chrome?: { sidePanel?: ChromeSidePanelOpen } }).chrome?.sidePanel;
    opening = sidePanel && tabId !== undefined ? sidePanel.open({ tabId }) : Promise.reject(new Error('no side panel'));
  }
  const stored = rememberPick(photo, tabId, now);
  return Promise.all([opening.then(() => true, () => false), stored]).then(([opened]) => ({ opened }));
}
