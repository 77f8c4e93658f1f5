import type { Job } from '../../../lib/queue/types';
import { mergeJobs, reconcileJobs } from '../../../lib/queue/job-list';
import { entryOfJob } from '../../../lib/library/unsaved-results';
import { warmImage } from '../../shared/image-tools';
import { whenIdle } from '../../shared/when-idle';
import type { SliceContext, StoreContext } from './slice';

/**
 * The panel's side of the jobs' data path (docs/architecture.md, "One data path"): one full read
 * of the background's jobs when the panel opens, when it is shown again and when the background
 * restarted (`loadJobs`), and in between the changes the background pushes (`applyJobChanges`),
 * merged by job id (lib/queue/job-list.ts). Nothing polls, and no read replaces jobs it did not
 * see: every photo of a batch of any size stays listed.
 */

/**
 * A finished job's result: it joins the results, built from the job itself (the done event
 * carries it: no history read), and shows as "After" when its photo is on screen. Its image is
 * the background's copy (`ensureImage`): the background downloads a fresh render's result once
 * and answers its bytes as soon as they are in, before it stores them, so the panel never
 * downloads the hosted file too (a cached result's copy is in history already). The read starts
 * here, not when React renders the result, and only for the photo on screen: a batch's other
 * results are read when they are shown.
 */
export function showJobResult({ get }: StoreContext, job: Job): void {
  const historyId = job.result?.historyId;
  if (historyId === undefined) return;
  const entry = entryOfJob(job, true);
  const onScreen = get().listing.photo?.url === job.photo.url;
  if (entry) {
    const known = get().images.sources[historyId];
    // A source known already (a cached result's object URL) is decoded while the panel renders.
    if (known !== undefined) warmImage(known);
    else if (onScreen) get().ensureImage(entry);
    get().addResult(entry);
  }
  if (onScreen) get().selectResult(historyId);
}

/**
 * Puts `next` in place of the panel's jobs. A job the panel knew as not yet done that is done now
 * brings its result (a job first seen done, in a full read, is history already).
 */
function setJobs(ctx: SliceContext<'jobs'>, next: Job[]): void {
  const known = new Map(ctx.own().list.map((job) => [job.id, job]));
  ctx.patch({ list: next });
  const finished = next.filter((job) => job.state === 'done' && job.result && known.has(job.id) && known.get(job.id)?.state !== 'done');
  if (finished.length === 0) return;
  // The background refreshes its plan cache after each render: the new credits are shown once
  // the panel is idle, after the result, which matters more and should not wait for them.
  whenIdle(() => void ctx.get().refreshPlan(false));
  for (const job of finished) showJobResult(ctx, job);
}

/** Merges the background's changes (a `jobChanges` event, or one job a reply answered) into the panel's jobs. */
export function applyJobChanges(ctx: SliceContext<'jobs'>, changed: readonly Job[], removed: readonly string[] = []): void {
  setJobs(ctx, mergeJobs(ctx.own().list, changed, removed));
}

/**
 * Reads every job the background lists (`JOB_LIST_SIZE`) and takes it as the panel's list; a job
 * that changed while the read was under way keeps its newer copy (job objects are replaced, never
 * changed in place, so the ones not in the list from before are exactly those).
 */
export async function loadJobs(ctx: SliceContext<'jobs'>): Promise<void> {
  const before = new Set(ctx.own().list);
  const reply = await ctx.background.call('listJobs', {});
  if (!reply.ok) return;
  const current = ctx.own().list;
  const since = new Set(current.filter((job) => !before.has(job)).map((job) => job.id));
  setJobs(ctx, reconcileJobs(reply.data.jobs, current, since));
}
