import { isActive } from '../../lib/queue/types';
import { useMemo } from 'react';
import { usePanel } from './store/context';
import { queuePosition, visibleJobs } from './store/panel-store';
import { useNow } from './hooks/useNow';
import { JobItem } from './JobItem';

/**
 * Renders in progress and recent failures, for every photo: running ones with elapsed time and
 * Cancel, queued ones with their place in line, failed ones explained with Retry.
 */
export function JobList() {
  const jobs = usePanel((state) => state.jobs);
  const dismissed = usePanel((state) => state.dismissedJobs);
  const active = jobs.some(isActive);
  const now = useNow(active);
  const shown = useMemo(() => visibleJobs(jobs, dismissed, now), [jobs, dismissed, now]);
  if (shown.length === 0) return null;
  return (
    <section className="jobs" aria-label="Renders">
      <ul className="jobs__list">
        {shown.map((job) => (
          <JobItem key={job.id} job={job} now={now} position={job.state === 'queued' ? queuePosition(jobs, job.id) : 0} />
        ))}
      </ul>
    </section>
  );
}
