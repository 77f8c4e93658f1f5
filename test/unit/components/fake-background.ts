import { sendMessage } from '../../../lib/messaging/client';
import { Envelope, type BackgroundEvent, type Failure, type MessageName, type RequestOf, type ResponseOf } from '../../../lib/messaging/protocol';
import type { ActiveTab, Background, Call } from '../../../components/shared/background';
import type { PickedPhoto } from '../../../lib/listing';
import type { Job } from '../../../lib/queue/types';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import { defaultSettings } from '../../../lib/storage/settings-schema';

/** A handler answers data, or a `Failure` (`{ok:false, code, message}`) to simulate an error reply. */
export type FakeHandler<N extends MessageName> = (request: RequestOf<N>) => ResponseOf<N> | Failure | Promise<ResponseOf<N> | Failure>;
export type FakeHandlers = { [N in MessageName]?: FakeHandler<N> };

/** The fake background: every call goes through the real client and protocol validation. */
export interface FakeBackground extends Background {
  /** Every message sent, in order. */
  readonly calls: { name: MessageName; payload: unknown }[];
  /** An ordered log of side effects (`call:<name>`, `permission:<origins>`, `options`, `options#<section>`), to check ordering. */
  readonly log: string[];
  /** storage.local as the UI sees it. */
  readonly storage: Map<string, unknown>;
  /** Pushes an event as the background would. */
  emit(event: BackgroundEvent): void;
  /** Messages of one name, their payloads. */
  sent<N extends MessageName>(name: N): RequestOf<N>[];
  handlers: FakeHandlers;
  permissionAnswer: boolean;
  /** The background's local copies of results (answered by `getResultCopy`). */
  blobs: Map<string, Blob>;
  /** The browser's active tab as `watchActiveTab` reports it (none by default). */
  activeTab: ActiveTab | null;
  /** Switches the active tab and tells the watchers. */
  setActiveTab(tab: ActiveTab | null): void;
}

export const PHOTO: PickedPhoto = {
  url: 'https://photos.example.com/p/1-living.jpg',
  listing: {
    listingUrl: 'https://www.zillow.com/homedetails/12-Elm-St/1_zpid/',
    site: 'zillow',
    title: '12 Elm St, Springfield',
    address: '12 Elm St, Springfield, IL',
    price: '$450,000',
    photoUrls: ['https://photos.example.com/p/1-living.jpg', 'https://photos.example.com/p/2-kitchen.jpg', 'https://photos.example.com/p/3-bedroom.jpg'],
  },
};

export const OTHER_LISTING_PHOTO: PickedPhoto = {
  url: 'https://media.rightmove.co.uk/a/9-front.jpg',
  listing: {
    listingUrl: 'https://www.rightmove.co.uk/properties/999',
    site: 'rightmove',
    title: 'Flat 3, 7 Mill Lane, Leeds',
    photoUrls: ['https://media.rightmove.co.uk/a/9-front.jpg'],
  },
};

export const STYLES = {
  interior: [
    { id: 'st-scandi', name: 'Scandinavian', description: 'Light woods, white walls, cosy textiles.' },
    { id: 'st-industrial', name: 'Industrial', description: 'Exposed brick, black metal, concrete.' },
    { id: 'st-japandi', name: 'Japandi', description: 'Calm minimalism, natural materials.' },
  ],
  exterior: [{ id: 'st-farmhouse', name: 'Modern farmhouse', description: 'White board and batten, black trim.' }],
};

export const STAGING = {
  roomTypes: [
    { id: 'living_room', name: 'Living room' },
    { id: 'bedroom', name: 'Bedroom' },
  ],
  styles: [
    { id: 'modern', name: 'Modern' },
    { id: 'coastal', name: 'Coastal' },
  ],
};

export const PLAN = { business_name: 'Acme Realty', plan: 'Team Pro', remaining_assets: 80, staging_credits: 7, renovation_credits: 42 };

/** A job fixture. */
export function job(overrides: Partial<Job> = {}): Job {
  return {
    id: 'job-1',
    request: { operation: 'renovate', params: { style_id: 'st-scandi', renovation_spectrum: 'renovate' } },
    photo: PHOTO,
    state: 'queued',
    createdAt: Date.now(),
    newVariation: false,
    ...overrides,
  };
}

