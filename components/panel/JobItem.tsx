import { isActive, type Job } from '../../lib/queue/types';
import { operationLabel, summarizeParams } from '../../lib/operations/index';
import { panelMessages } from '../../lib/i18n/messages/panel/index';
import { useLocale, useT } from '../shared/i18n';
import { usePanel } from './store/context';
import { ErrorNotice } from '../shared/ErrorNotice';
import { focusPhotoStrip } from './PhotoStrip';
import { ListingPhotoImg } from '../shared/ListingPhotoImg';
import { useDomId } from '../shared/hooks/useDomId';
import { JobProgress } from './JobProgress';
import { useOptionNames } from './hooks/useOptionNames';

/** Props of {@link JobItem}. */
export interface JobItemProps {
  readonly job: Job;
  /** The current time, ticked by the list so every row agrees. */
  readonly now: number;
  /** Place in line for a queued job (1 = next). */
  readonly position: number;
}

/** One render in the jobs list. */
export function JobItem({ job, now, position }: JobItemProps) {
  const cancelJob = usePanel((state) => state.cancelJob);
  const retryJob = usePanel((state) => state.retryJob);
  const dismissJob = usePanel((state) => state.dismissJob);
  const names = useOptionNames();
  const id = useDomId('job');
  const t = useT(panelMessages);
  const locale = useLocale();
  const title = operationLabel(job.request.operation, locale);
  const summary = summarizeParams(job.request.operation, job.request.params as Record<string, unknown>, names, locale);

  return (
    <li className={`job job--${job.state}`} aria-labelledby={`${id}-title`}>
      <ListingPhotoImg className="job__thumb" url={job.photo.url} pageUrl={job.photo.listing.pageUrl} />
      <div className="job__body">
        <p className="job__title" id={`${id}-title`}>
          {title}
          {summary && <span className="job__summary"> · {summary}</span>}
        </p>
        {job.state === 'running' && <JobProgress startedAt={job.startedAt ?? job.createdAt} now={now} labelId={`${id}-title`} />}
        {job.state === 'queued' && <p className="job__status">{position > 0 ? t('job.queued.position', { position }) : t('job.queued')}</p>}
        {(job.state === 'failed' || job.state === 'interrupted') && (
          <ErrorNotice
            compact
            code={job.error?.code ?? (job.state === 'interrupted' ? 'interrupted' : 'internal')}
            detail={job.error?.message}
            mayHaveCharged={job.error?.mayHaveCharged}
            onPickAnotherPhoto={focusPhotoStrip}
          />
        )}
      </div>
      <div className="job__actions">
        {isActive(job) && (
          <button type="button" className="button button--quiet" aria-describedby={`${id}-title`} onClick={() => void cancelJob(job.id)}>
            {t('common.cancel')}
          </button>
        )}
        {(job.state === 'failed' || job.state === 'interrupted') && (
          <>
            <button type="button" className="button" aria-describedby={`${id}-title`} onClick={() => void retryJob(job.id)}>
              {t('common.retry')}
            </button>
            <button type="button" className="button button--quiet" aria-describedby={`${id}-title`} onClick={() => dismissJob(job.id)}>
              {t('common.dismiss')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
