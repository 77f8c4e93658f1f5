import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { defaultForms, type Forms } from '../../../components/panel/store/forms';
import { createPanelStore } from '../../../components/panel/store/panel-store';
import { MATERIALS_KEY, PANEL_STATE_KEY } from '../../../components/panel/store/persistence';
import { GUIDANCE } from '../../../lib/api/limits';
import { PRODUCTION_API_ORIGIN } from '../../../lib/config';
import type { Product } from '../../../lib/materials/product';
import type { ErrorCode } from '../../../lib/errors';
import { explainError } from '../../../lib/error-text';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import type { Failure, Reply } from '../../../lib/messaging/protocol';
import type { JobRecord } from '../../../lib/queue/job-store';
import { STORES } from '../../../lib/storage/db';
import { putOne } from '../../../lib/storage/idb';
import { LABEL_SETTINGS_KEY } from '../../../lib/storage/label-settings';
import { listQuarantined, type QuarantinedRecord } from '../../../lib/storage/quarantine';
import { defaultSettings } from '../../../lib/storage/settings-schema';
import { bytesResponse, failPuts, pickedPhoto, pngBytes } from '../queue/fakes';
import { fakeBackground, PHOTO } from '../components/fake-background';
import { bootBackground, KEY, type Harness } from './background';
import { picksRowKept, plantNeighbours, settingsRowKept } from './storage-neighbours';
import type { FetchFn } from '../../../lib/acquisition/acquisition';

/**
 * Bad inputs, layer 5: what may be found in storage (written by an older version, cut short by a
 * full disk, edited by hand). Each row plants one record where the row says, then reads it the way
 * Reimagine does: the background's messages over the real context (settings, key, caches, jobs,
 * history, picks, assets) or the panel's own restore (the store's `restore`: forms and products).
 *
 * Expected: what is read back (the bad part defaulted or set aside), or the failure the user sees
 * with its code and a sentence, never zod's raw issue list. Nothing lost: every valid part of the
 * record and every other record is still there; a record that can't be used is moved to the
 * quarantine with its reason, not deleted; a cache is fetched again rather than trusted.
 */

const BASE = 'http://127.0.0.1:8787/public/v1';
const ATTACKER = 'https://api.attacker.example/public/v1';
const CUSTOM = 'https://api.custom.example/public/v1';
const OAK: Product = { material_id: 'OAK-1', material_name: 'Natural oak', color_id: '', color_name: '', image_url: 'https://cdn.example.com/oak.jpg', installation_location: 'FLOORS', metadata: {} };
const TILE: Product = { ...OAK, material_id: 'TILE-1', material_name: 'Zellige', installation_location: 'BACKSPLASH' };

function filledForms(): Forms {
  const forms = defaultForms();
  return {
    renovate: { ...forms.renovate, styleId: 'st-scandi', guidance: 'white oak floors', spectrum: 'enhance', materials: [OAK, TILE] },
    styleTransfer: { ...forms.styleTransfer, kind: 'url', url: 'https://pinterest.example/p/1.jpg' },
    upscale: { creativity: 0.3 },
    stage: { roomType: 'bedroom', style: 'coastal' },
  };
}
const panelWith = (change: (forms: Record<string, unknown>) => unknown) => ({ tool: 'stage', photo: PHOTO, forms: change(structuredClone(filledForms()) as unknown as Record<string, unknown>) });

function job(id: string, createdAt: number, extra: Record<string, unknown> = {}): JobRecord {
  return { id, request: { operation: 'renovate', params: { style_id: 'modern' } }, photo: pickedPhoto(`https://photos.example.com/${id}.jpg`), state: 'done', createdAt, newVariation: false, ...extra } as JobRecord;
}
function entry(id: string, createdAt: number, extra: Record<string, unknown> = {}): HistoryEntry {
  return {
    id,
    jobId: `job-${id}`,
    operation: 'renovate',
    params: { style_id: 'modern' },
    photo: pickedPhoto(`https://photos.example.com/${id}.jpg`),
    resultUrl: `https://cdn.example/${id}.png`,
    createdAt,
    disclosure: 'digitally-altered',
    hasLocalCopy: false,
    ...extra,
  } as HistoryEntry;
}
const STYLES_VALUE = { interior: [{ id: 'modern', name: 'Modern', description: 'Clean' }], exterior: [] };
const PLAN = { business_name: 'Acme', plan: 'pro', remaining_assets: 10, staging_credits: 5, renovation_credits: 50 };

