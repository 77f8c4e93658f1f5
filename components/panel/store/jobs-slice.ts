import type { Job, JobRequest } from '../../../lib/queue/types';
import { mergeJobs } from '../../../lib/queue/job-list';
import type { PickedPhoto } from '../../../lib/listing';
import { entryOfJob } from '../../../lib/library/unsaved-results';
import { requestOfEntry } from './requests';
import { noticeOf } from './notices-slice';
import { withResult } from './history-slice';
import type { Slice, StoreContext } from './panel-types';
import { storeText } from './store-text';
import { warmImage } from '../../shared/image-tools';

type JobsSlice = Slice<'jobs' | 'dismissedJobs' | 'startJob' | 'cancelJob' | 'retryJob' | 'dismissJob' | 'runAgain'>;

/** Puts one job a reply answered (new or changed) into the list, as a change from the background is. */
export function upsertJob({ set, get }: StoreContext, job: Job): void {
  set({ jobs: mergeJobs(get().jobs, [job]) });
}

/**
 * A finished job's result: it joins the results, built from the job itself (the done event
 * carries it: no history read), and shows as "After" when its photo is on screen. A fresh render
 * shows its hosted URL at once: the background copies the image into history right after the
 * done event, and waiting for that copy would hold the result up (Download, Copy and export still
 * take the local copy once it is there). A cached result's hosted URL may have expired since: it
 * shows its local copy, as any older result.
 */
export function showResult({ set, get }: StoreContext, job: Job): void {
  const historyId = job.result?.historyId;
  if (historyId === undefined) return;
  const entry = entryOfJob(job, true);
  if (entry) {
    const hosted = job.result?.fromCache === false && get().images[historyId] === undefined ? entry.resultUrl : undefined;
    // Fetched and decoded while the panel renders (a cached result's source is known already).
    const src = hosted ?? get().images[historyId];
    if (src !== undefined) warmImage(src);
    set({ results: withResult(get().results, entry), ...(hosted !== undefined ? { images: { ...get().images, [historyId]: hosted } } : {}) });
  }
  if (get().photo?.url === job.photo.url) set({ selectedResultId: historyId });
}

/** The message fields naming the photo: with the pick the panel last showed, whose tab the background knows. */
export function photoFields(ctx: StoreContext, photo: PickedPhoto): { photo: PickedPhoto; pickId?: string } {
  const pickId = ctx.get().pickId;
  return pickId ? { photo, pickId } : { photo };
}

async function startJob(ctx: StoreContext, request: JobRequest, options: { photo?: PickedPhoto; newVariation?: boolean }): Promise<boolean> {
  const { set, get } = ctx;
  const photo = options.photo ?? get().photo;
  if (!photo) return false;
  const newVariation = options.newVariation ?? false;
  const reply = await ctx.background.call('startJob', { job: request, ...photoFields(ctx, photo), newVariation });
  if (!reply.ok) {
    set({ notice: { ...noticeOf(reply), retry: { request, photo, newVariation } } });
    return false;
  }
  set({ notice: null });
  const { job, cached, deduped } = reply.data;
  upsertJob(ctx, job);
  if (job.state === 'done' && job.result) {
    // A cached result is ready at once (and spent no credit): show it.
    showResult(ctx, job);
    get().showToast(cached ? storeText(ctx).cached() : storeText(ctx).done());
  } else if (deduped) {
    get().showToast(storeText(ctx).inProgress());
  }
  return true;
}

/** Jobs and their results: starting one (a batch: batch-slice.ts), cancelling, retrying, dismissing, "Run again". */
export function createJobsSlice(ctx: StoreContext): JobsSlice {
  const { set, get, background: { call } } = ctx;
  return {
    jobs: [],
    dismissedJobs: [],
    startJob: (request, options = {}) => startJob(ctx, request, options),

    async cancelJob(jobId) {
      const reply = await call('cancelJob', { jobId });
      if (reply.ok) upsertJob(ctx, reply.data.job);
      else set({ notice: noticeOf(reply) });
    },

    async retryJob(jobId) {
      const reply = await call('retryJob', { jobId });
      if (!reply.ok) {
        set({ notice: noticeOf(reply) });
        return false;
      }
      // The new job replaces the failed one (a batch's retry stays in its batch: the background keeps the id).
      upsertJob(ctx, reply.data.job);
      get().dismissJob(jobId);
      return true;
    },

    dismissJob(jobId) {
      if (!get().dismissedJobs.includes(jobId)) set({ dismissedJobs: [...get().dismissedJobs, jobId] });
    },

    async runAgain(entry) {
      const request = requestOfEntry(entry);
      if (!request) {
        set({ notice: { code: 'bad_request', detail: storeText(ctx).staleParams() } });
        return false;
      }
      return get().startJob(request, { photo: entry.photo, newVariation: true });
    },
  };
}
