import type { Job, JobRequest } from '../../../lib/queue/types';
import { mergeJobs } from '../../../lib/queue/job-list';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import type { PickedPhoto } from '../../../lib/listing';
import { requestOfEntry } from './tools';
import { noticeOf } from './notices-slice';
import { applyJobChanges, loadJobs, showJobResult } from './job-sync';
import { defineSlice, type SliceContext, type StoreContext } from './slice';
import { storeText } from './store-text';

/** The jobs slice's state (`state.jobs`). */
export interface JobsData {
  /** Jobs, newest first, as the background listed and pushed them. */
  list: Job[];
  /** Failed or interrupted jobs the user dismissed from the list. */
  dismissed: string[];
}

export interface JobsActions {
  /** Queues one job; resolves true when the background accepted it. */
  startJob(request: JobRequest, options?: { photo?: PickedPhoto; newVariation?: boolean }): Promise<boolean>;
  cancelJob(jobId: string): Promise<void>;
  /** Re-queues a failed job as a new one; resolves true when the background accepted it. */
  retryJob(jobId: string): Promise<boolean>;
  dismissJob(jobId: string): void;
  /** Renders a result's parameters again as a new variation. */
  runAgain(entry: HistoryEntry): Promise<boolean>;
  /** Merges jobs the background pushed or a reply answered (and the ids it removed); a job done now shows its result. */
  applyJobChanges(changed: readonly Job[], removed?: readonly string[]): void;
  /** Reads every job the background lists (the panel opens or is shown again, the background restarted). */
  loadJobs(): Promise<void>;
}

/** The message fields naming the photo: with the pick the panel last showed, whose tab the background knows. */
export function photoFields(ctx: StoreContext, photo: PickedPhoto): { photo: PickedPhoto; pickId?: string } {
  const pickId = ctx.get().listing.pickId;
  return pickId ? { photo, pickId } : { photo };
}

/** A job a reply answered: into the list, and its result shown at once when it is done (an identical earlier render). */
export function acceptJob(ctx: StoreContext, job: Job): void {
  const known = ctx.get().jobs.list.find((listed) => listed.id === job.id);
  ctx.get().applyJobChanges([job]);
  // A job the panel knew as not done yet is shown by the merge itself (job-sync.ts): once is enough.
  const shownByMerge = known !== undefined && known.state !== 'done';
  if (job.state === 'done' && job.result && !shownByMerge) showJobResult(ctx, job);
}

async function startJob(ctx: SliceContext<'jobs'>, request: JobRequest, options: { photo?: PickedPhoto; newVariation?: boolean }): Promise<boolean> {
  const { get } = ctx;
  const photo = options.photo ?? get().listing.photo;
  if (!photo) return false;
  const newVariation = options.newVariation ?? false;
  const reply = await ctx.background.call('startJob', { job: request, ...photoFields(ctx, photo), newVariation });
  if (!reply.ok) {
    get().showNotice({ ...noticeOf(reply), retry: { request, photo, newVariation } });
    return false;
  }
  get().showNotice(null);
  const { job, cached, deduped } = reply.data;
  acceptJob(ctx, job);
  // A cached result is ready at once (and spent no credit).
  if (job.state === 'done' && job.result) get().showToast(cached ? storeText(ctx).cached() : storeText(ctx).done());
  else if (deduped) get().showToast(storeText(ctx).inProgress());
  return true;
}

/** Jobs and their results: starting one (a batch: batch-slice.ts), cancelling, retrying, dismissing, "Run again"; the background's changes (job-sync.ts). */
export const jobsSlice = defineSlice({
  name: 'jobs',
  initial: (): JobsData => ({ list: [], dismissed: [] }),
  kept: { dismissedJobs: 'dismissed' },
  actions(ctx): JobsActions {
    const { own, patch, get, background: { call } } = ctx;
    return {
      startJob: (request, options = {}) => startJob(ctx, request, options),

      async cancelJob(jobId) {
        const reply = await call('cancelJob', { jobId });
        if (reply.ok) patch({ list: mergeJobs(own().list, [reply.data.job]) });
        else get().showNotice(noticeOf(reply));
      },

      async retryJob(jobId) {
        const reply = await call('retryJob', { jobId });
        if (!reply.ok) {
          get().showNotice(noticeOf(reply));
          return false;
        }
        // The new job replaces the failed one (a batch's retry stays in its batch: the background keeps the id).
        patch({ list: mergeJobs(own().list, [reply.data.job]) });
        get().dismissJob(jobId);
        return true;
      },

      dismissJob(jobId) {
        if (!own().dismissed.includes(jobId)) patch({ dismissed: [...own().dismissed, jobId] });
      },

      async runAgain(entry) {
        const request = requestOfEntry(entry);
        if (!request) {
          get().showNotice({ code: 'bad_request', detail: storeText(ctx).staleParams() });
          return false;
        }
        return get().startJob(request, { photo: entry.photo, newVariation: true });
      },

      applyJobChanges: (changed, removed) => applyJobChanges(ctx, changed, removed),
      loadJobs: () => loadJobs(ctx),
    };
  },
});
