import type { Job } from '../../../lib/queue/types';
import { mergeJobs, reconcileJobs } from '../../../lib/queue/job-list';
import { showResult } from './jobs-slice';
import type { StoreContext } from './panel-types';

/**
 * The panel's side of the jobs' data path (docs/architecture.md, "One data path"): one full read
 * of the background's jobs when the panel opens, when it is shown again and when the background
 * restarted (`loadJobs`), and in between the changes the background pushes (`applyJobChanges`),
 * merged by job id (lib/queue/job-list.ts). Nothing polls, and no read replaces jobs it did not
 * see: every photo of a batch of any size stays listed.
 */

/**
 * Puts `next` in place of the panel's jobs. A job the panel knew as not yet done that is done now
 * brings its result (a job first seen done, in a full read, is history already).
 */
function setJobs(ctx: StoreContext, next: Job[]): void {
  const { set, get } = ctx;
  const known = new Map(get().jobs.map((job) => [job.id, job]));
  set({ jobs: next });
  const finished = next.filter((job) => job.state === 'done' && job.result && known.has(job.id) && known.get(job.id)?.state !== 'done');
  if (finished.length === 0) return;
  // The background refreshes its plan cache after each render: show the new credits.
  void get().refreshPlan(false);
  for (const job of finished) showResult(ctx, job);
}

/** Merges the background's changes (a `jobChanges` event, or one job a reply answered) into the panel's jobs. */
export function applyJobChanges(ctx: StoreContext, changed: readonly Job[], removed: readonly string[] = []): void {
  setJobs(ctx, mergeJobs(ctx.get().jobs, changed, removed));
}

/**
 * Reads every job the background lists (`JOB_LIST_SIZE`) and takes it as the panel's list; a job
 * that changed while the read was under way keeps its newer copy (job objects are replaced, never
 * changed in place, so the ones not in the list from before are exactly those).
 */
export async function loadJobs(ctx: StoreContext): Promise<void> {
  const before = new Set(ctx.get().jobs);
  const reply = await ctx.background.call('listJobs', {});
  if (!reply.ok) return;
  const current = ctx.get().jobs;
  const since = new Set(current.filter((job) => !before.has(job)).map((job) => job.id));
  setJobs(ctx, reconcileJobs(reply.data.jobs, current, since));
}
