import { describe, expect, it } from 'vitest';
import { createJobFeed, type JobChanges } from '../../../lib/queue/job-feed';
import type { Job } from '../../../lib/queue/types';
import { pickedPhoto } from './fakes';

/** The background pushes job changes, not snapshots (lib/queue/job-feed.ts). */

function job(id: string, state: Job['state']): Job {
  return { id, request: { operation: 'renovate', params: { style_id: 'modern' } }, photo: pickedPhoto(`https://photos.example.com/${id}.jpg`), state, createdAt: 1, newVariation: false };
}

function feed() {
  const pushed: JobChanges[] = [];
  const flushes: (() => void)[] = [];
  const jobs = createJobFeed({ push: (changes) => pushed.push(changes), schedule: (flush) => flushes.push(flush) });
  const flush = () => flushes.splice(0).forEach((run) => run());
  return { jobs, pushed, flush };
}

describe('the job feed', () => {
  it('pushes only the jobs that changed, the changes of one turn as one event, each job once', () => {
    const { jobs, pushed, flush } = feed();
    jobs.changed(job('a', 'queued'));
    jobs.changed(job('b', 'queued'));
    jobs.changed(job('a', 'running'));
    flush();
    expect(pushed).toEqual([{ jobs: [job('a', 'running'), job('b', 'queued')], removed: [] }]);
  });

  it('does not push a job again unchanged (a finished job published while its write is tried, then once written)', () => {
    const { jobs, pushed, flush } = feed();
    jobs.changed(job('a', 'done'));
    flush();
    jobs.changed(job('a', 'done'));
    flush();
    expect(pushed).toHaveLength(1);
    jobs.changed(job('a', 'failed'));
    flush();
    expect(pushed.at(-1)).toEqual({ jobs: [job('a', 'failed')], removed: [] });
  });

  it('pushes removed ids, and a removed job that comes back is pushed again', () => {
    const { jobs, pushed, flush } = feed();
    jobs.changed(job('a', 'done'));
    flush();
    jobs.removed(['a', 'b']);
    flush();
    expect(pushed.at(-1)).toEqual({ jobs: [], removed: ['a', 'b'] });
    jobs.changed(job('a', 'done'));
    flush();
    expect(pushed.at(-1)).toEqual({ jobs: [job('a', 'done')], removed: [] });
    jobs.removed([]);
    flush();
    expect(pushed).toHaveLength(3);
  });

  it('flushes after the current turn by default', async () => {
    const pushed: JobChanges[] = [];
    const jobs = createJobFeed({ push: (changes) => pushed.push(changes) });
    jobs.changed(job('a', 'queued'));
    expect(pushed).toEqual([]);
    await Promise.resolve();
    expect(pushed).toEqual([{ jobs: [job('a', 'queued')], removed: [] }]);
  });
});