/** A history entry fixture. */
export function entry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id: 'h-1',
    jobId: 'job-1',
    operation: 'renovate',
    params: { style_id: 'st-scandi', renovation_spectrum: 'renovate', guidance: 'white oak floors and brass fixtures' },
    photo: PHOTO,
    resultUrl: 'https://cdn.renovateai.example/results/h-1.jpg',
    createdAt: Date.now() - 60_000,
    disclosure: 'digitally-altered',
    hasLocalCopy: false,
    ...overrides,
  };
}

/** A failure reply, as a handler's answer. */
export function failure(code: Failure['code'], message = `failed: ${code}`): Failure {
  return { ok: false, code, message };
}

function isFailure(value: unknown): value is Failure {
  return typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;
}

const DEFAULTS: FakeHandlers = {
  getPickedPhoto: () => ({ photo: PHOTO }),
  getSettings: () => defaultSettings(),
  getKeyStatus: () => ({ set: true, masked: '••••1234' }),
  getConnection: () => ({
    apiBase: 'https://api.tech.renovateai.app/public/v1',
    confirmedOrigin: 'https://api.tech.renovateai.app',
    confirmed: true,
    key: { set: true, masked: '••••1234' },
  }),
  getPlan: () => PLAN,
  getStyles: () => STYLES,
  getStagingOptions: () => STAGING,
  listJobs: () => ({ jobs: [] }),
  // The listing script answers in no tab unless a test says so (the "This site" row then shows).
  listingScriptStatus: () => ({ running: false }),
  getHistory: () => ({ entries: [] }),
  // No identical render answers anything unless a test says so: the action bar states the price.
  quoteJob: () => ({ answeredBy: null }),
  startJob: (request) => ({
    job: job({ id: `job-${Math.random().toString(36).slice(2)}`, request: request.job as Job['request'], photo: request.photo, state: 'queued' }),
    deduped: false,
    cached: false,
  }),
};

/** A stored copy as `getResultCopy` answers it, or null. */
function copyOf(blob: Blob | undefined): Promise<string | null> {
  if (!blob) return Promise.resolve(null);
  // FileReader: jsdom's Blob has no arrayBuffer().
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });
}

/** Creates a fake background; `handlers` override the defaults (a photo, styles, a plan, no jobs, no history). */
export function fakeBackground(handlers: FakeHandlers = {}): FakeBackground {
  const listeners = new Set<(event: BackgroundEvent) => void>();
  const tabWatchers = new Set<(tab: ActiveTab | null) => void>();
  const fake: FakeBackground = {
    calls: [],
    log: [],
    storage: new Map(),
    // The local copies in `blobs`, as the background answers them: data URLs (runtime messages carry text).
    handlers: { ...DEFAULTS, getResultCopy: async ({ historyId }) => ({ copy: await copyOf(fake.blobs.get(historyId)) }), ...handlers },
    permissionAnswer: true,
    blobs: new Map(),
    activeTab: null,
    setActiveTab(tab) {
      fake.activeTab = tab;
      for (const watcher of tabWatchers) watcher(tab);
    },
    call: undefined as unknown as Call,
    emit(event) {
      for (const listener of listeners) listener(event);
    },
    sent(name) {
      return fake.calls.filter((c) => c.name === name).map((c) => c.payload) as never;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    openOptions(section) {
      fake.log.push(section ? `options#${section}` : 'options');
    },
    requestHostPermission(origins) {
      fake.log.push(`permission:${origins.join(',')}`);
      return Promise.resolve(fake.permissionAnswer);
    },
    watchActiveTab(listener) {
      tabWatchers.add(listener);
      listener(fake.activeTab);
      return () => tabWatchers.delete(listener);
    },
    async load(key) {
      return fake.storage.get(key);
    },
    async save(key, value) {
      fake.storage.set(key, structuredClone(value));
    },
  };
  // Through the real client: requests and replies are validated by the protocol's zod schemas.
  const send = async (raw: unknown) => {
    const envelope = Envelope.parse(raw);
    const name = envelope.name as MessageName;
    fake.calls.push({ name, payload: envelope.payload });
    fake.log.push(`call:${name}`);
    const handler = fake.handlers[name] as ((request: unknown) => unknown) | undefined;
    if (!handler) return failure('internal', `no fake handler for ${name}`);
    const answer = await handler(envelope.payload);
    return isFailure(answer) ? answer : { ok: true, data: answer };
  };
  (fake as { call: Call }).call = (name, payload) => sendMessage(send, name, payload);
  return fake;
}