/** What reading a planted record gave. */
interface Read {
  /** The value read back (a message's data, or the restored panel state). */
  readonly value?: unknown;
  /** The failed reply, when reading it fails. */
  readonly failure?: Failure;
  /** Records now in the quarantine. */
  readonly quarantined: QuarantinedRecord[];
  /** Calls the API client got, by method. */
  readonly calls: (method: string) => number;
  /** The bases of the API clients made: where the key went. */
  readonly bases: readonly string[];
  /** The background, to read what else is stored after the bad record was read. */
  readonly bg: Harness;
}

/** Where a record is planted, and how Reimagine reads it back. */
interface Place {
  plant(bg: Harness, stored: unknown): Promise<void>;
  read(bg: Harness): Promise<Omit<Read, 'quarantined' | 'calls' | 'bases' | 'bg'>>;
}

const reply = (answer: Reply<unknown>) => (answer.ok ? { value: answer.data } : { failure: answer });

async function restored(key: string, stored: unknown) {
  const background = fakeBackground();
  background.storage.set(key, stored);
  const store = createPanelStore(background);
  await store.getState().restore();
  const { forms, listing, materials } = store.getState();
  return { value: { tool: forms.tool, forms: forms.current, photo: listing.photo, products: materials.products } };
}

/** The connection as the options page sees it (base, confirmed origin, key masked), and whether a call that sends the key fails. */
async function keyAndPlan(bg: Harness) {
  const connection = await bg.call('getConnection', {});
  const plan = await bg.call('getPlan', { refresh: true });
  return { value: connection.ok ? connection.data : connection, ...(plan.ok ? {} : { failure: plan }) };
}

const PLACES = {
  /** `storage.local` settings beside a key, a pick and a history entry; read by `getSettings`. */
  settings: {
    plant: async (bg, stored) => {
      await plantNeighbours(bg, { pick: true, settings: false });
      await fakeBrowser.storage.local.set({ settings: stored });
    },
    read: async (bg) => reply(await bg.call('getSettings', {})),
  },
  /** The label settings in the extension-origin IndexedDB (`lib/storage/label-settings.ts`), read by `getSettings`. */
  labels: {
    plant: async (bg, stored) => {
      await plantNeighbours(bg, { pick: true, settings: false });
      await putOne(bg.ctx.db, STORES.settings, stored, LABEL_SETTINGS_KEY);
    },
    read: async (bg) => reply(await bg.call('getSettings', {})),
  },
  /** The panel's stored state (forms, tool, photo), read by the panel's restore. */
  panel: { plant: async () => undefined, read: async () => ({}) },
  /** The panel's stored catalog. */
  products: { plant: async () => undefined, read: async () => ({}) },
  /** The API key record an older version kept alone in IndexedDB. */
  legacyKey: {
    plant: (bg, stored) => putOne(bg.ctx.db, STORES.secrets, stored, 'apiKey'),
    read: keyAndPlan,
  },
  /** Today's connection record (base, confirmed origin, key). */
  connection: {
    plant: (bg, stored) => putOne(bg.ctx.db, STORES.secrets, stored, 'connection'),
    read: keyAndPlan,
  },
  /**
   * An older version's key (IndexedDB) with its base in `storage.local`, which content scripts can
   * write: the row's value is that base.
   */
  legacyBase: {
    plant: async (bg, stored) => {
      await putOne(bg.ctx.db, STORES.secrets, KEY, 'apiKey');
      await fakeBrowser.storage.local.set({ settings: { ...defaultSettings(), apiBase: stored } });
    },
    read: keyAndPlan,
  },
  /** The styles cache in the extension-origin IndexedDB (`lib/library/service-styles.ts`), read by `getStyles`. */
  stylesCache: {
    plant: async (bg, stored) => {
      await bg.call('saveApiKey', { apiKey: KEY });
      await putOne(bg.ctx.db, STORES.caches, stored, 'styles');
    },
    read: async (bg) => reply(await bg.call('getStyles', {})),
  },
  /** The plan cache in `storage.session`, read by `getPlan`. */
  planCache: {
    plant: async (bg, stored) => {
      await bg.call('saveApiKey', { apiKey: KEY });
      await bg.ctx.queue.idle();
      await new Promise((resolve) => setTimeout(resolve, 20)); // the quiet refresh after saving a key
      await fakeBrowser.storage.session.set({ 'cache.plan': stored });
    },
    read: async (bg) => reply(await bg.call('getPlan', {})),
  },
  /** A job record in IndexedDB, between two good ones; read by `listJobs`. */
  jobs: {
    plant: async (bg, stored) => {
      await bg.ctx.store.put(job('good-1', 1));
      await putOne(bg.ctx.db, STORES.jobs, stored);
      await bg.ctx.store.put(job('good-3', 3, { state: 'failed', error: { code: 'server', message: 'The service had a problem.' } }));
    },
    read: async (bg) => reply(await bg.call('listJobs', {})),
  },
  /** A history entry in IndexedDB, between two good ones; read by `getHistory`. */
  history: {
    plant: async (bg, stored) => {
      await putOne(bg.ctx.db, STORES.history, entry('h1', 1));
      await putOne(bg.ctx.db, STORES.history, stored);
      await putOne(bg.ctx.db, STORES.history, entry('h3', 3));
    },
    read: async (bg) => reply(await bg.call('getHistory', {})),
  },
  /** The recent picks in `storage.session` beside a key, settings and a history entry; read by `getPickedPhoto`. */
  picks: {
    plant: async (bg, stored) => {
      await plantNeighbours(bg, { pick: false, settings: true });
      await fakeBrowser.storage.session.set({ recentPicks: stored });
    },
    read: async (bg) => reply(await bg.call('getPickedPhoto', {})),
  },
  /** An own-asset record in IndexedDB, beside a good one; read by `getOwnAssets`. */
  assets: {
    plant: async (bg, stored) => {
      await putOne(bg.ctx.db, STORES.assets, { id: 'asset-good', apiBase: BASE, hash: 'h1', uploadedAt: 1, photoUrl: 'https://photos.example.com/1.jpg' });
      await putOne(bg.ctx.db, STORES.assets, stored);
    },
    read: async (bg) => reply(await bg.call('getOwnAssets', {})),
  },
} satisfies Record<string, Place>;

