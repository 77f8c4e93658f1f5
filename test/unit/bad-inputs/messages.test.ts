import { beforeEach, describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../../lib/errors';
import { explainError } from '../../../lib/error-text';
import type { PickedPhoto } from '../../../lib/listing';
import type { SenderInfo } from '../../../lib/messaging/router';
import type { Job } from '../../../lib/queue/types';
import { latestPickRecord } from '../../../lib/storage/picks';
import { readSettings } from '../../../lib/storage/settings';
import { bytesResponse, jpegBytes, pickedPhoto, pngBytes } from '../queue/fakes';
import { bootBackground, dataOf, KEY, PANEL, TAB, type Harness } from './background';
import type { FetchFn } from '../../../lib/acquisition/acquisition';
import { CHANNEL } from '../../../lib/protocol-names';

/**
 * Bad inputs, layer 4: messages to the background. Each row is one raw message, from the sender
 * the row names, to the real router (`createRouter` over `createHandlers` and the real background
 * context): the typed client's own checks are bypassed, as a compromised page or a bug would.
 *
 * Expected: ignored (`undefined`, so other listeners may answer) for what is not our envelope;
 * otherwise a failed reply with its code, the sentence the user reads for it, and the detail.
 * Nothing lost, for every row: no job started or changed, no credit spent, the API key and its
 * base as they were, the key sent to no other host and in no reply to a page, the panel's pick and
 * the settings unchanged, nothing pushed to the panel.
 */

const PHOTO = 'https://photos.zillowstatic.com/fp/kitchen-uncropped.jpg';
const PICK = pickedPhoto(PHOTO);
const RENOVATE = { operation: 'renovate', params: { style_id: 'modern' } };
const OTHER_EXTENSION: SenderInfo = { id: 'another-extension', url: 'chrome-extension://another-extension/bg.html' };
const OWN_ID_NO_TAB: SenderInfo = { id: 'ext', url: 'https://www.zillow.com/homedetails/7' };

const env = (name: unknown, payload: unknown) => ({ channel: CHANNEL, name, payload });
const withListing = (change: Partial<PickedPhoto['listing']>): PickedPhoto => ({ ...PICK, listing: { ...PICK.listing, ...change } });
const material = (i: number) => ({
  material_id: `SKU-${i}`,
  material_name: `Oak ${i}`,
  color_id: '',
  color_name: '',
  image_url: `https://cdn.example.com/${i}.jpg`,
  installation_location: 'FLOORS',
  metadata: {},
});

interface MessageRow {
  readonly label: string;
  readonly sender: SenderInfo;
  /** The message exactly as it arrives. */
  readonly raw: unknown;
  /** `ignored`, or the failure expected. */
  readonly expected: 'ignored' | { readonly code: ErrorCode; readonly detail: RegExp };
}

const BAD = 'bad_message';
const FORBIDDEN = 'forbidden_sender';
const UNCONFIRMED = 'host_not_confirmed';

/** The sentence the user reads for each code the rows expect. */
const SENTENCES: Partial<Record<ErrorCode, RegExp>> = {
  [BAD]: /Reimagine could not make sense of that request\./,
  [FORBIDDEN]: /That request is not allowed from this page\./,
  [UNCONFIRMED]: /Reimagine did not send your API key, because the service address was changed and not confirmed for it\./,
};
const ATTACKER = 'https://api.attacker.example/public/v1';

const ROWS: readonly MessageRow[] = [
  { label: 'a bare string', sender: TAB, raw: 'startJob', expected: 'ignored' },
  { label: 'an object of another protocol', sender: TAB, raw: { type: 'startJob', job: RENOVATE }, expected: 'ignored' },
  { label: 'an envelope of another channel', sender: PANEL, raw: { channel: 'reimagine/v0', name: 'clearHistory', payload: {} }, expected: 'ignored' },
  { label: 'an envelope whose name is not a string', sender: PANEL, raw: env(42, {}), expected: 'ignored' },
  { label: 'null', sender: PANEL, raw: null, expected: 'ignored' },
  { label: 'an unknown message name', sender: PANEL, raw: env('deleteEverything', {}), expected: { code: BAD, detail: /^Unknown message "deleteEverything"\.$/ } },
  { label: 'the name "__proto__"', sender: PANEL, raw: env('__proto__', {}), expected: { code: BAD, detail: /Unknown message "__proto__"/ } },
  { label: 'the name "constructor"', sender: TAB, raw: env('constructor', {}), expected: { code: BAD, detail: /Unknown message "constructor"/ } },
  { label: 'saveSettings with concurrency as text', sender: PANEL, raw: env('saveSettings', { concurrency: '3' }), expected: { code: BAD, detail: /Invalid saveSettings request at "concurrency"/ } },
  { label: 'saveSettings with concurrency 1e9', sender: PANEL, raw: env('saveSettings', { concurrency: 1e9 }), expected: { code: BAD, detail: /at "concurrency"/ } },
  { label: 'saveSettings carrying an API base', sender: PANEL, raw: env('saveSettings', { apiBase: 'https://attacker.example/public/v1' }), expected: { code: BAD, detail: /Invalid saveSettings request/ } },
  { label: 'startJob with a null payload', sender: PANEL, raw: env('startJob', null), expected: { code: BAD, detail: /Invalid startJob request/ } },
  { label: 'startJob from a content script', sender: TAB, raw: env('startJob', { job: RENOVATE, photo: PICK }), expected: { code: FORBIDDEN, detail: /"startJob" is not allowed from this sender/ } },
  { label: 'quoteJob from a content script (what the user has rendered is not the page’s to ask)', sender: TAB, raw: env('quoteJob', { job: RENOVATE, photo: PICK }), expected: { code: FORBIDDEN, detail: /"quoteJob" is not allowed from this sender/ } },
  { label: 'quoteJob of an unknown operation', sender: PANEL, raw: env('quoteJob', { job: { operation: 'demolish', params: {} }, photo: PICK }), expected: { code: BAD, detail: /at "job\.operation"/ } },
  { label: 'revealApiKey from a content script', sender: TAB, raw: env('revealApiKey', {}), expected: { code: FORBIDDEN, detail: /"revealApiKey" is not allowed/ } },
  { label: 'saveApiKey from a content script', sender: TAB, raw: env('saveApiKey', { apiKey: 'attacker-key-0000000000' }), expected: { code: FORBIDDEN, detail: /"saveApiKey" is not allowed/ } },
  {
    label: 'saveConnection from a content script',
    sender: TAB,
    raw: env('saveConnection', { apiBase: 'https://attacker.example/public/v1', confirmOrigin: 'https://attacker.example' }),
    expected: { code: FORBIDDEN, detail: /"saveConnection" is not allowed/ },
  },
  { label: 'getSettings from a content script', sender: TAB, raw: env('getSettings', {}), expected: { code: FORBIDDEN, detail: /"getSettings" is not allowed/ } },
  { label: 'ping from another extension', sender: OTHER_EXTENSION, raw: env('ping', {}), expected: { code: FORBIDDEN, detail: /"ping" is not allowed/ } },
  { label: 'openPhoto from another extension', sender: OTHER_EXTENSION, raw: env('openPhoto', PICK), expected: { code: FORBIDDEN, detail: /"openPhoto" is not allowed/ } },
  { label: 'revealApiKey from our id outside any tab or page', sender: OWN_ID_NO_TAB, raw: env('revealApiKey', {}), expected: { code: FORBIDDEN, detail: /not allowed/ } },
  { label: 'openPhoto with a javascript: photo', sender: TAB, raw: env('openPhoto', { ...PICK, url: 'javascript:alert(1)' }), expected: { code: BAD, detail: /Invalid openPhoto request at "url"/ } },
  { label: 'openPhoto with a file: photo', sender: TAB, raw: env('openPhoto', { ...PICK, url: 'file:///C:/Users/me/Pictures/id.jpg' }), expected: { code: BAD, detail: /at "url"/ } },
  { label: 'openPhoto with a data:text/html photo', sender: TAB, raw: env('openPhoto', { ...PICK, url: 'data:text/html,<script>alert(1)</script>' }), expected: { code: BAD, detail: /at "url"/ } },
  { label: 'openPhoto with a javascript: listing URL', sender: TAB, raw: env('openPhoto', withListing({ listingUrl: 'javascript:void 0' })), expected: { code: BAD, detail: /at "listing\.listingUrl"/ } },
  {
    label: 'openPhoto with 100,000 listing photos',
    sender: TAB,
    raw: env('openPhoto', withListing({ photoUrls: Array.from({ length: 100_000 }, (_, i) => `https://photos.zillowstatic.com/fp/${i}.jpg`) })),
    expected: { code: BAD, detail: /at "listing\.photoUrls"/ },
  },
  { label: 'openPhoto with a file: photo among the listing photos', sender: TAB, raw: env('openPhoto', withListing({ photoUrls: [PHOTO, 'file:///etc/passwd'] })), expected: { code: BAD, detail: /at "listing\.photoUrls\.1"/ } },
  { label: 'openPhoto with a 10,000-character title', sender: TAB, raw: env('openPhoto', withListing({ title: 'ش'.repeat(10_000) })), expected: { code: BAD, detail: /at "listing\.title"/ } },
  { label: 'openPhoto with a site id of 1,000 characters', sender: TAB, raw: env('openPhoto', withListing({ site: 'z'.repeat(1000) })), expected: { code: BAD, detail: /at "listing\.site"/ } },
  {
    label: 'getPhotoStates with 100,000 URLs',
    sender: TAB,
    raw: env('getPhotoStates', { urls: Array.from({ length: 100_000 }, (_, i) => `https://photos.zillowstatic.com/fp/${i}.jpg`) }),
    expected: { code: BAD, detail: /Invalid getPhotoStates request at "urls"/ },
  },
  { label: 'getPhotoStates with URLs that are numbers', sender: TAB, raw: env('getPhotoStates', { urls: [1, 2, 3] }), expected: { code: BAD, detail: /at "urls\.0"/ } },
  {
    label: 'startJob with 10,000-character guidance',
    sender: PANEL,
    raw: env('startJob', { job: { operation: 'renovate', params: { guidance: 'x'.repeat(10_000) } }, photo: PICK }),
    expected: { code: BAD, detail: /at "job\.params\.guidance".*2000/ },
  },
  { label: 'startJob with neither style nor guidance', sender: PANEL, raw: env('startJob', { job: { operation: 'renovate', params: { guidance: '   ' } }, photo: PICK }), expected: { code: BAD, detail: /Pick a style or write guidance\./ } },
  { label: 'startJob with creativity 2', sender: PANEL, raw: env('startJob', { job: { operation: 'upscale', params: { creativity: 2 } }, photo: PICK }), expected: { code: BAD, detail: /at "job\.params\.creativity"/ } },
  {
    label: 'startJob with 11 materials',
    sender: PANEL,
    raw: env('startJob', { job: { operation: 'renovate', params: { style_id: 'modern', materials: Array.from({ length: 11 }, (_, i) => material(i)) } }, photo: PICK }),
    expected: { code: BAD, detail: /at "job\.params\.materials"/ },
  },
  { label: 'startJob with a batch id that is a path', sender: PANEL, raw: env('startJob', { job: RENOVATE, photo: PICK, batchId: '../jobs/x' }), expected: { code: BAD, detail: /at "batchId": a batch id is 1 to 64 letters, digits, "-" or "_"/ } },
  { label: 'startJob with a batch id of 10,000 characters', sender: PANEL, raw: env('startJob', { job: RENOVATE, photo: PICK, batchId: 'b'.repeat(10_000) }), expected: { code: BAD, detail: /at "batchId": a batch id is/ } },
  { label: 'startJob with a batch id that is an object', sender: PANEL, raw: env('startJob', { job: RENOVATE, photo: PICK, batchId: { $gt: '' } }), expected: { code: BAD, detail: /Invalid startJob request at "batchId"/ } },
  { label: 'startJob of an unknown operation', sender: PANEL, raw: env('startJob', { job: { operation: 'demolish', params: {} }, photo: PICK }), expected: { code: BAD, detail: /at "job\.operation"/ } },
  { label: 'deleteOwnAssets of 1,000,000,000 assets', sender: PANEL, raw: env('deleteOwnAssets', { count: 1e9 }), expected: { code: BAD, detail: /at "count"/ } },
  { label: 'listJobs with limit -1', sender: PANEL, raw: env('listJobs', { limit: -1 }), expected: { code: BAD, detail: /at "limit"/ } },
  { label: 'cancelJob of a job that does not exist', sender: PANEL, raw: env('cancelJob', { jobId: 'no-such-job' }), expected: { code: BAD, detail: /^That job no longer exists\.$/ } },
  { label: 'retryJob of a job that succeeded', sender: PANEL, raw: env('retryJob', { jobId: '<baseline>' }), expected: { code: BAD, detail: /Only a failed, interrupted or cancelled job can be retried \(this one is done\)/ } },
  { label: 'saveConnection to another host, key neither typed nor confirmed', sender: PANEL, raw: env('saveConnection', { apiBase: ATTACKER }), expected: { code: UNCONFIRMED, detail: /^Send your RenovateAI key to api\.attacker\.example\? Confirm it, or type the key for it\.$/ } },
  {
    label: 'saveConnection to another host, confirming a different one',
    sender: PANEL,
    raw: env('saveConnection', { apiBase: ATTACKER, confirmOrigin: 'http://127.0.0.1:8787' }),
    expected: { code: UNCONFIRMED, detail: /Send your RenovateAI key to api\.attacker\.example\?/ },
  },
  { label: 'saveConnection to plain http on another computer', sender: PANEL, raw: env('saveConnection', { apiBase: 'http://192.168.1.20:8787/public/v1', apiKey: KEY }), expected: { code: BAD, detail: /plain http:\/\/ is allowed only on this computer/ } },
  { label: 'saveConnection to a base with the key in its query', sender: PANEL, raw: env('saveConnection', { apiBase: `https://api.example.com/public/v1?key=${'k'.repeat(8)}`, apiKey: KEY }), expected: { code: BAD, detail: /Leave the query/ } },
  { label: 'saveConnection to a base with a user and password', sender: PANEL, raw: env('saveConnection', { apiBase: 'https://me:pw@api.example.com/public/v1', apiKey: KEY }), expected: { code: BAD, detail: /Leave the user name and password out/ } },
  { label: 'saveConnection with a field it does not know', sender: PANEL, raw: env('saveConnection', { apiBase: ATTACKER, trusted: true }), expected: { code: BAD, detail: /Invalid saveConnection request/ } },
  { label: 'testConnection of another host with the saved key', sender: PANEL, raw: env('testConnection', { apiBase: ATTACKER }), expected: { code: UNCONFIRMED, detail: /^Type the key to test https:\/\/api\.attacker\.example\/public\/v1: your saved key is sent only with the saved base URL, http:\/\/127\.0\.0\.1:8787\/public\/v1/ } },
  { label: 'testConnection of an unsaved path on the saved host with the saved key', sender: PANEL, raw: env('testConnection', { apiBase: 'http://127.0.0.1:8787/other/public/v1' }), expected: { code: UNCONFIRMED, detail: /^Type the key to test http:\/\/127\.0\.0\.1:8787\/other\/public\/v1/ } },
  { label: 'enableSite for a javascript: origin', sender: PANEL, raw: env('enableSite', { origin: 'javascript:alert(1)' }), expected: { code: BAD, detail: /Only http and https sites can be enabled/ } },
  { label: 'enableSite for text that is no address', sender: PANEL, raw: env('enableSite', { origin: 'my favourite site' }), expected: { code: BAD, detail: /is not a site address/ } },
];

const network: FetchFn = async (url) => {
  if (url === PHOTO) return bytesResponse(jpegBytes(1600, 1200));
  if (url.startsWith('https://cdn.example/')) return bytesResponse(pngBytes(800, 600));
  throw new TypeError('fetch failed');
};

/** Everything a bad message must leave as it was. */
async function snapshot(bg: Harness) {
  const jobs = dataOf<{ jobs: Job[] }>(await bg.call('listJobs', {})).jobs.map((j) => [j.id, j.state]);
  return {
    jobs,
    key: await bg.ctx.keys.get(),
    connection: await bg.ctx.keys.connection(),
    pick: await latestPickRecord(),
    settings: await readSettings(bg.ctx.db),
    spent: bg.spendingCalls(),
    pickedEvents: bg.pages.filter((e) => e.type === 'pickedPhoto').length,
    keyWentTo: [...new Set(bg.apiBases)],
  };
}

describe('bad inputs: messages', () => {
  let bg: Harness;
  let baseline: Job;

  beforeEach(async () => {
    bg = await bootBackground(network);
    dataOf(await bg.call('saveApiKey', { apiKey: KEY }));
    dataOf(await bg.call('saveSettings', { concurrency: 3 }));
    dataOf(await bg.call('openPhoto', PICK, TAB));
    baseline = dataOf<{ job: Job }>(await bg.call('startJob', { job: RENOVATE, photo: PICK })).job;
    await bg.ctx.queue.idle();
  });

  it('has a row for every kind of bad message the issue lists', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(8);
  });

  it.each(ROWS)('$label (from $sender.id) → $expected.code', async (row) => {
    const before = await snapshot(bg);
    // The pick as the background keeps it: its page is the sender's, never the message's (pageUrl).
    expect(before).toMatchObject({ key: KEY, pick: { photo: { url: PICK.url, listing: { listingUrl: PICK.listing.listingUrl, photoUrls: PICK.listing.photoUrls } } }, jobs: [[baseline.id, 'done']], settings: { concurrency: 3 }, spent: 1 });

    const raw = JSON.parse(JSON.stringify(row.raw ?? null).replace('<baseline>', baseline.id)) as unknown;
    const reply = bg.send(raw, row.sender);

    if (row.expected === 'ignored') {
      expect(reply).toBeUndefined();
    } else {
      const answer = await reply;
      expect(answer).toMatchObject({ ok: false, code: row.expected.code });
      const failure = answer as { code: ErrorCode; message: string };
      // What the user reads for the code, then the detail.
      expect(explainError(failure.code).sentence).toMatch(SENTENCES[row.expected.code] ?? /^$/);
      expect(failure.message).toMatch(row.expected.detail);
      expect(JSON.stringify(answer)).not.toContain(KEY);
    }

    // Nothing lost, nothing started, nothing revealed.
    await bg.ctx.queue.idle();
    expect(await snapshot(bg)).toEqual(before);
  });
});
