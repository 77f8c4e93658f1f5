import { FALLBACK_MESSAGES } from './messages/fallback';
import { z } from '../zod';
import { ErrorCode } from '../errors';
import { PickedPhoto, PickedPhotoFromPage, PickId } from '../listing';
import { BatchId, Job, JobRequest } from '../queue/types';
import { JOB_LIST_SIZE } from '../queue/job-list';
import { maxDataUrlLength } from '../images/data-url';
import { HistoryEntry } from '../library/history-entry';
import { MAX_RESULT_COPY_BYTES } from '../library/history';
import { Settings, SettingsPatch } from '../storage/settings-schema';
import { Plan } from '../api/schemas';
import { ConnectionStatus, KeyStatus } from '../storage/key-custody';
import { NamedOption, StyleOption } from '../library/service-styles';
import { OwnAsset } from '../library/own-assets';
import { PhotoState } from '../queue/photo-states';
import { CHANNEL, EVENT_CHANNEL, EVENT_TYPE } from '../protocol-names';
import { message } from './message-spec';
import { CopyToken } from './copy-channel';
import { ANALYZER_MESSAGES } from './messages/analyzer';
import { STAGING_MESSAGES } from './messages/staging';
import { ASSET_MESSAGES } from './messages/assets';

export { message, type MessageSpec, type SenderRole } from './message-spec';

/** The longest result copy a `getResultCopy` reply carries: a copy of the most bytes history keeps, as a data URL. */
const MAX_RESULT_COPY_DATA_URL_LENGTH = maxDataUrlLength(MAX_RESULT_COPY_BYTES);

/*
 * A feature with several messages keeps them in `lib/messaging/messages/<feature>.ts` (built with
 * `message()` from ./message-spec) and spreads them into PROTOCOL below: one line here.
 */

/**
 * The one message map between every context and the background. Each entry is validated with
 * zod on both ends; a content script may send only what lists `content` in `allowedFrom`.
 */
