import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { sendMessage } from '../../../lib/messaging/client';
import type { MessageName, RequestOf } from '../../../lib/messaging/protocol';
import { createRouter } from '../../../lib/messaging/router';
import { addHistoryEntry, deleteHistoryEntry } from '../../../lib/library/history';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import { STORES } from '../../../lib/storage/db';
import type { BackgroundContext } from '../../../entrypoints/background/context';
import { createHandlers } from '../../../entrypoints/background/handlers';
import type { SiteRegistrar } from '../../../entrypoints/background/sites';
import { freshDb, pickedPhoto } from '../queue/fakes';

/** `getHistoryEntry`: the comparison tab's one history entry, through the real router. */
const SELF = { id: 'ext', origin: 'chrome-extension://ext' };
const COMPARE_TAB = { id: 'ext', url: 'chrome-extension://ext/compare.html?result=h1' };
const LISTING_TAB = { id: 'ext', url: 'https://www.zillow.com/homedetails/1', tab: { id: 7, url: 'https://www.zillow.com/homedetails/1' } };

const ENTRY: HistoryEntry = {
  id: 'h1',
  jobId: 'j1',
  operation: 'stage',
  params: { room_type: 'living_room', style: 'modern' },
  photo: pickedPhoto('https://photos.example.com/1.jpg'),
  resultUrl: 'https://cdn.example/1.png',
  createdAt: 1_000,
  disclosure: 'virtually-staged',
  hasLocalCopy: true,
};

describe('getHistoryEntry', () => {
  let db: IDBDatabase;
  let call: (sender: object) => <N extends MessageName>(name: N, payload: RequestOf<N>) => ReturnType<typeof sendMessage<N>>;

  beforeEach(async () => {
    fakeBrowser.reset();
    db = await freshDb();
    const ready = Promise.resolve({ db } as unknown as BackgroundContext);
    const sites = {} as SiteRegistrar;
    const router = createRouter(createHandlers({ ready, events: { toPages: () => undefined, toTab: () => undefined }, sites }), SELF);
    call = (sender) => (name, payload) => sendMessage((envelope) => Promise.resolve(router(envelope, sender)), name, payload);
  });

  it('answers the entry by id, and null once it is deleted', async () => {
    await addHistoryEntry(db, ENTRY, new Blob([new Uint8Array([1])], { type: 'image/png' }));
    expect(await call(COMPARE_TAB)('getHistoryEntry', { id: 'h1' })).toEqual({ ok: true, data: { entry: ENTRY } });
    await deleteHistoryEntry(db, 'h1');
    expect(await call(COMPARE_TAB)('getHistoryEntry', { id: 'h1' })).toEqual({ ok: true, data: { entry: null } });
    expect(await call(COMPARE_TAB)('getHistoryEntry', { id: 'never-there' })).toEqual({ ok: true, data: { entry: null } });
  });

  it('answers null for an unreadable stored entry (set aside, never thrown)', async () => {
    const tx = db.transaction(STORES.history, 'readwrite');
    tx.objectStore(STORES.history).put({ id: 'bad', operation: 42 });
    await new Promise((resolve) => (tx.oncomplete = resolve));
    expect(await call(COMPARE_TAB)('getHistoryEntry', { id: 'bad' })).toEqual({ ok: true, data: { entry: null } });
  });

  it('is for extension pages only, and refuses an oversized id', async () => {
    await addHistoryEntry(db, ENTRY, undefined);
    expect(await call(LISTING_TAB)('getHistoryEntry', { id: 'h1' })).toMatchObject({ ok: false, code: 'forbidden_sender' });
    expect(await call(COMPARE_TAB)('getHistoryEntry', { id: 'x'.repeat(201) })).toMatchObject({ ok: false, code: 'bad_message' });
  });
});
