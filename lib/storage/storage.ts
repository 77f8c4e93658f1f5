import { storage } from 'wxt/utils/storage';
import { defaultSettings, splitSettings, type LocalSettings } from './settings-schema';
import type { PickedPhoto } from '../listing';
import type { Plan } from '../api/schemas';
import type { NamedOption, StyleOption } from '../library/service-styles';

/**
 * Every `browser.storage` item Reimagine uses, in one place. None of them is secret: content
 * scripts can read `storage.local`, so the API key is NOT
 * here; it lives in the extension-origin IndexedDB (see `key-custody.ts`). Bump an item's
 * `version` and add a migration when its shape changes.
 */

/** A value fetched from the API, with when and from which API base, for TTL and base checks. */
export interface CachedValue<T> {
  readonly apiBase: string;
  readonly fetchedAt: number;
  readonly value: T;
}

/** A photo picked on a page, with the tab it was picked in (where its badges live). */
export interface PickRecord {
  /** The pick's id: the panel names it when it starts a job, so the background finds the tab (older records have none). */
  readonly id?: string;
  readonly photo: PickedPhoto;
  /** The tab whose content script sent it (or where the context menu was used). */
  readonly tabId: number | undefined;
  readonly pickedAt: number;
  /**
   * True when the browser opened the panel for it, i.e. a user gesture came with it. False for a
   * pick kept without one (Firefox's button, or a page driving the content script): nothing that
   * may cost credits starts on it by itself (`lib/storage/picks.ts`).
   */
  readonly gesture: boolean;
}

/** Renovation styles as the panel shows them. */
export interface StylesValue {
  readonly interior: StyleOption[];
  readonly exterior: StyleOption[];
}

/** Staging room types and styles. */
export interface StagingOptionsValue {
  readonly roomTypes: NamedOption[];
  readonly styles: NamedOption[];
}

/**
 * The settings a page may change without harm (`storage.local`, which content scripts can write):
 * concurrency, the buttons' visibility (the content script reads it here), enabled sites. Not the
 * API base, which lives with the key (`key-custody.ts`), nor the disclosure labels and their
 * language (`label-settings.ts`): both in the extension-origin IndexedDB. Still version 1: an
 * older value's `apiBase`, `disclosure` and `labelLanguage` are ignored on read (and read once,
 * untrusted, by their migrations), so no migration step here.
 */
export const settingsItem = storage.defineItem<LocalSettings>('local:settings', {
  fallback: splitSettings(defaultSettings()).local,
  version: 1,
});

/**
 * Plan details of the last `getPlan`/refresh, so the panel shows credits at once. In
 * `storage.session`: content scripts can't read it (a listing page has no business knowing the
 * agency's name or credits), and a new session reads the plan again anyway.
 */
export const planCacheItem = storage.defineItem<CachedValue<Plan> | null>('session:cache.plan', { fallback: null, version: 1 });

/**
 * What earlier versions kept in `storage.local`, where content scripts can read (the plan) or
 * write (the service styles, now in IndexedDB: `lib/library/service-styles.ts`) it: removed at start-up.
 */
const LEGACY_LOCAL_ITEMS = ['local:cache.plan', 'local:cache.styles', 'local:cache.stagingOptions'] as const;

/** Removes the legacy items (the panel's own state moves itself: `ui-store.ts`). */
export function removeLegacyItems(): Promise<void> {
  return storage.removeItems([...LEGACY_LOCAL_ITEMS]);
}

/**
 * The latest picks with their tabs, newest first (`storage.session`: about this browsing session
 * only, and unreadable by content scripts by default). The first one is the photo the panel
 * shows (`getPickedPhoto`); the others let a job the panel starts for a photo, or a sibling
 * photo of the same listing, find the tab to send badge updates to. Capped at `MAX_RECENT_PICKS`.
 */
export const recentPicksItem = storage.defineItem<PickRecord[]>('session:recentPicks', { fallback: [], version: 1 });

/*
 * The image analyzer's items (`storage.session`: content scripts cannot read it, so a listing
 * page cannot learn which other listings were analysed; it survives the worker being stopped, so
 * a batch's polling resumes from it; a new browser session asks the analyzer afresh). Typed
 * `unknown`: they are caches, and `lib/analyzer/storage.ts` validates each record on read and
 * drops what no longer parses, so storage needs no analyzer types.
 */

/**
 * Photo hosts each service refused to download from, as `hostRefusalKey`s (service, call, host):
 * a restarted worker sends their photos' bytes at once instead of learning it again
 * (lib/acquisition/url-refusals.ts). Session only: a new browser session tries the URLs again.
 * Read as `unknown` and checked (`refusedHostKeys`).
 */
export const refusedHostsItem = storage.defineItem<unknown>('session:refusals.hosts', { fallback: [], version: 1 });

/**
 * Tabs whose built-in site's rules missed their page's photos, where the generic finder took
 * over (issue #31): tab id → the site's id and the page's address, for the panel's notice.
 * Session only: a new session tries the site's rules again. Read as `unknown` and checked
 * (`fallbackTabs`, lib/sites/fallback-tabs.ts).
 */
export const fallbackTabsItem = storage.defineItem<unknown>('session:sites.fallbackTabs', { fallback: {}, version: 1 });

/** Whether the API base has an analyzer, and when that was learned. */
export const analyzerAvailabilityItem = storage.defineItem<unknown>('session:analyzer.availability', { fallback: null, version: 1 });
/** Kept photo analyses, oldest first. */
export const analyzerPhotosItem = storage.defineItem<unknown>('session:analyzer.photos', { fallback: [], version: 1 });
/** Listing batches, submitted or finished. */
export const analyzerBatchesItem = storage.defineItem<unknown>('session:analyzer.batches', { fallback: [], version: 1 });
