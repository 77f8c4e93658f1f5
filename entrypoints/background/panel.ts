import { browser } from 'wxt/browser';
import { firefoxSidebar } from './firefox-sidebar';
import type { PickedPhoto } from '../../lib/messaging/protocol';

interface ChromeSidePanelOpen {
  open(options: { tabId: number }): Promise<void>;
}

/** storage.session key of the photo the panel should show next (the panel reads it on open). */
export const PICKED_PHOTO_KEY = 'pickedPhoto';

/**
 * Opens the side panel (Chrome) or sidebar (Firefox) for a picked photo. The open call is made
 * synchronously, before any await, because both browsers require the user gesture that
 * delivered the message; the photo is stored afterwards and the panel picks it up from there.
 */
export function openPanelFor(photo: PickedPhoto, tabId: number | undefined): Promise<{ opened: boolean }> {
  let opening: Promise<unknown>;
  if (import.meta.env.FIREFOX) {
    opening = firefoxSidebar()?.open() ?? Promise.reject(new Error('no sidebar'));
  } else {
    const sidePanel = (globalThis as { chrome?: { sidePanel?: ChromeSidePanelOpen } }).chrome?.sidePanel;
    opening = sidePanel && tabId !== undefined ? sidePanel.open({ tabId }) : Promise.reject(new Error('no side panel'));
  }
  const stored = browser.storage.session.set({ [PICKED_PHOTO_KEY]: { ...photo, pickedAt: Date.now() } });
  return Promise.all([opening.then(() => true, () => false), stored]).then(([opened]) => ({ opened }));
}
