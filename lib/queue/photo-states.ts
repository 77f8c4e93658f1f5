import { PHOTO_STATES } from '../protocol-names';
import { z } from '../zod';
import type { JobRecord } from './job-store';

/** A photo's badge state for the content script. */
export const PhotoState = z.object({
  url: z.string(),
  state: z.enum(PHOTO_STATES),
  /** When the running job started, for the elapsed-time badge. */
  startedAt: z.optional(z.number()),
  /** The newest finished job of this photo, which the "done" badge opens. */
  jobId: z.optional(z.string()),
});
export type PhotoState = z.infer<typeof PhotoState>;

/**
 * Badge state of each photo URL, from the jobs visible to the asker. `tabId` scopes the jobs: a
 * content script sees only jobs of photos picked in its own tab (`undefined` = every job, for
 * extension pages). Running beats queued beats the newest finished job; cancelled jobs don't show.
 */
export function photoStatesFor(urls: readonly string[], jobs: readonly JobRecord[], tabId: number | undefined): PhotoState[] {
  const visible = tabId === undefined ? jobs : jobs.filter((job) => job.tabId === tabId);
  return urls.map((url) => {
    const own = visible.filter((job) => job.photo.url === url).sort((a, b) => b.createdAt - a.createdAt);
    const running = own.find((job) => job.state === 'running');
    if (running) return { url, state: 'running', ...(running.startedAt !== undefined ? { startedAt: running.startedAt } : {}) };
    if (own.some((job) => job.state === 'queued')) return { url, state: 'queued' };
    const last = own.find((job) => job.state !== 'cancelled' && job.state !== 'queued');
    if (!last) return { url, state: 'idle' };
    if (last.state === 'done') return { url, state: 'done', jobId: last.id };
    return { url, state: 'failed', jobId: last.id };
  });
}
