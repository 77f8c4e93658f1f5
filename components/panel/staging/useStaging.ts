import { useEffect, useMemo } from 'react';
import { OPERATIONS } from '../../../lib/operations/index';
import { stagingMessages } from '../../../lib/i18n/messages/staging/index';
import { useT } from '../../shared/i18n';
import { usePanel } from '../store/context';
import { finishedStagings, stagingStatus, type StagingStatus } from './staging-status';

/** Staging credits a new project spends (declared once, by the staging operation). */
export const PROJECT_CREDITS = OPERATIONS.stage.credits.perRun;

/** The current photo's staging status (see `stagingStatus`). */
export function useStagingStatus(): StagingStatus {
  const view = usePanel((state) => state.staging.current);
  const photoUrl = usePanel((state) => state.listing.photo?.url);
  const jobs = usePanel((state) => state.jobs.list);
  return useMemo(() => stagingStatus(view, photoUrl, jobs), [view, photoUrl, jobs]);
}

/**
 * Reads the current photo's staging project whenever the photo changes, a project is reopened
 * from the list, or one of the photo's staging jobs finishes (a new variation, a new project, or
 * the service's refusal at the limit).
 */
export function useStagingProjectSync(): void {
  const photoUrl = usePanel((state) => state.listing.photo?.url);
  const focus = usePanel((state) => state.staging.focus);
  const finished = usePanel((state) => finishedStagings(state.jobs.list, state.listing.photo?.url));
  const load = usePanel((state) => state.loadStagingProject);
  useEffect(() => {
    void load();
  }, [photoUrl, focus, finished, load]);
}

/** What the action bar says for the Stage goal: why it can't stage, or what staging costs. */
export interface StagingAction {
  /** The project is full: the button is disabled with this reason. */
  readonly blocked: string | null;
  /** Replaces the usual cost line (null: keep it). */
  readonly cost: string | null;
}

/**
 * The action bar's statements for staging (`active`: the Stage goal is on screen): creating the
 * photo's project states its staging credit, a variation of an open project states it costs
 * nothing more, and a full project blocks the button, so the 21st variation is never asked for.
 */
export function useStagingAction(active: boolean): StagingAction {
  const status = useStagingStatus();
  const left = usePanel((state) => state.service.plan?.staging_credits);
  const t = useT(stagingMessages);
  const none: StagingAction = { blocked: null, cost: null };
  if (!active) return none;
  const count = PROJECT_CREDITS;
  switch (status.kind) {
    case 'full':
      return { blocked: t('action.blocked.full', { max: status.max }), cost: null };
    case 'open':
      return {
        blocked: null,
        // What the NEXT variation costs and how many remain, not which number it will be: "variation 2
        // of 20" right after the first staging read as if that staging had been the second.
        cost: status.remaining === null ? t('project.free') : t('action.variation.next', { count: status.remaining, max: status.max }),
      };
    case 'none':
    case 'closed':
    case 'gone':
      return { blocked: null, cost: left === undefined ? t('action.create', { count }) : t('action.create.left', { count, left }) };
    case 'unknown':
      return none;
  }
}