interface StorageRow {
  readonly label: string;
  readonly where: keyof typeof PLACES;
  readonly stored: unknown;
  /** The failure the user sees, if reading fails. */
  readonly failure?: { readonly code: ErrorCode; readonly sentence: RegExp; readonly detail: RegExp };
  /** What is read back; `toMatchObject`. */
  readonly reads?: unknown;
  /** Nothing lost: what must still be there (and where the bad record went). */
  readonly kept: (read: Read) => void | Promise<void>;
}

const quarantinedFrom = (read: Read, store: string) => read.quarantined.filter((record) => record.store === store);

const ROWS: readonly StorageRow[] = [
  // Settings (storage.local).
  { label: 'settings that are a string', where: 'settings', stored: 'garbage', reads: defaultSettings(), kept: (read) => settingsRowKept(read.bg, 'garbage') },
  { label: 'settings that are an array', where: 'settings', stored: [1, 2, 3], reads: defaultSettings(), kept: (read) => settingsRowKept(read.bg, [1, 2, 3]) },
  {
    label: 'settings with concurrency 99, disclosure not an object and a non-string site',
    where: 'settings',
    stored: { concurrency: 99, disclosure: 'yes', enabledSites: ['https://www.example-realty.com', 7] },
    reads: { concurrency: 2, disclosure: { staging: true, renovation: true }, enabledSites: ['https://www.example-realty.com'] },
    // The enabled site survives the bad fields beside it.
    kept: (read) => expect((read.value as { enabledSites: string[] }).enabledSites).toEqual(['https://www.example-realty.com']),
  },
  {
    label: 'label settings with one bad disclosure flag',
    where: 'labels',
    stored: { disclosure: { staging: 'no', renovation: false }, labelLanguage: 'de' },
    reads: { disclosure: { staging: true, renovation: false }, labelLanguage: 'de' },
    kept: (read) => expect(read.value).toMatchObject({ disclosure: { renovation: false }, labelLanguage: 'de' }),
  },
  {
    label: 'label settings that are a string',
    where: 'labels',
    stored: 'garbage',
    reads: { disclosure: { staging: true, renovation: true }, labelLanguage: 'auto' },
    kept: (read) => expect(read.value).toMatchObject({ concurrency: defaultSettings().concurrency }),
  },
  {
    label: 'settings with an API base and a label turned off, as an older version (or a page) left them',
    where: 'settings',
    stored: { concurrency: 4, disclosure: { staging: false, renovation: true }, enabledSites: ['https://www.example-realty.com'], apiBase: 'https://attacker.example/public/v1' },
    // The labels are not read from storage.local once the background started (label-settings.ts).
    reads: { concurrency: 4, disclosure: { staging: true, renovation: true }, enabledSites: ['https://www.example-realty.com'] },
    kept: (read) => expect(read.value).not.toHaveProperty('apiBase'),
  },
  // The panel's stored forms (extension-origin IndexedDB).
  {
    label: 'forms with an unknown renovation spectrum',
    where: 'panel',
    stored: panelWith((forms) => ({ ...forms, renovate: { ...(forms.renovate as object), spectrum: 'nuclear' } })),
    reads: { forms: { renovate: { spectrum: 'renovate' } } },
    kept: (read) => expect(read.value).toMatchObject({ tool: 'stage', photo: PHOTO, forms: { ...filledForms(), renovate: { ...filledForms().renovate, spectrum: 'renovate' } } }),
  },
  {
    label: 'forms whose materials hold one corrupt product',
    where: 'panel',
    stored: panelWith((forms) => ({ ...forms, renovate: { ...(forms.renovate as object), materials: [OAK, { ...OAK, material_id: 'BAD', image_url: 'javascript:alert(1)' }, TILE] } })),
    reads: { forms: { renovate: { materials: [OAK, TILE] } } },
    kept: (read) => expect(read.value).toMatchObject({ forms: filledForms() }),
  },
  {
    label: 'forms with 10,000 characters of guidance (the first 2,000 kept)',
    where: 'panel',
    stored: panelWith((forms) => ({ ...forms, renovate: { ...(forms.renovate as object), guidance: 'Navy shaker doors. '.repeat(527).slice(0, 10_000) } })),
    reads: { forms: { renovate: { styleId: 'st-scandi' } } },
    kept: (read) => {
      const guidance = (read.value as { forms: Forms }).forms.renovate.guidance;
      expect(guidance).toHaveLength(GUIDANCE.maxLength);
      expect(guidance.startsWith('Navy shaker doors. Navy')).toBe(true);
      expect(read.value).toMatchObject({ forms: { ...filledForms(), renovate: { ...filledForms().renovate, guidance } } });
    },
  },
  {
    label: 'forms with creativity as text',
    where: 'panel',
    stored: panelWith((forms) => ({ ...forms, upscale: { creativity: '0.7' } })),
    reads: { forms: { upscale: { creativity: 0.5 } } },
    kept: (read) => expect(read.value).toMatchObject({ forms: { ...filledForms(), upscale: { creativity: 0.5 } } }),
  },
  {
    label: 'forms whose style file is an HTML data URL',
    where: 'panel',
    stored: panelWith((forms) => ({ ...forms, styleTransfer: { ...(forms.styleTransfer as object), file: { dataUrl: 'data:text/html,<script>alert(1)</script>', name: 'x.html' } } })),
    reads: { forms: { styleTransfer: { file: null } } },
    kept: (read) => expect(read.value).toMatchObject({ forms: filledForms() }),
  },
  {
    label: 'forms that are not an object (tool and photo kept)',
    where: 'panel',
    stored: { tool: 'stage', photo: PHOTO, forms: 'garbage' },
    reads: { forms: defaultForms() },
    kept: (read) => expect(read.value).toMatchObject({ tool: 'stage', photo: PHOTO }),
  },
  {
    label: 'an unknown tool',
    where: 'panel',
    stored: { ...panelWith((forms) => forms), tool: 'demolish' },
    reads: { tool: 'renovate' },
    kept: (read) => expect(read.value).toMatchObject({ photo: PHOTO, forms: filledForms() }),
  },
  // The panel's stored catalog.
  {
    label: 'a catalog with a corrupt product among good ones',
    where: 'products',
    stored: [OAK, { material_id: 'X', image_url: 42 }, 'garbage', TILE],
    reads: { products: [OAK, TILE] },
    kept: (read) => expect((read.value as { products: unknown[] }).products).toHaveLength(2),
  },
  { label: 'a catalog that is not a list', where: 'products', stored: { OAK }, reads: { products: [] }, kept: (read) => expect(read.value).toMatchObject({ forms: defaultForms() }) },
  // The API key.
  {
    label: 'an older version’s API key record that is a number',
    where: 'legacyKey',
    stored: 123456789,
    reads: { key: { set: false, masked: '' } },
    failure: { code: 'no_api_key', sentence: /No API key is set yet/, detail: /No API key is set yet/ },
    kept: (read) => expect(read.calls('getPlanDetails')).toBe(0),
  },
  {
    label: 'a connection record whose key is a number (its custom base kept, the record set aside)',
    where: 'connection',
    stored: { apiBase: CUSTOM, confirmedOrigin: 'https://api.custom.example', apiKey: 42 },
    reads: { apiBase: CUSTOM, confirmedOrigin: 'https://api.custom.example', confirmed: true, key: { set: false } },
    failure: { code: 'no_api_key', sentence: /No API key is set yet/, detail: /No API key is set yet/ },
    kept: (read) => {
      expect(quarantinedFrom(read, STORES.secrets)).toMatchObject([{ key: 'connection', value: { apiBase: CUSTOM, apiKey: 42 }, reason: expect.stringMatching(/apiKey/) }]);
      expect(read.calls('getPlanDetails')).toBe(0);
    },
  },
  {
    label: 'a connection whose base is not on the origin its key is confirmed for',
    where: 'connection',
    stored: { apiBase: ATTACKER, confirmedOrigin: PRODUCTION_API_ORIGIN, apiKey: KEY },
    reads: { apiBase: ATTACKER, confirmed: false, key: { set: true } },
    failure: { code: 'host_not_confirmed', sentence: /did not send your API key, because the service address was changed and not confirmed for it/, detail: /did not send your key to api\.attacker\.example: it is confirmed only for api\.tech\.renovateai\.app/ },
    kept: (read) => {
      // The key stays (the user may confirm the host), and went nowhere.
      expect(read.bases).not.toContain(ATTACKER);
      expect(read.calls('getPlanDetails')).toBe(0);
    },
  },
  {
    label: 'an older version’s base in storage.local pointing at another host (a page may have written it)',
    where: 'legacyBase',
    stored: ATTACKER,
    reads: { apiBase: ATTACKER, confirmedOrigin: PRODUCTION_API_ORIGIN, confirmed: false, key: { set: true, masked: `••••${KEY.slice(-4)}` } },
    failure: { code: 'host_not_confirmed', sentence: /did not send your API key/, detail: /did not send your key to api\.attacker\.example/ },
    kept: (read) => {
      expect(read.bases).not.toContain(ATTACKER);
      expect(read.calls('getPlanDetails')).toBe(0);
    },
  },
  {
    label: 'an older version’s base in storage.local that is plain http on another computer',
    where: 'legacyBase',
    stored: 'http://192.168.1.20:8787/public/v1',
    reads: { apiBase: BASE, confirmed: true, key: { set: true } },
    kept: (read) => {
      // Not a valid base: the key stays with the default base (this build's emulator), never sent over the network.
      expect(read.failure).toBeUndefined();
      expect(new Set(read.bases)).toEqual(new Set([BASE]));
    },
  },
  // Caches: fetched again, never trusted.
  { label: 'a styles cache that is a string', where: 'stylesCache', stored: 'garbage', reads: STYLES_VALUE, kept: (read) => expect(read.calls('getStyles')).toBe(1) },
  {
    label: 'a styles cache of the wrong shape',
    where: 'stylesCache',
    stored: { apiBase: BASE, fetchedAt: Date.now(), value: { interior: 'modern' } },
    reads: STYLES_VALUE,
    kept: (read) => expect(read.calls('getStyles')).toBe(1),
  },
  {
    label: 'a styles cache dated in the future',
    where: 'stylesCache',
    stored: { apiBase: BASE, fetchedAt: Date.now() + 365 * 24 * 3600 * 1000, value: { interior: [{ id: 'stale', name: 'Stale', description: '' }], exterior: [] } },
    reads: STYLES_VALUE,
    kept: (read) => expect(read.calls('getStyles')).toBe(1),
  },
  {
    label: 'a styles cache of another API base',
    where: 'stylesCache',
    stored: { apiBase: 'https://attacker.example/public/v1', fetchedAt: Date.now(), value: { interior: [{ id: 'evil', name: 'Evil', description: '' }], exterior: [] } },
    reads: STYLES_VALUE,
    kept: (read) => expect(read.calls('getStyles')).toBe(1),
  },
  {
    label: 'a plan cache whose credits are text',
    where: 'planCache',
    stored: { apiBase: BASE, fetchedAt: Date.now(), value: { ...PLAN, renovation_credits: 'lots' } },
    reads: PLAN,
    kept: (read) => expect(read.calls('getPlanDetails')).toBeGreaterThanOrEqual(2),
  },
  // Jobs (IndexedDB): migrated when old, set aside when corrupt.
  {
    label: 'a job record of an older version (no newVariation, the API’s operation name)',
    where: 'jobs',
    stored: { id: 'old-2', request: { operation: 'kitchen_cabinets', params: { style_id: 'shaker' } }, photo: pickedPhoto('https://photos.example.com/2.jpg'), state: 'done', createdAt: 2 },
    reads: { jobs: [{ id: 'good-3' }, { id: 'old-2', request: { operation: 'kitchenCabinets' }, newVariation: false }, { id: 'good-1' }] },
    kept: (read) => expect(read.quarantined).toEqual([]),
  },
  {
    label: 'a corrupt job record (an unknown state, no photo)',
    where: 'jobs',
    stored: { id: 'bad-2', request: { operation: 'renovate', params: { style_id: 'modern' } }, state: 'exploded', createdAt: 2, newVariation: false },
    reads: { jobs: [{ id: 'good-3' }, { id: 'good-1' }] },
    kept: (read) => {
      expect(quarantinedFrom(read, 'jobs')).toMatchObject([{ key: 'bad-2', value: { id: 'bad-2', state: 'exploded' }, reason: expect.stringMatching(/photo|state/) }]);
    },
  },
  {
    label: 'a job whose request breaks today’s rules (11,000-character guidance)',
    where: 'jobs',
    stored: job('long-2', 2, { request: { operation: 'renovate', params: { guidance: 'g'.repeat(11_000) } } }),
    reads: { jobs: [{ id: 'good-3' }, { id: 'good-1' }] },
    kept: (read) => expect(quarantinedFrom(read, 'jobs')).toMatchObject([{ key: 'long-2', reason: expect.stringMatching(/guidance/) }]),
  },
  // History (IndexedDB).
  {
    label: 'a corrupt history entry (resultUrl a number, no photo)',
    where: 'history',
    stored: { id: 'h2', jobId: 'j2', operation: 'renovate', createdAt: 2, resultUrl: 42 },
    reads: { entries: [{ id: 'h3' }, { id: 'h1' }] },
    kept: (read) => expect(quarantinedFrom(read, 'history')).toMatchObject([{ key: 'h2', value: { id: 'h2', resultUrl: 42 }, reason: expect.any(String) }]),
  },
  {
    label: 'a history entry of an older version (old operation name, no disclosure)',
    where: 'history',
    stored: { id: 'h2', jobId: 'j2', operation: 'virtual_staging', photo: pickedPhoto('https://photos.example.com/2.jpg'), resultUrl: 'https://cdn.example/2.png', createdAt: 2 },
    reads: { entries: [{ id: 'h3' }, { id: 'h2', operation: 'stage', disclosure: 'virtually-staged', params: {} }, { id: 'h1' }] },
    kept: (read) => expect(read.quarantined).toEqual([]),
  },
  {
    label: 'a history entry of an unknown operation',
    where: 'history',
    stored: entry('h2', 2, { operation: 'demolish' }),
    reads: { entries: [{ id: 'h3' }, { id: 'h1' }] },
    kept: (read) => expect(quarantinedFrom(read, 'history')).toMatchObject([{ key: 'h2', reason: expect.stringMatching(/operation/) }]),
  },
  // Picks and own assets: a record the reply can't carry is explained, never dumped as zod's issue list.
  { label: 'recent picks that are a string', where: 'picks', stored: 'garbage', reads: { photo: null }, kept: (read) => picksRowKept(read.bg) },
  { label: 'a recent pick whose photo URL is a number', where: 'picks', stored: [{ photo: { url: 5 }, tabId: 7, pickedAt: 1 }], reads: { photo: null }, kept: (read) => picksRowKept(read.bg) },
  {
    label: 'a corrupt recent pick in front of a good one',
    where: 'picks',
    stored: [{ photo: { url: 5 }, tabId: 7, pickedAt: 2 }, { photo: PHOTO, tabId: 3, pickedAt: 1 }],
    reads: { photo: PHOTO },
    kept: (read) => expect(read.value).toEqual({ photo: PHOTO, gesture: false }),
  },
  {
    label: 'an own-asset record whose photo URL is a number',
    where: 'assets',
    stored: { id: 'asset-bad', apiBase: BASE, hash: 'h2', uploadedAt: 2, photoUrl: 42 },
    reads: { assets: [{ id: 'asset-good', photoUrl: 'https://photos.example.com/1.jpg' }, { id: 'asset-bad' }] },
    // The asset is still listed (so it can be deleted at the asset limit); only its bad part is dropped.
    kept: (read) => expect((read.value as { assets: object[] }).assets[1]).not.toHaveProperty('photoUrl'),
  },
  {
    label: 'an own-asset record whose id is a number',
    where: 'assets',
    stored: { id: 5, apiBase: BASE, hash: 'h3', uploadedAt: 3 },
    reads: { assets: [{ id: 'asset-good' }] },
    kept: (read) => expect(quarantinedFrom(read, 'assets')).toMatchObject([{ key: 5, reason: expect.stringMatching(/id/) }]),
  },
];

