import { useState } from 'react';
import type { Job } from '../../lib/queue/types';
import { operationLabel, summarizeParams } from '../../lib/operations/index';
import { panelMessages } from '../../lib/i18n/messages/panel/index';
import { useLocale, useT } from '../shared/i18n';
import { usePanel } from './store/context';
import { queuePosition } from './store/visible-jobs';
import { useNow } from './hooks/useNow';
import { useOptionNames } from './hooks/useOptionNames';
import { useDomId } from '../shared/hooks/useDomId';
import { JobProgress } from './JobProgress';

/**
 * The large photo while its render runs: dimmed, with what is being made, the elapsed time
 * against the usual 6–20 s (or its place in line), and Cancel. The result replaces it in place.
 */
export function StageProgress({ job }: { readonly job: Job }) {
  const jobs = usePanel((state) => state.jobs.list);
  const names = useOptionNames();
  const cancelJob = usePanel((state) => state.cancelJob);
  const t = useT(panelMessages);
  const locale = useLocale();
  const now = useNow(job.state === 'running');
  const [aspect, setAspect] = useState(4 / 3);
  const id = useDomId('stage-job');
  const summary = summarizeParams(job.request.operation, job.request.params as Record<string, unknown>, names, locale);
  const position = job.state === 'queued' ? queuePosition(jobs, job.id) : 0;

  return (
    <div className="stage-progress" style={{ aspectRatio: String(aspect) }}>
      <img
        className="stage-progress__photo"
        src={job.photo.url}
        alt=""
        onLoad={(event) => {
          const image = event.currentTarget;
          if (image.naturalWidth > 0 && image.naturalHeight > 0) setAspect(image.naturalWidth / image.naturalHeight);
        }}
      />
      <div className="stage-progress__card">
        <p className="stage-progress__title" id={`${id}-title`}>
          {operationLabel(job.request.operation, locale)}
          {summary && <span className="stage-progress__summary"> · {summary}</span>}
        </p>
        {job.state === 'running' ? (
          <JobProgress startedAt={job.startedAt ?? job.createdAt} now={now} labelId={`${id}-title`} />
        ) : (
          <p className="job__status">{position > 0 ? t('job.queued.position', { position }) : t('job.queued')}</p>
        )}
        <button type="button" className="button stage-progress__cancel" aria-describedby={`${id}-title`} onClick={() => void cancelJob(job.id)}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