export const PROTOCOL = {
  /** Liveness check: answers the extension's version and the browser it runs in. */
  ping: message({
    request: z.object({}),
    response: z.object({ version: z.string(), browser: z.string() }),
    allowedFrom: ['extension', 'content'],
  }),
  /**
   * A trusted click on a photo's Reimagine button: open the side panel with that photo. The
   * content script may only ask this; rendering is always started from the panel.
   */
  openPhoto: message({
    request: PickedPhotoFromPage,
    response: z.object({ opened: z.boolean() }),
    allowedFrom: ['content', 'extension'],
  }),
  /** Badge states of photos in the sender's own tab (a content script sees only its tab). */
  getPhotoStates: message({
    request: z.object({ urls: z.array(z.string()).check(z.maxLength(500)) }),
    response: z.object({ states: z.array(PhotoState) }),
    allowedFrom: ['content', 'extension'],
  }),
  /**
   * The last photo picked, or null, with the pick's id: the panel adopts a pick it has not seen
   * yet, and names it in `startJob` so the background knows the photo's tab. `gesture`: whether a
   * user gesture came with the pick (absent or false: nothing that may cost credits starts on it
   * by itself).
   */
  getPickedPhoto: message({
    request: z.object({}),
    response: z.object({ photo: z.nullable(PickedPhoto), pickId: z.optional(PickId), gesture: z.optional(z.boolean()) }),
    allowedFrom: ['extension'],
  }),

  getSettings: message({ request: z.object({}), response: Settings, allowedFrom: ['extension'] }),
  /** Saves settings (concurrency, disclosure). Not the API base: that goes with the key (`saveConnection`). */
  saveSettings: message({ request: SettingsPatch, response: Settings, allowedFrom: ['extension'] }),
  /** Whether a key is stored, and a masked form (`••••1234`) for display. */
  getKeyStatus: message({ request: z.object({}), response: KeyStatus, allowedFrom: ['extension'] }),
  /** The API base in force, the origin the key is confirmed for, and the key masked. */
  getConnection: message({ request: z.object({}), response: ConnectionStatus, allowedFrom: ['extension'] }),
  /**
   * Saves the API base with the key bound to it (`lib/storage/key-binding.ts`): `apiKey` is a key
   * typed for this base ('' removes the key); without it the stored key moves along only on the
   * same origin, or with `confirmOrigin` equal to the new base's origin (the user confirmed "Send
   * your RenovateAI key to <host>?"); else `host_not_confirmed` and nothing changes. The page asks
   * for a custom base's host permission first (user gesture).
   */
  saveConnection: message({
    request: z.strictObject({ apiBase: z.string().check(z.maxLength(2000)), apiKey: z.optional(z.string().check(z.maxLength(500))), confirmOrigin: z.optional(z.string().check(z.maxLength(2000))) }),
    response: ConnectionStatus,
    allowedFrom: ['extension'],
  }),
  /** The stored key itself, for the options page's "show" toggle. Never from a content script. */
  revealApiKey: message({ request: z.object({}), response: z.object({ apiKey: z.string() }), allowedFrom: ['extension'] }),
  /** Stores (or, with an empty string, removes) the API key, bound to the API base in force (the one the options page shows). */
  saveApiKey: message({ request: z.object({ apiKey: z.string().check(z.maxLength(500)) }), response: KeyStatus, allowedFrom: ['extension'] }),
  /**
   * Calls GET /plan/details with the given base URL and key (or the stored ones) and answers the
   * plan. The stored key is used only for a base on its confirmed origin: for another host the
   * key must be typed, else `host_not_confirmed` and nothing is sent. Other failures come back
   * coded too (unauthorized, network, ...).
   */
  testConnection: message({
    request: z.strictObject({ apiBase: z.optional(z.string().check(z.maxLength(2000))), apiKey: z.optional(z.string().check(z.maxLength(500))) }),
    response: Plan,
    allowedFrom: ['extension'],
  }),
  /** Plan details and remaining credits; cached, refreshed after each render or with `refresh`. */
  getPlan: message({ request: z.object({ refresh: z.optional(z.boolean()) }), response: Plan, allowedFrom: ['extension'] }),
  /** Renovation styles (GET /styles), cached with a TTL. */
  getStyles: message({
    request: z.object({ refresh: z.optional(z.boolean()) }),
    response: z.object({ interior: z.array(StyleOption), exterior: z.array(StyleOption) }),
    allowedFrom: ['extension'],
  }),
  /** Staging room types and styles, cached with a TTL. */
  getStagingOptions: message({
    request: z.object({ refresh: z.optional(z.boolean()) }),
    response: z.object({ roomTypes: z.array(NamedOption), styles: z.array(NamedOption) }),
    allowedFrom: ['extension'],
  }),

  /**
   * Queues a job. An identical request already queued or running is shared (`deduped`); an
   * identical finished one returns its stored result at once without spending a credit
   * (`cached`), unless `newVariation` is set. `pickId` names the pick the photo's listing came
   * from: the photo's badges go to that pick's tab (without it, to the tab the photo was last
   * picked in, if any). `batchId` puts the job in a batch (the panel's "Reimagine all photos");
   * a shared job not yet in a batch joins it.
   */
  startJob: message({
    request: z.object({ job: JobRequest, photo: PickedPhoto, pickId: z.optional(PickId), newVariation: z.optional(z.boolean()), batchId: z.optional(BatchId) }),
    response: z.object({ job: Job, deduped: z.boolean(), cached: z.boolean() }),
    allowedFrom: ['extension'],
  }),
  /**
   * What `startJob` would answer this request with, without a call or a credit: `history` (an
   * identical finished result still in history), `running` (the same render already on its way),
   * or null (it would be sent, and charged). Fetches nothing: the photo's bytes are known from
   * its jobs. The action bar states the price by it.
   */
  quoteJob: message({
    request: z.object({ job: JobRequest, photo: PickedPhoto }),
    response: z.object({ answeredBy: z.nullable(z.enum(['history', 'running'])) }),
    allowedFrom: ['extension'],
  }),
  /** Cancels a queued job, or aborts a running one. */
  cancelJob: message({ request: z.object({ jobId: z.string() }), response: z.object({ job: Job }), allowedFrom: ['extension'] }),
  /** Re-queues a failed, interrupted or cancelled job as a new job in the same batch (the user's one click: never automatic). */
  retryJob: message({ request: z.object({ jobId: z.string() }), response: z.object({ job: Job }), allowedFrom: ['extension'] }),
  /**
   * Jobs, newest first: every active one and recent finished ones, `JOB_LIST_SIZE` in all unless
   * `limit` asks fewer. The panel reads it once as it opens (and when it is shown again or the
   * background restarted); after that it merges the `jobChanges` events.
   */
  listJobs: message({
    request: z.object({ limit: z.optional(z.int().check(z.positive(), z.lte(JOB_LIST_SIZE))) }),
    response: z.object({ jobs: z.array(Job) }),
    allowedFrom: ['extension'],
  }),

  /** History entries, newest first, optionally filtered by a search over title, address, URL and parameters. */
  getHistory: message({
    request: z.object({ query: z.optional(z.string()), limit: z.optional(z.int().check(z.positive(), z.lte(1000))) }),
    response: z.object({ entries: z.array(HistoryEntry) }),
    allowedFrom: ['extension'],
  }),
  /** One history entry by id (the comparison tab's `?result=`), or null when it is gone (deleted, cleared, unreadable). */
  getHistoryEntry: message({ request: z.object({ id: z.string().check(z.maxLength(200)) }), response: z.object({ entry: z.nullable(HistoryEntry) }), allowedFrom: ['extension'] }),
  /**
   * The local copy of a result image as a `data:` URL of its sniffed type, or null when none is
   * stored. A copy the background is still making (a fresh render) is answered as soon as it is
   * downloaded: the page never downloads a result the background is downloading already. With a
   * `token`, the bytes go as a Blob on the copy channel (lib/messaging/copy-channel.ts) and the
   * reply says `posted` instead of carrying them. Pages never open the background's database.
   */
  getResultCopy: message({
    request: z.object({ historyId: z.string().check(z.minLength(1), z.maxLength(200)), token: z.optional(CopyToken) }),
    response: z.object({ copy: z.nullable(z.string().check(z.startsWith('data:image/'), z.maxLength(MAX_RESULT_COPY_DATA_URL_LENGTH))), posted: z.optional(z.boolean()) }),
    allowedFrom: ['extension'],
  }),
  deleteHistoryEntry: message({ request: z.object({ id: z.string() }), response: z.object({ deleted: z.boolean() }), allowedFrom: ['extension'] }),
  clearHistory: message({ request: z.object({}), response: z.object({ deleted: z.number() }), allowedFrom: ['extension'] }),

  /** Assets Reimagine uploaded itself (never the user's other assets), oldest first, and the quota left. */
  getOwnAssets: message({
    request: z.object({}),
    response: z.object({ assets: z.array(OwnAsset), remaining: z.nullable(z.number()) }),
    allowedFrom: ['extension'],
  }),
  /** Deletes the `count` oldest assets Reimagine uploaded itself (the 403 "asset limit" way out). */
  deleteOwnAssets: message({ request: z.object({ count: z.int().check(z.positive(), z.lte(100)) }), response: z.object({ deleted: z.number() }), allowedFrom: ['extension'] }),

  /**
   * Registers the content script (generic adapter) on an origin the user granted; the page asks the
   * permission first. With `tabId` (the side panel's active tab), the script also runs in that tab
   * at once when it still shows the origin.
   */
  enableSite: message({
    request: z.object({ origin: z.string(), tabId: z.optional(z.int().check(z.nonnegative())) }),
    response: z.object({ enabled: z.boolean() }),
    allowedFrom: ['extension'],
  }),
  /** Unregisters an enabled origin's script and gives its host permission back (unless the API base needs it). */
  disableSite: message({ request: z.object({ origin: z.string() }), response: z.object({ enabled: z.boolean() }), allowedFrom: ['extension'] }),
  /**
   * Whether the listing script runs in a tab now (it answers the background's probe): the side
   * panel offers "Enable Reimagine on this site" only where it does not.
   */
  listingScriptStatus: message({ request: z.object({ tabId: z.int().check(z.nonnegative()) }), response: z.object({ running: z.boolean() }), allowedFrom: ['extension'] }),
  ...ANALYZER_MESSAGES,
  ...ASSET_MESSAGES,
  ...STAGING_MESSAGES,
  ...FALLBACK_MESSAGES,
} as const;