const network: FetchFn = async () => bytesResponse(pngBytes(800, 600));

describe('bad inputs: storage records', () => {
  it('has a row for every kind of bad record the issue lists', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(8);
  });

  it.each(ROWS)('$where: $label', async (row) => {
    const bg = await bootBackground(network);
    const place: Place = PLACES[row.where];
    let got: Omit<Read, 'quarantined' | 'calls' | 'bases' | 'bg'>;
    if (row.where === 'panel') got = await restored(PANEL_STATE_KEY, row.stored);
    else if (row.where === 'products') got = await restored(MATERIALS_KEY, row.stored);
    else {
      await place.plant(bg, row.stored);
      got = await place.read(bg);
    }
    const read: Read = { ...got, quarantined: await listQuarantined(bg.ctx.db), calls: (method) => bg.api.calls.filter((c) => c.method === method).length, bases: bg.apiBases, bg };

    if (row.failure) {
      expect(read.failure).toMatchObject({ ok: false, code: row.failure.code });
      expect(explainError(row.failure.code).sentence).toMatch(row.failure.sentence);
      expect(read.failure?.message).toMatch(row.failure.detail);
      // Never zod's raw issue list.
      expect(read.failure?.message).not.toMatch(/"code":|invalid_type|\[\s*\{/);
    } else {
      expect(read.failure).toBeUndefined();
    }
    if (row.reads !== undefined) expect(read.value).toMatchObject(row.reads as object);
    await row.kept(read);
  });

  it('a full disk twice while a paid result is written: retried, the result kept, the render not sent again', async () => {
    const photo = 'https://photos.example.com/quota.jpg';
    const bg = await bootBackground(async (url) => (url === photo ? bytesResponse(pngBytes(1200, 900)) : bytesResponse(pngBytes(800, 600))));
    await bg.call('saveApiKey', { apiKey: KEY });
    const disk = failPuts(bg.ctx.db, STORES.history, 2);
    const started = await bg.call('startJob', { job: { operation: 'renovate', params: { style_id: 'modern' } }, photo: pickedPhoto(photo) });
    expect(started.ok).toBe(true);
    await bg.ctx.queue.idle();
    expect(disk.left).toBe(0);
    expect(bg.api.callsTo('POST /renovate')).toHaveLength(1);
    const history = await bg.call('getHistory', {});
    expect(history).toMatchObject({ ok: true, data: { entries: [{ resultUrl: 'https://cdn.example/result-1.png' }] } });
    expect(await bg.call('listJobs', {})).toMatchObject({ ok: true, data: { jobs: [{ state: 'done', result: { imageUrl: 'https://cdn.example/result-1.png' } }] } });
  });

});
