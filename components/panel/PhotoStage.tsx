import { useMemo } from 'react';
import { isActive } from '../../lib/queue/types';
import { panelMessages } from '../../lib/i18n/messages/panel/index';
import { useT } from '../shared/i18n';
import { usePanel } from './store/context';
import { photoStateOf } from './store/photo-states';
import { useNow } from './hooks/useNow';
import { ResultsPanel } from './ResultsPanel';
import { StageProgress } from './StageProgress';
import { StageFailure } from './StageFailure';

/** Id of the large photo's place, which the panel brings into view when a render starts. */
export const STAGE_ID = 'photo-stage';

/** Brings the large photo into view (after a render starts from the action bar, wherever the user had scrolled). */
export function revealStage(): void {
  document.getElementById(STAGE_ID)?.scrollIntoView?.({ block: 'nearest' });
}

/**
 * The chosen photo, large, in one place that follows its render: the photo (with the compare
 * view once it has results), then the progress while it renders (elapsed time, Cancel), then the
 * before/after. A failed render is explained above the photo, with Retry.
 */
export function PhotoStage() {
  const photo = usePanel((state) => state.listing.photo);
  const jobs = usePanel((state) => state.jobs.list);
  const results = usePanel((state) => state.history.results);
  const dismissed = usePanel((state) => state.jobs.dismissed);
  const t = useT(panelMessages);
  const failures = jobs.some((job) => job.state === 'failed' || job.state === 'interrupted');
  // Failures age out of the list after a day: the clock matters only when there are some.
  const now = useNow(failures && jobs.some(isActive), 60_000);
  const url = photo?.url;
  const state = useMemo(() => (url === undefined ? null : photoStateOf(url, jobs, results, dismissed, now)), [url, jobs, results, dismissed, now]);
  if (!photo || !state) {
    return (
      <section className="stage stage--empty" id={STAGE_ID} aria-label={t('stage.label')}>
        <p>{t('stage.empty')}</p>
      </section>
    );
  }
  const working = (state.kind === 'working' || state.kind === 'queued') && state.job;
  return (
    <section className="stage" id={STAGE_ID} aria-label={t('stage.label')}>
      {working ? (
        <StageProgress job={working} />
      ) : (
        <>
          {state.kind === 'failed' && state.job && <StageFailure job={state.job} />}
          <ResultsPanel />
        </>
      )}
    </section>
  );
}
