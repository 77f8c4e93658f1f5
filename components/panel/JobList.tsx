import { isActive } from '../../lib/queue/types';
import { useMemo } from 'react';
import { panelMessages } from '../../lib/i18n/messages/panel/index';
import { useT } from '../shared/i18n';
import { usePanel } from './store/context';
import { queuePosition, visibleJobs } from './store/panel-store';
import { listingPhotos } from './store/listing-slice';
import { useNow } from './hooks/useNow';
import { JobItem } from './JobItem';

/** Props of {@link JobList}. */
export interface JobListProps {
  /** Leave out the photos of the listing on screen (its photo strip and large photo show those). */
  readonly exceptListing?: boolean;
}

/**
 * Renders in progress and recent failures: running ones with elapsed time and Cancel, queued
 * ones with their place in line, failed ones explained with Retry. In the panel, the renders of
 * other listings' photos.
 */
export function JobList({ exceptListing = false }: JobListProps) {
  const jobs = usePanel((state) => state.jobs.list);
  const dismissed = usePanel((state) => state.jobs.dismissed);
  const photo = usePanel((state) => state.listing.photo);
  const t = useT(panelMessages);
  const active = jobs.some(isActive);
  const now = useNow(active);
  const shown = useMemo(() => {
    const listed = new Set(exceptListing && photo ? listingPhotos(photo) : []);
    return visibleJobs(jobs, dismissed, now).filter((job) => !listed.has(job.photo.url));
  }, [jobs, dismissed, now, photo, exceptListing]);
  if (shown.length === 0) return null;
  return (
    <section className="jobs" aria-label={exceptListing ? t('jobs.other-listings') : t('jobs.label')}>
      {exceptListing && <h2 className="subheading">{t('jobs.other-listings')}</h2>}
      <ul className="jobs__list">
        {shown.map((job) => (
          <JobItem key={job.id} job={job} now={now} position={job.state === 'queued' ? queuePosition(jobs, job.id) : 0} />
        ))}
      </ul>
    </section>
  );
}
