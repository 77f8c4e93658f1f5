import { describe, expect, it } from 'vitest';
import { capJobs, JOB_LIST_SIZE, mergeJobs, newerJob, reconcileJobs } from '../../../lib/queue/job-list';
import { PICKED_LIMITS } from '../../../lib/sites/picked-limits';
import type { Job } from '../../../lib/queue/types';
import { pickedPhoto } from './fakes';

/** How the panel folds the background's job changes into its list (lib/queue/job-list.ts). */

function job(id: string, state: Job['state'], createdAt: number, extra: Partial<Job> = {}): Job {
  return { id, request: { operation: 'renovate', params: { style_id: 'modern' } }, photo: pickedPhoto(`https://photos.example.com/${id}.jpg`), state, createdAt, newVariation: false, ...extra };
}

describe('the job list', () => {
  it('is one size, large enough for a batch of every photo a listing may have', () => {
    expect(JOB_LIST_SIZE).toBeGreaterThanOrEqual(PICKED_LIMITS.listingPhotos);
  });

  it('never takes a job back to an earlier state; at the same stage the incoming copy wins', () => {
    const done = job('a', 'done', 1, { result: { historyId: 'h', fromCache: false } });
    expect(newerJob(done, job('a', 'running', 1))).toBe(done);
    expect(newerJob(done, job('a', 'queued', 1))).toBe(done);
    const running = job('a', 'running', 1);
    expect(newerJob(running, done)).toBe(done);
    const joined = job('a', 'running', 1, { batchId: 'b-1' });
    expect(newerJob(running, joined)).toBe(joined);
    expect(newerJob(undefined, running)).toBe(running);
  });

  it('merges changes by id, newest first, and takes removed ids out', () => {
    const list = [job('b', 'queued', 2), job('a', 'done', 1)];
    const merged = mergeJobs(list, [job('b', 'running', 2), job('c', 'queued', 3)], ['a']);
    expect(merged.map((j) => [j.id, j.state])).toEqual([
      ['c', 'queued'],
      ['b', 'running'],
    ]);
  });

  it('keeps every active job and the newest finished ones up to the size', () => {
    const jobs = [...Array.from({ length: 5 }, (_, i) => job(`q${i}`, 'queued', i)), ...Array.from({ length: 5 }, (_, i) => job(`d${i}`, 'done', 10 + i))];
    expect(capJobs(jobs, 7).map((j) => j.id)).toEqual(['d4', 'd3', 'q4', 'q3', 'q2', 'q1', 'q0']);
  });

  it('a batch of 120 photos stays whole through its changes: none is dropped as others finish', () => {
    let list: Job[] = [];
    const photos = Array.from({ length: 120 }, (_, i) => job(`j${i}`, 'queued', i, { batchId: 'batch-1' }));
    list = mergeJobs(list, photos);
    for (const photo of photos) {
      list = mergeJobs(list, [{ ...photo, state: 'running' }]);
      list = mergeJobs(list, [{ ...photo, state: 'done', result: { historyId: `h-${photo.id}`, fromCache: false } }]);
      expect(list).toHaveLength(120);
    }
    expect(list.every((j) => j.state === 'done')).toBe(true);
  });

  it('a full read is the truth for which jobs exist, but not older than what arrived during it', () => {
    const done = job('a', 'done', 1, { result: { historyId: 'h', fromCache: false } });
    const fresh = job('c', 'queued', 5);
    const joined = job('d', 'queued', 4, { batchId: 'b-2' });
    const known = [fresh, joined, done, job('gone', 'done', 0)];
    // Read before a, c and d's changes landed; `gone` was deleted (Clear history).
    const listed = [job('d', 'queued', 4), job('a', 'running', 1)];
    const result = reconcileJobs(listed, known, new Set(['c', 'd', 'a']));
    expect(result.map((j) => [j.id, j.state, j.batchId])).toEqual([
      ['c', 'queued', undefined],
      ['d', 'queued', 'b-2'],
      ['a', 'done', undefined],
    ]);
  });
});
