import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { FetchFn } from '../../../lib/acquisition/acquisition';
import type { Job } from '../../../lib/queue/types';
import { bytesResponse, deferred, eventually, jpegBytes, pickedPhoto, pngBytes } from '../queue/fakes';
import { listenForCopy } from '../../../lib/messaging/copy-channel';
import { FakeBroadcastChannel } from '../messaging/fake-broadcast-channel';
import { bootBackground, dataOf, KEY, TAB, type Harness } from '../bad-inputs/background';

/**
 * The background's half of the one data path (docs/architecture.md, "One data path"): a render's
 * result is downloaded once, by the background, and a page asking for it gets that copy (waiting
 * for it while it is being made); jobs reach pages as changes, each state of each job once.
 */

const PHOTOS = ['https://photos.zillowstatic.com/fp/1.jpg', 'https://photos.zillowstatic.com/fp/2.jpg', 'https://photos.zillowstatic.com/fp/3.jpg'];
const RENOVATE = { operation: 'renovate', params: { style_id: 'modern' } };

describe('one data path, in the background', () => {
  let bg: Harness;
  let resultFetches: string[];
  let resultGate: Promise<void>;

  const network: FetchFn = async (url) => {
    const index = PHOTOS.indexOf(url);
    if (index >= 0) return bytesResponse(jpegBytes(1600 + index, 1200));
    if (url.startsWith('https://cdn.example/')) {
      resultFetches.push(url);
      await resultGate;
      return bytesResponse(pngBytes(800, 600));
    }
    throw new TypeError('fetch failed');
  };

  beforeEach(async () => {
    resultFetches = [];
    resultGate = Promise.resolve();
    bg = await bootBackground(network);
    dataOf(await bg.call('saveApiKey', { apiKey: KEY }));
  });

  const changes = (): Job[] => bg.pages.flatMap((event) => (event.type === 'jobChanges' ? event.jobs : []));

  it('fetches per render: the result is downloaded once; getResultCopy during the copy waits for it and answers it', async () => {
    const gate = deferred<undefined>();
    resultGate = gate.promise;
    const { job } = dataOf<{ job: Job }>(await bg.call('startJob', { job: RENOVATE, photo: pickedPhoto(PHOTOS[0] ?? '') }));
    await eventually(() => changes().some((change) => change.id === job.id && change.state === 'done'));
    const historyId = changes().find((change) => change.id === job.id && change.result)?.result?.historyId ?? '';
    expect(resultFetches).toHaveLength(1);

    // Asked while the copy is still downloading: the answer waits, and no second download starts.
    let answered = false;
    const asked = bg.call('getResultCopy', { historyId }).then((reply) => ((answered = true), reply));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    gate.resolve(undefined);
    const reply = dataOf<{ copy: string | null }>(await asked);
    expect(reply.copy).toMatch(/^data:image\/png;base64,/);
    await bg.ctx.queue.idle();
    // Asked again: the stored copy, still no download.
    expect(dataOf<{ copy: string | null }>(await bg.call('getResultCopy', { historyId })).copy).toBe(reply.copy);
    expect(resultFetches).toHaveLength(1);
  });

  it('asked with a token, the copy goes as a Blob on the copy channel as soon as it is downloaded, not as text', async () => {
    vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const { job } = dataOf<{ job: Job }>(await bg.call('startJob', { job: RENOVATE, photo: pickedPhoto(PHOTOS[1] ?? '') }));
    await eventually(() => changes().some((change) => change.id === job.id && change.state === 'done'));
    const historyId = changes().find((change) => change.id === job.id && change.result)?.result?.historyId ?? '';
    const ask = listenForCopy();
    const reply = dataOf<{ copy: string | null; posted?: boolean }>(await bg.call('getResultCopy', { historyId, token: ask.token }));
    expect(reply).toEqual({ copy: null, posted: true });
    const blob = await ask.bytes;
    expect(blob?.type).toBe('image/png');
    expect(new Uint8Array(await (blob as Blob).arrayBuffer())).toEqual(pngBytes(800, 600));
    expect(resultFetches).toHaveLength(1);
    // No copy: nothing posted, null answered.
    const none = listenForCopy(50);
    expect(dataOf(await bg.call('getResultCopy', { historyId: 'nope', token: none.token }))).toEqual({ copy: null });
    expect(await none.bytes).toBeUndefined();
  });

  it('getResultCopy refuses a malformed token', async () => {
    const reply = await bg.call('getResultCopy', { historyId: 'nope', token: 'not a token!' });
    expect(reply).toMatchObject({ ok: false, code: 'bad_message' });
  });

  it('getResultCopy answers null for a result without a copy, and refuses a content script', async () => {
    expect(dataOf<{ copy: string | null }>(await bg.call('getResultCopy', { historyId: 'nope' }))).toEqual({ copy: null });
    expect(await bg.call('getResultCopy', { historyId: 'nope' }, TAB)).toMatchObject({ ok: false, code: 'forbidden_sender' });
  });

  it('pushes each job as it changes, each state once, never a snapshot of the others', async () => {
    const started: Job[] = [];
    for (const url of PHOTOS) started.push(dataOf<{ job: Job }>(await bg.call('startJob', { job: RENOVATE, photo: pickedPhoto(url), batchId: 'batch-7' })).job);
    await bg.ctx.queue.idle();
    await eventually(() => started.every((job) => changes().some((change) => change.id === job.id && change.state === 'done')));
    for (const job of started) {
      // A job that found a free slot is written `running` at once, never `queued` (issue #28).
      expect(['queued running done', 'running done']).toContain(changes().filter((change) => change.id === job.id).map((change) => change.state).join(' '));
    }
    expect(bg.pages.some((event) => (event.type as string) === 'jobs')).toBe(false);
  });

  it('Clear history pushes the finished jobs as removed', async () => {
    const { job } = dataOf<{ job: Job }>(await bg.call('startJob', { job: RENOVATE, photo: pickedPhoto(PHOTOS[1] ?? '') }));
    await bg.ctx.queue.idle();
    dataOf(await bg.call('clearHistory', {}));
    await eventually(() => bg.pages.some((event) => event.type === 'jobChanges' && event.removed.includes(job.id)));
    expect(dataOf<{ jobs: Job[] }>(await bg.call('listJobs', {})).jobs).toEqual([]);
  });
});
