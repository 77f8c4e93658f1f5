import { MAX_VARIATIONS } from '../../../lib/api/limits';
import { isActive, type Job } from '../../../lib/queue/types';
import type { StagingView } from './staging-slice';

/**
 * Where the current photo's staging stands, for the Stage goal's statements and the action bar:
 * whether the next staging creates a project (1 credit) or adds a free variation, and how many
 * are left once the variations already on their way are counted.
 */
export interface StagingStatus {
  /** `unknown`: not read yet (the action bar keeps its usual cost); `none`: no project, the next staging creates one. */
  readonly kind: 'unknown' | 'none' | 'open' | 'full' | 'closed' | 'gone';
  /** Variations the service holds (null: not known). */
  readonly used: number | null;
  /** Staging jobs of the photo queued or running: each will take a variation. */
  readonly pending: number;
  /** Variations that may still be asked for (null: not known). */
  readonly remaining: number | null;
  readonly max: number;
}

/** True while any staging is queued or running (of any photo): a project is not removed meanwhile. */
export function stagingUnderway(jobs: readonly Job[]): boolean {
  return jobs.some((job) => job.request.operation === 'stage' && isActive(job));
}

/** The photo's staging jobs still queued or running. */
export function pendingStagings(jobs: readonly Job[], photoUrl: string): number {
  return jobs.filter((job) => job.request.operation === 'stage' && job.photo.url === photoUrl && isActive(job)).length;
}

/**
 * A string that changes whenever one of the photo's staging jobs finishes (done or failed):
 * the project is read again then (a new variation, a new project, or a refusal).
 */
export function finishedStagings(jobs: readonly Job[], photoUrl: string | undefined): string {
  if (!photoUrl) return '';
  return jobs
    .filter((job) => job.request.operation === 'stage' && job.photo.url === photoUrl && !isActive(job))
    .map((job) => `${job.id}:${job.state}`)
    .join(',');
}

/** The status of `view` for the photo on screen. */
export function stagingStatus(view: StagingView | null, photoUrl: string | undefined, jobs: readonly Job[]): StagingStatus {
  const unknown: StagingStatus = { kind: 'unknown', used: null, pending: 0, remaining: null, max: MAX_VARIATIONS };
  if (!photoUrl || !view || view.photoUrl !== photoUrl) return unknown;
  const project = view.project;
  const pending = pendingStagings(jobs, photoUrl);
  if (!project) return view.loading || view.error ? unknown : { ...unknown, kind: 'none', pending };
  const max = project.max;
  const used = view.gallery?.project.projectId === project.projectId ? view.gallery.variations.length : project.variations;
  if (project.state === 'gone' || project.state === 'closed') return { kind: project.state, used, pending, remaining: null, max };
  const remaining = used === null ? null : Math.max(0, max - used - pending);
  return { kind: remaining === 0 ? 'full' : 'open', used, pending, remaining, max };
}

/** The newest finished staging of the photo failed because the project was full (the service's 400). */
export function limitRefused(jobs: readonly Job[], photoUrl: string | undefined): boolean {
  const newest = jobs.find((job) => job.request.operation === 'stage' && job.photo.url === photoUrl && !isActive(job));
  return newest?.state === 'failed' && newest.error?.code === 'variation_limit';
}
