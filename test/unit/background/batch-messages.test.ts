import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import type { ApiClient } from '../../../lib/api/client';
import type { FetchFn } from '../../../lib/acquisition/acquisition';
import type { Job } from '../../../lib/queue/types';
import { bytesResponse, jpegBytes, pickedPhoto, pngBytes } from '../queue/fakes';
import { bootBackground, dataOf, failureOf, KEY, type Harness } from '../bad-inputs/background';

/** A batch's id through the real router, handlers, service and queue: in the job, its events, its retry. */

const PHOTOS = ['https://photos.zillowstatic.com/fp/1.jpg', 'https://photos.zillowstatic.com/fp/2.jpg'];
const RENOVATE = { operation: 'renovate', params: { style_id: 'modern' } };
const listing = { photoUrls: PHOTOS };

const network: FetchFn = async (url) => {
  const index = PHOTOS.indexOf(url);
  if (index >= 0) return bytesResponse(jpegBytes(1600 + index, 1200));
  if (url.startsWith('https://cdn.example/')) return bytesResponse(pngBytes(800, 600));
  throw new TypeError('fetch failed');
};

describe('startJob with a batchId', () => {
  let bg: Harness;

  beforeEach(async () => {
    bg = await bootBackground(network);
    dataOf(await bg.call('saveApiKey', { apiKey: KEY }));
  });

  it('keeps the batch in the job, its pushed changes and the retry of a failed photo', async () => {
    // The first render of photo 1 fails; everything else renders.
    const send = bg.api.send.bind(bg.api);
    let failed = false;
    (bg.api as { send: ApiClient['send'] }).send = (call, input, options) => {
      if (!failed && call.endpoint === 'POST /renovate' && (input as { image_url?: unknown }).image_url === PHOTOS[0]) {
        failed = true;
        return Promise.reject(new ApiError('bad_request', 'The service could not read this photo.'));
      }
      return send(call, input, options);
    };
    const jobs: Job[] = [];
    for (const url of PHOTOS) jobs.push(dataOf<{ job: Job }>(await bg.call('startJob', { job: RENOVATE, photo: pickedPhoto(url, listing), batchId: 'batch-42' })).job);
    expect(jobs.map((job) => job.batchId)).toEqual(['batch-42', 'batch-42']);
    await bg.ctx.queue.idle();

    const listed = dataOf<{ jobs: Job[] }>(await bg.call('listJobs', {})).jobs;
    expect(listed.map((job) => [job.photo.url, job.state, job.batchId]).sort()).toEqual([
      [PHOTOS[0], 'failed', 'batch-42'],
      [PHOTOS[1], 'done', 'batch-42'],
    ]);
    const pushed = bg.pages.flatMap((event) => (event.type === 'jobChanges' ? event.jobs : []));
    expect(pushed.length).toBeGreaterThan(0);
    expect(pushed.every((job) => job.batchId === 'batch-42')).toBe(true);

    const failedJob = listed.find((job) => job.state === 'failed');
    const retried = dataOf<{ job: Job }>(await bg.call('retryJob', { jobId: failedJob?.id })).job;
    expect(retried).toMatchObject({ retryOf: failedJob?.id, batchId: 'batch-42', state: 'running' });
    await bg.ctx.queue.idle();
    const after = dataOf<{ jobs: Job[] }>(await bg.call('listJobs', {})).jobs;
    expect(after.find((job) => job.id === retried.id)).toMatchObject({ state: 'done', batchId: 'batch-42' });
  });

  it('refuses a malformed batchId with a clear error and queues nothing', async () => {
    const failure = failureOf(await bg.call('startJob', { job: RENOVATE, photo: pickedPhoto(PHOTOS[0] ?? ''), batchId: 'drop table; --' }));
    expect(failure).toEqual({ ok: false, code: 'bad_message', message: 'Invalid startJob request at "batchId": a batch id is 1 to 64 letters, digits, "-" or "_"' });
    expect(dataOf<{ jobs: Job[] }>(await bg.call('listJobs', {})).jobs).toEqual([]);
    // The background still answers.
    expect(await bg.call('getSettings', {})).toMatchObject({ ok: true });
  });
});