export type Protocol = typeof PROTOCOL;
export type MessageName = keyof Protocol;
export type RequestOf<N extends MessageName> = z.input<Protocol[N]['request']>;
export type ResponseOf<N extends MessageName> = z.output<Protocol[N]['response']>;

/** The wire envelope of a request. The `channel` keeps other extensions' or pages' messages out. */
export const Envelope = z.object({
  channel: z.literal(CHANNEL),
  name: z.string(),
  payload: z.unknown(),
});
export type Envelope = z.infer<typeof Envelope>;

/** A failed reply: never a thrown error across contexts, always a code a UI can explain. */
export const Failure = z.object({ ok: z.literal(false), code: ErrorCode, message: z.string() });
export type Failure = z.infer<typeof Failure>;

/** A reply: `{ok:true, data}` or a `Failure`. */
export type Reply<T> = { ok: true; data: T } | Failure;

/**
 * Events the background pushes (not replies): job progress to extension pages through
 * `runtime.sendMessage`, and photo badge states to a tab's content script through
 * `tabs.sendMessage`. Receivers validate them like replies.
 */
export const BackgroundEvent = z.discriminatedUnion('type', [
  // Jobs that changed (each whole, merged by id: lib/queue/job-list.ts) and ids of jobs deleted;
  // a render's job comes as done the moment its API call answered, ahead of its writes.
  z.object({ channel: z.literal(EVENT_CHANNEL), type: z.literal(EVENT_TYPE.jobChanges), jobs: z.array(Job), removed: z.array(z.string()) }),
  // A new background (worker) started: changes the old one made may not all have arrived, so pages read the jobs again.
  z.object({ channel: z.literal(EVENT_CHANNEL), type: z.literal(EVENT_TYPE.backgroundStarted) }),
  z.object({ channel: z.literal(EVENT_CHANNEL), type: z.literal(EVENT_TYPE.photoStates), states: z.array(PhotoState) }),
  z.object({ channel: z.literal(EVENT_CHANNEL), type: z.literal(EVENT_TYPE.plan), plan: Plan }),
  // A pick the panel shows; `gesture` as in `getPickedPhoto`.
  z.object({ channel: z.literal(EVENT_CHANNEL), type: z.literal(EVENT_TYPE.pickedPhoto), photo: PickedPhoto, pickId: z.optional(PickId), gesture: z.optional(z.boolean()) }),
]);
export type BackgroundEvent = z.infer<typeof BackgroundEvent>;

/** Builds the reply schema of one message, for validation on receipt. */
export function replySchema<N extends MessageName>(name: N) {
  return z.discriminatedUnion('ok', [z.object({ ok: z.literal(true), data: PROTOCOL[name].response }), Failure]);
}
