import { browser } from 'wxt/browser';
import { backgroundMessages } from '../../lib/i18n/messages/background/index';
import type { Locale } from '../../lib/i18n/locales';
import { translator } from '../../lib/i18n/translate';
import { uiLocale } from '../../lib/i18n/ui-locale';
import { pickedOnPage } from '../../lib/acquisition/network-policy';
import type { PickedPhoto } from '../../lib/listing';
import { siteTarget } from '../../lib/sites/registration';
import { resolvePickedImage } from '../../lib/sites/resolve-image';
import { enableSite, turnOffSite, type SiteRegistrar } from './sites';

/** Id of the "Reimagine this image" menu item. */
export const CONTEXT_MENU_ID = 'reimagine-image';
/** Id of "Enable Reimagine on this site" (page and toolbar-button menus). */
export const ENABLE_SITE_MENU_ID = 'reimagine-enable-site';
/** Id of "Disable Reimagine on this site" (page and toolbar-button menus). */
export const DISABLE_SITE_MENU_ID = 'reimagine-disable-site';

/** The parts of a context-menu click used here. */
export interface ImageClick {
  readonly menuItemId: string | number;
  readonly srcUrl?: string;
  readonly pageUrl?: string;
  /** The frame the image is in, when it is not the top page. */
  readonly frameUrl?: string;
}

/** The parts of the clicked tab used here. */
export interface ClickedTab {
  readonly id?: number;
  readonly url?: string;
}

/**
 * The photo a right-click on an image picks, read through the page's site adapter as the photo's
 * button reads it: a listing site's thumbnail becomes its largest variant, the very URL the button
 * sends (so badges and dedupe see one photo), with the site's id. Any other image is a `generic`
 * photo, kept as it is. Its page is the image's frame as the browser names it: the one private
 * origin the photo may come from (lib/acquisition/network-policy.ts).
 */
export function photoFromImageClick(info: ImageClick): PickedPhoto | undefined {
  if (info.menuItemId !== CONTEXT_MENU_ID || !info.srcUrl) return undefined;
  const { url, site } = resolvePickedImage(info.pageUrl, info.srcUrl);
  return pickedOnPage({ url, listing: { listingUrl: info.pageUrl ?? info.srcUrl, site, photoUrls: [url] } }, info.frameUrl ?? info.pageUrl);
}

/** What the site items do (the browser's in the extension, fakes in unit tests). */
export interface SiteMenuDeps {
  /** `permissions.request`: called synchronously in the click, whose user gesture it needs. */
  requestPermission(origins: string[]): Promise<boolean>;
  /** The enableSite message's logic, with the clicked tab to run the script in at once. */
  enable(origin: string, tabId: number | undefined): Promise<unknown>;
  /** The disableSite message's logic. */
  disable(origin: string): Promise<unknown>;
  /** Where a click that can't do anything is explained: the console, for whoever debugs (in English, like every log; no notification). */
  warn(message: string): void;
}

/** The site items over the real browser and the background's registrar; `apiBase` answers the API base in force. */
export function browserSiteMenuDeps(registrar: SiteRegistrar, apiBase: () => Promise<string>): SiteMenuDeps {
  return {
    requestPermission: (origins) => browser.permissions.request({ origins }),
    enable: (origin, tabId) => enableSite(registrar, origin, tabId),
    disable: async (origin) => turnOffSite(registrar, origin, await apiBase()),
    warn: (message) => console.warn(`Reimagine: ${message}`),
  };
}

/**
 * A click on "Enable/Disable Reimagine on this site"; undefined for any other item. Enabling asks
 * for the page's host permission first, synchronously: the menu click is the user gesture and
 * the browser refuses the request after an await. Pages that aren't http(s), and built-in sites
 * (which always run), are skipped with a console warning. The returned promise never rejects.
 */
export function handleSiteMenuClick(info: ImageClick, tab: ClickedTab | undefined, deps: SiteMenuDeps): Promise<void> | undefined {
  if (info.menuItemId !== ENABLE_SITE_MENU_ID && info.menuItemId !== DISABLE_SITE_MENU_ID) return undefined;
  const enabling = info.menuItemId === ENABLE_SITE_MENU_ID;
  const pageUrl = info.pageUrl ?? tab?.url;
  const target = siteTarget(pageUrl);
  if (target.kind === 'builtin') {
    deps.warn(`${target.name} always works with Reimagine: there is nothing to ${enabling ? 'enable' : 'disable'}.`);
    return Promise.resolve();
  }
  if (target.kind !== 'site') {
    deps.warn(`Reimagine can only be turned on or off for http and https pages, not ${pageUrl ?? 'this page'}.`);
    return Promise.resolve();
  }
  const failed = (error: unknown) => deps.warn(`Could not ${enabling ? 'enable' : 'disable'} Reimagine on ${target.host}: ${error instanceof Error ? error.message : String(error)}`);
  if (!enabling) return deps.disable(target.origin).then(() => undefined, failed);

  // First, before any await: the click's user gesture only lasts for this synchronous turn.
  const granted = deps.requestPermission(target.patterns);
  return granted
    .then(async (ok) => {
      if (!ok) {
        deps.warn(`Access to ${target.host} was not granted: Reimagine stays off there.`);
        return;
      }
      await deps.enable(target.origin, tab?.id);
    })
    .catch(failed);
}

/** One context-menu item, as `contextMenus.create` takes it. */
export interface MenuItem {
  readonly id: string;
  readonly title: string;
  readonly contexts: ['image'] | ['page', 'action'];
}

/**
 * The three items, titled in the browser's UI language: the menu is the browser's, so it speaks
 * the browser's language (not a listing's).
 */
export function contextMenuItems(locale: Locale = uiLocale()): MenuItem[] {
  const t = translator(backgroundMessages, locale);
  return [
    { id: CONTEXT_MENU_ID, title: t('menu.reimagine-image'), contexts: ['image'] },
    { id: ENABLE_SITE_MENU_ID, title: t('menu.enable-site'), contexts: ['page', 'action'] },
    { id: DISABLE_SITE_MENU_ID, title: t('menu.disable-site'), contexts: ['page', 'action'] },
  ];
}

/**
 * Adds "Reimagine this image" to every image's context menu, and "Enable/Disable Reimagine on
 * this site" to the page's and the toolbar button's. The click listener is registered
 * synchronously at start-up (an MV3 worker woken by the click must find it); `onPick` must open
 * the panel before its first await (the click's user gesture), as the site items request their
 * permission. The items are re-created at every start, which is idempotent, covers browsers
 * that don't persist menus, and follows a change of the browser's language.
 */
export function wireContextMenu(onPick: (photo: PickedPhoto, tabId: number | undefined) => void, sites: SiteMenuDeps): void {
  browser.contextMenus.onClicked.addListener((info, tab) => {
    const photo = photoFromImageClick(info);
    if (photo) onPick(photo, tab?.id);
    else void handleSiteMenuClick(info, tab, sites);
  });
  void browser.contextMenus
    .removeAll()
    .then(() => {
      for (const item of contextMenuItems()) browser.contextMenus.create(item);
    })
    .catch(() => undefined);
}
