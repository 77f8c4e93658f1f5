import { browser } from 'wxt/browser';
import type { PickedPhoto } from '../../lib/messaging/protocol';

/** Id of the "Reimagine this image" menu item. */
export const CONTEXT_MENU_ID = 'reimagine-image';

/** The parts of a context-menu click used here. */
export interface ImageClick {
  readonly menuItemId: string | number;
  readonly srcUrl?: string;
  readonly pageUrl?: string;
}

/** The photo a right-click on an image picks (generic site: the page is not a known listing). */
export function photoFromImageClick(info: ImageClick): PickedPhoto | undefined {
  if (info.menuItemId !== CONTEXT_MENU_ID || !info.srcUrl) return undefined;
  return { url: info.srcUrl, listing: { listingUrl: info.pageUrl ?? info.srcUrl, site: 'generic', photoUrls: [info.srcUrl] } };
}

/**
 * Adds "Reimagine this image" to every image's context menu. The click listener is registered
 * synchronously at start-up (an MV3 worker woken by the click must find it); `onPick` must open
 * the panel before its first await (the click's user gesture). The item is re-created at every
 * start, which is idempotent and covers browsers that don't persist menus.
 */
export function wireContextMenu(onPick: (photo: PickedPhoto, tabId: number | undefined) => void): void {
  browser.contextMenus.onClicked.addListener((info, tab) => {
    const photo = photoFromImageClick(info);
    if (photo) onPick(photo, tab?.id);
  });
  void browser.contextMenus
    .removeAll()
    .then(() => browser.contextMenus.create({ id: CONTEXT_MENU_ID, title: 'Reimagine this image', contexts: ['image'] }))
    .catch(() => undefined);
}
