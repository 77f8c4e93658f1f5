import { GUIDANCE } from '../api/limits';
import type { Job, JobRequest } from '../queue/types';
import { stepKey, type SheetChoice } from './stored';

/**
 * The contact sheet (issue #29): every step of the look's batch, before and after, in the
 * listing's photo order: the newest job of each step (a redo or a retry replaces the older one).
 */

/** One result on the contact sheet. */
export interface SheetItem {
  readonly key: string;
  readonly url: string;
  /** 1-based place among the listing's photos (0 when the listing no longer lists it). */
  readonly number: number;
  readonly job: Job;
}

/** The look batch's steps, newest job each, in photo order (a photo's steps in the order they were first queued). */
export function sheetItems(jobs: readonly Job[], batchId: string, photoUrls: readonly string[]): SheetItem[] {
  const newest = new Map<string, Job>();
  const first = new Map<string, number>();
  for (const job of jobs) {
    if (job.batchId !== batchId) continue;
    const key = stepKey(job.photo.url, job.request.operation);
    first.set(key, Math.min(first.get(key) ?? Infinity, job.createdAt));
    const known = newest.get(key);
    if (!known || job.createdAt > known.createdAt) newest.set(key, job);
  }
  const place = (url: string) => photoUrls.indexOf(url) + 1;
  return [...newest.entries()]
    .map(([key, job]) => ({ key, url: job.photo.url, number: place(job.photo.url), job }))
    .sort((a, b) => (a.number || Infinity) - (b.number || Infinity) || (first.get(a.key) ?? 0) - (first.get(b.key) ?? 0));
}

/** The items the export takes: finished with an image, and not dropped (a result is kept until the realtor drops it). */
export function keptItems(items: readonly SheetItem[], choices: Readonly<Record<string, SheetChoice>>): SheetItem[] {
  return items.filter((item) => item.job.state === 'done' && item.job.result !== undefined && choices[item.key] !== 'drop');
}

/**
 * A step's request redone with the realtor's adjustment: a renovation's guidance gets the note
 * added (within the guidance limit); any other step is asked again as it was (a new variation).
 */
export function redoRequest(request: JobRequest, note: string): JobRequest {
  const said = note.trim();
  const params: Readonly<Record<string, unknown>> = request.params;
  if (!said || !('renovation_spectrum' in params)) return request;
  const before = typeof params.guidance === 'string' ? params.guidance.trim() : '';
  const guidance = (before ? `${before}. ${said}` : said).slice(0, GUIDANCE.maxLength);
  return { ...request, params: { ...request.params, guidance } } as JobRequest;
}
