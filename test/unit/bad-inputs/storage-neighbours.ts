import { expect } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import { STORES } from '../../../lib/storage/db';
import { putOne } from '../../../lib/storage/idb';
import { defaultSettings } from '../../../lib/storage/settings-schema';
import { pickedPhoto } from '../queue/fakes';
import { PHOTO } from '../components/fake-background';
import { dataOf, KEY, TAB, type Harness } from './background';

/**
 * "Nothing lost" for the storage rows whose bad record is a whole item (settings or the recent
 * picks as a string or an array): the records stored beside it are still read, and the item
 * works again once Reimagine writes it.
 */

const BASE = 'http://127.0.0.1:8787/public/v1';
const NEIGHBOUR_ENTRY: HistoryEntry = {
  id: 'h-neighbour',
  jobId: 'job-h-neighbour',
  operation: 'renovate',
  params: { style_id: 'modern' },
  photo: pickedPhoto('https://photos.example.com/h-neighbour.jpg'),
  resultUrl: 'https://cdn.example/h-neighbour.png',
  createdAt: 1,
  disclosure: 'digitally-altered',
  hasLocalCopy: false,
} as HistoryEntry;

/** What is stored beside settings and picks: a saved key, a pick, a history entry and (for picks) settings. */
const NEIGHBOUR_PICK = { id: 'pick-good', photo: PHOTO, tabId: 3, pickedAt: 1 };
const NEIGHBOUR_SETTINGS = { ...defaultSettings(), concurrency: 3, enabledSites: ['https://www.example-realty.com'] };
export async function plantNeighbours(bg: Harness, beside: { pick: boolean; settings: boolean }) {
  dataOf(await bg.call('saveApiKey', { apiKey: KEY }));
  await putOne(bg.ctx.db, STORES.history, NEIGHBOUR_ENTRY);
  if (beside.pick) await fakeBrowser.storage.session.set({ recentPicks: [NEIGHBOUR_PICK] });
  if (beside.settings) await fakeBrowser.storage.local.set({ settings: NEIGHBOUR_SETTINGS });
}

/** Nothing lost beside the bad record: the key still goes to its base, the history entry is still listed. */
async function keyAndHistoryKept(bg: Harness) {
  expect(await bg.call('getKeyStatus', {})).toEqual({ ok: true, data: { set: true, masked: '••••0123' } });
  expect(await bg.call('getPlan', { refresh: true })).toMatchObject({ ok: true });
  expect(bg.apiBases.every((base) => base === BASE)).toBe(true);
  expect(dataOf<{ entries: { id: string }[] }>(await bg.call('getHistory', {})).entries.map((e) => e.id)).toEqual(['h-neighbour']);
}

/** Unreadable settings: nothing else lost, the raw record left where it was (not wiped), and new settings save over it. */
export async function settingsRowKept(bg: Harness, stored: unknown) {
  await keyAndHistoryKept(bg);
  // A record without the gesture flag (an older version's) reads as a pick without a gesture.
  expect(dataOf(await bg.call('getPickedPhoto', {}))).toEqual({ photo: PHOTO, pickId: 'pick-good', gesture: false });
  expect((await fakeBrowser.storage.local.get('settings')).settings).toEqual(stored);
  expect(dataOf(await bg.call('saveSettings', { concurrency: 3 }))).toMatchObject({ concurrency: 3 });
  expect(dataOf(await bg.call('getSettings', {}))).toEqual({ ...defaultSettings(), concurrency: 3 });
}

/** An unreadable pick: the settings beside it and the key are still read, and the next pick is remembered and shown. */
export async function picksRowKept(bg: Harness) {
  await keyAndHistoryKept(bg);
  expect(dataOf(await bg.call('getSettings', {}))).toEqual(NEIGHBOUR_SETTINGS);
  // Picked on the tab's page, which the background records as the pick's page.
  const next = pickedPhoto('https://photos.example.com/next.jpg', { pageUrl: TAB.url });
  expect(dataOf(await bg.call('openPhoto', next, TAB))).toEqual({ opened: true });
  expect(dataOf(await bg.call('getPickedPhoto', {}))).toMatchObject({ photo: next });
}
