import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { explainError } from '../../lib/error-text';
import { INTERRUPTED_MESSAGE } from '../../lib/queue/job-store';
import { DROPPED_MAY_HAVE_CHARGED } from '../../lib/queue/queue';
import type { JobRequest } from '../../lib/queue/types';
import { makePhotos, queueRig, type Rig } from './queue-support';
import { startContract, to, until, type Contract } from './support';
import { eventually, pickedPhoto } from '../unit/queue/fakes';
import { costOf } from './costs';

/**
 * Faults, with the real queue, runner and API client against the emulator: the worker killed
 * mid-render, the browser restarted with jobs queued, the API down and back, a render's connection
 * dropped after it was sent, credits running out mid-batch. Each ends in a state the user can read (code and message), nothing is lost, and
 * nothing is sent twice.
 */

const renovate = (style_id: string): JobRequest => ({ operation: 'renovate', params: { style_id } });
const STYLES = ['modern', 'scandinavian', 'industrial', 'farmhouse', 'coastal', 'japandi'];

describe('the queue when things break', () => {
  let contract: Contract;
  let photos: Map<string, Uint8Array>;
  let urls: string[];
  let rig: Rig;

  beforeAll(async () => {
    contract = await startContract({ latency: 0 });
    photos = await makePhotos(3);
    urls = [...photos.keys()];
  });
  afterAll(async () => {
    await contract.emu.close();
  });
  beforeEach(async () => {
    await contract.reset();
    rig = queueRig(contract, photos);
  });

  it('the worker killed mid-render: the next worker finds the job running, marks it interrupted and never sends it again', async () => {
    // The render hangs at the service until the caller goes away.
    await contract.fault({ path: '/renovate', method: 'POST', delay_ms: 600_000 });
    const first = await rig.worker({ concurrency: 1 });
    const { job } = await first.service.start({ request: renovate('modern'), photo: pickedPhoto(urls[0] ?? '') });
    await until(async () => (to(await contract.requests(), '/renovate', 'POST').length === 1 ? true : undefined));
    first.kill();

    const second = await rig.worker({ concurrency: 1 });
    expect(second.recovered).toMatchObject([{ id: job.id, state: 'interrupted', error: { code: 'interrupted', message: INTERRUPTED_MESSAGE } }]);
    expect(explainError('interrupted').nextStep).toMatch(/not sent again/);
    await second.queue.idle();
    expect(await second.store.get(job.id)).toMatchObject({ state: 'interrupted' });
    expect(rig.sentBy(job.id, 'POST', '/renovate')).toHaveLength(1);
    expect(to(await contract.requests(), '/renovate', 'POST')).toHaveLength(1);

    // The user's one-click retry is a new job, sent once.
    const retried = await second.service.retry(job.id);
    await second.queue.idle();
    expect(await second.store.get(retried.id)).toMatchObject({ state: 'done', retryOf: job.id });
    expect(rig.sentBy(retried.id, 'POST', '/renovate').map((c) => c.status)).toEqual([200]);
    // The cut render was abandoned by the service (no answer was read); only the retry was charged.
    expect(contract.emu.state.renovationCredits).toBe(1000 - costOf('renovate', 'renovation'));
  });

  it('the browser restarted with jobs queued: the new worker runs each queued job exactly once', async () => {
    // One job holds the only slot (hanging at the service); three more wait, never sent.
    await contract.fault({ path: '/renovate', method: 'POST', delay_ms: 600_000 });
    const first = await rig.worker({ concurrency: 1 });
    const started = [];
    for (let i = 0; i < 4; i++) started.push((await first.service.start({ request: renovate(STYLES[i] ?? 'modern'), photo: pickedPhoto(urls[i % urls.length] ?? '') })).job);
    await until(async () => (to(await contract.requests(), '/renovate', 'POST').length === 1 ? true : undefined));
    expect((await first.store.byState('queued')).map((j) => j.id)).toEqual(started.slice(1).map((j) => j.id));
    first.kill();
    await contract.clearRequests();

    const second = await rig.worker({ concurrency: 2 });
    await second.queue.idle();
    const [cut, ...queued] = started;
    expect(await second.store.get(cut?.id ?? '')).toMatchObject({ state: 'interrupted', error: { code: 'interrupted' } });
    for (const job of queued) {
      expect(await second.store.get(job.id)).toMatchObject({ state: 'done', result: { fromCache: false } });
      expect(rig.sentBy(job.id, 'POST', '/renovate').map((c) => c.status)).toEqual([200]);
    }
    // The restarted worker sent exactly the three queued renders, and nothing for the cut one.
    expect(to(await contract.requests(), '/renovate', 'POST')).toHaveLength(3);
    expect(rig.sentBy(cut?.id ?? '', 'POST', '/renovate')).toHaveLength(1);
  });

  it('the API down for a while, then back: jobs fail at once with `network` and a clear message, nothing is lost, a retry then works', async () => {
    // Every connection is cut for as long as the outage lasts (no answer at all).
    await contract.fault({ path: '*', drop: true, times: 10_000 });
    const worker = await rig.worker({ concurrency: 2 });
    const started = [];
    for (let i = 0; i < 3; i++) started.push((await worker.service.start({ request: renovate(STYLES[i] ?? 'modern'), photo: pickedPhoto(urls[i] ?? '') })).job);
    await worker.queue.idle();

    for (const job of started) {
      const failed = await worker.store.get(job.id);
      // The first call of a private photo is its upload: it never got an answer, and no render was sent.
      expect(failed).toMatchObject({ state: 'failed', error: { code: 'network', message: 'POST /assets/upload: the service could not be reached.' } });
      expect(rig.sentBy(job.id, 'POST', '/assets/upload')).toMatchObject([{ status: null }]);
      expect(rig.sentBy(job.id, 'POST', '/renovate')).toEqual([]);
    }
    expect(explainError('network').sentence).toBe('Reimagine can’t reach RenovateAI right now.');
    expect(contract.emu.state.renovationCredits).toBe(1000);

    // The service is back: each retry is one new job, sent once, done.
    await contract.reset();
    for (const job of started) {
      const retried = await worker.service.retry(job.id);
      await worker.queue.idle();
      expect(await worker.store.get(retried.id)).toMatchObject({ state: 'done', retryOf: job.id });
      expect(rig.sentBy(retried.id, 'POST', '/renovate').map((c) => c.status)).toEqual([200]);
    }
    expect((await worker.store.recent(10)).filter((j) => j.state === 'failed')).toHaveLength(3);
    expect(contract.emu.state.renovationCredits).toBe(1000 - 3 * costOf('renovate', 'renovation'));
  });

  it('the connection dropped after a render was sent: it fails as `network`, is not sent again, and says it may have been charged', async () => {
    // The upload goes through; the render reaches the service, then its connection is cut.
    await contract.fault({ path: '/renovate', method: 'POST', drop: true, times: 1 });
    const worker = await rig.worker({ concurrency: 1 });
    const { job } = await worker.service.start({ request: renovate('modern'), photo: pickedPhoto(urls[0] ?? '') });
    await worker.queue.idle();

    const failed = await worker.store.get(job.id);
    expect(failed).toMatchObject({ state: 'failed', error: { code: 'network', message: `POST /renovate: the service could not be reached. ${DROPPED_MAY_HAVE_CHARGED}`, mayHaveCharged: true } });
    expect(DROPPED_MAY_HAVE_CHARGED).toMatch(/may have made the render and charged a credit: check your credits and history before retrying/);
    expect(rig.sentBy(job.id, 'POST', '/assets/upload').map((c) => c.status)).toEqual([200]);
    // Sent once, its answer lost, and never sent again (the fault was for one request only: a second would have succeeded).
    expect(rig.sentBy(job.id, 'POST', '/renovate')).toMatchObject([{ status: null }]);
    expect(to(await contract.requests(), '/renovate', 'POST')).toHaveLength(1);

    // Nothing lost: the failed job stays, with its reason; the user's retry is one new job, sent once.
    const retried = await worker.service.retry(job.id);
    await worker.queue.idle();
    expect(await worker.store.get(job.id)).toMatchObject({ state: 'failed', error: { mayHaveCharged: true } });
    expect(await worker.store.get(retried.id)).toMatchObject({ state: 'done', retryOf: job.id });
    expect(rig.sentBy(retried.id, 'POST', '/renovate').map((c) => c.status)).toEqual([200]);
  });

  it('credits running out mid-batch: N done, the rest failed with insufficient_credits and its sentence, none charged twice', async () => {
    // Credits for three renders, and twice as many renders asked for.
    const runs = 3;
    await contract.setCredits({ renovation_credits: runs * costOf('renovate', 'renovation') });
    const worker = await rig.worker({ concurrency: 2 });
    const ids = [];
    for (let i = 0; i < 2 * runs; i++) ids.push((await worker.service.start({ request: renovate(STYLES[i] ?? 'modern'), photo: pickedPhoto(urls[i % urls.length] ?? '') })).job.id);
    await worker.queue.idle();

    const jobs = await Promise.all(ids.map((id) => worker.store.get(id)));
    const done = jobs.filter((job) => job?.state === 'done');
    const failed = jobs.filter((job) => job?.state === 'failed');
    expect(done).toHaveLength(runs);
    expect(failed).toHaveLength(runs);
    for (const job of failed) {
      expect(job?.error).toEqual({ code: 'insufficient_credits', message: 'POST /renovate failed with status 402: insufficient renovation credits' });
    }
    expect(explainError('insufficient_credits')).toEqual({ sentence: 'You are out of credits for this operation.', nextStep: 'Add credits to your RenovateAI plan at renovateai.app.' });
    // One render per job, each charged at most once: the account is at zero, not below.
    for (const id of ids) expect(rig.sentBy(id, 'POST', '/renovate')).toHaveLength(1);
    expect(to(await contract.requests(), '/renovate', 'POST')).toHaveLength(2 * runs);
    expect(contract.emu.state.renovationCredits).toBe(0);
    await eventually(() => worker.queue.runningCount === 0);
  });
});
