import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainError } from '../../lib/error-text';
import type { JobRecord } from '../../lib/queue/job-store';
import { makePhotos, queueRig } from './queue-support';
import { startContract, to, type Contract } from './support';
import { pickedPhoto } from '../unit/queue/fakes';
import { costOf } from './costs';

/**
 * Load: 100 queued renders over 20 photos, concurrency 2, the emulator answering 500 to 10% of
 * the calls (seeded). Whatever fails: every job ends `done` or `failed` with its reason, none is
 * lost, none is sent twice (POSTs are never retried on their own), and no credit is spent twice.
 */

const STYLES = ['modern', 'scandinavian', 'industrial', 'farmhouse', 'coastal'];

describe('the queue under load with a flaky service', () => {
  let contract: Contract;
  beforeAll(async () => {
    contract = await startContract({ latency: 0 });
  });
  afterAll(async () => {
    await contract.emu.close();
  });

  it('100 renders, 20 photos, concurrency 2, 500 on 10% of calls: every job done or failed with its reason, none lost, none sent twice', { timeout: 60_000 }, async () => {
    const photos = await makePhotos(20);
    const urls = [...photos.keys()];
    const rig = queueRig(contract, photos);
    const worker = await rig.worker({ concurrency: 2, faultRate: 0.1, seed: 2024 });
    const creditsBefore = contract.emu.state.renovationCredits;

    const ids: string[] = [];
    for (let i = 0; i < 100; i++) {
      // Every request differs (photo × style): nothing is deduplicated or answered from the cache.
      const outcome = await worker.service.start({ request: { operation: 'renovate', params: { style_id: STYLES[Math.floor(i / 20)] ?? 'modern' } }, photo: pickedPhoto(urls[i % 20] ?? '') });
      expect(outcome).toMatchObject({ deduped: false, cached: false });
      ids.push(outcome.job.id);
    }
    await worker.queue.idle();

    // None lost: all 100 are there, and each one finished.
    const jobs = new Map((await worker.store.recent(1_000)).map((job) => [job.id, job]));
    expect(jobs.size).toBe(100);
    const states = ids.map((id) => jobs.get(id)?.state);
    expect(states.every((state) => state === 'done' || state === 'failed')).toBe(true);
    expect(worker.queue.unsaved()).toEqual([]);

    const done = ids.map((id) => jobs.get(id)).filter((job): job is JobRecord => job?.state === 'done');
    const failed = ids.map((id) => jobs.get(id)).filter((job): job is JobRecord => job?.state === 'failed');
    expect(failed.length).toBeGreaterThan(0);
    for (const job of done) {
      expect(job.result?.imageUrl?.startsWith(`${contract.emu.url}/files/`)).toBe(true);
      expect(rig.sentBy(job.id, 'POST', '/renovate').map((c) => c.status)).toEqual([200]);
    }
    // Each failure says what failed and why: the service's 500 on that call.
    for (const job of failed) {
      expect(job.error).toEqual({ code: 'server', message: expect.stringMatching(/^POST \/(renovate|assets\/upload) failed with status 500: injected fault$/) });
    }
    expect(explainError('server').sentence).toBe('The service had a problem rendering this photo.');

    // None sent twice: at most one upload and one render per job, no render after a failed upload.
    for (const id of ids) {
      const uploads = rig.sentBy(id, 'POST', '/assets/upload');
      const renders = rig.sentBy(id, 'POST', '/renovate');
      expect(uploads.length).toBeLessThanOrEqual(1);
      expect(renders.length).toBeLessThanOrEqual(1);
      if (uploads[0]?.status === 500) expect(renders).toEqual([]);
    }
    // The emulator saw exactly what the jobs sent, and one 500 failed exactly one job.
    const log = await contract.requests();
    const sentRenders = ids.flatMap((id) => rig.sentBy(id, 'POST', '/renovate'));
    expect(to(log, '/renovate', 'POST')).toHaveLength(sentRenders.length);
    expect(log.filter((entry) => entry.status === 500)).toHaveLength(failed.length);
    expect(contract.emu.state.renovationCredits).toBe(creditsBefore - done.length * costOf('renovate', 'renovation'));
  });
});
