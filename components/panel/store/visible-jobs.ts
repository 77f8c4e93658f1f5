import { isActive, type Job } from '../../../lib/queue/types';

/** Failed jobs older than this are not listed any more. */
const FAILED_JOBS_SHOWN_MS = 24 * 60 * 60 * 1000;

/** Jobs the panel lists: running and queued ones, and recent failures the user has not dismissed. */
export function visibleJobs(jobs: readonly Job[], dismissed: readonly string[], now: number): Job[] {
  return jobs.filter((job) => {
    if (isActive(job)) return true;
    if (job.state !== 'failed' && job.state !== 'interrupted') return false;
    return !dismissed.includes(job.id) && now - (job.finishedAt ?? job.createdAt) < FAILED_JOBS_SHOWN_MS;
  });
}

/** A queued job's place in line (1 = next), counting queued jobs oldest first. */
export function queuePosition(jobs: readonly Job[], jobId: string): number {
  const queued = jobs.filter((job) => job.state === 'queued').sort((a, b) => a.createdAt - b.createdAt);
  return queued.findIndex((job) => job.id === jobId) + 1;
}
