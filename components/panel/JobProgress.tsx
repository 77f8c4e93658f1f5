import { elapsedSeconds } from '../../lib/format/time';
import { formatDuration } from '../../lib/i18n/format';
import { formatSecondsRange } from '../../lib/format/number';
import { panelMessages } from '../../lib/i18n/messages/panel/index';
import { useLocale, useT } from '../shared/i18n';

/** Renders take 6 to 15 s, up to about 20 s (spec): the bar is full at the upper end. */
export const EXPECTED_MIN_SECONDS = 6;
export const EXPECTED_MAX_SECONDS = 20;

/** Props of {@link JobProgress}. */
export interface JobProgressProps {
  readonly startedAt: number;
  readonly now: number;
  /** Id of the element naming the job, which names the progress bar too. */
  readonly labelId: string;
}

/**
 * A running render's elapsed time against the expected 6 to 20 s. The service reports no
 * progress, so the bar is time-based and fills at 20 s; beyond that it says so.
 */
export function JobProgress({ startedAt, now, labelId }: JobProgressProps) {
  const t = useT(panelMessages);
  const locale = useLocale();
  const seconds = elapsedSeconds(startedAt, now);
  const value = Math.min(seconds, EXPECTED_MAX_SECONDS);
  const late = seconds > EXPECTED_MAX_SECONDS;
  const elapsed = formatDuration(seconds, locale);
  const text = late ? t('job.progress.late', { elapsed }) : t('job.progress.usual', { elapsed, range: formatSecondsRange(EXPECTED_MIN_SECONDS, EXPECTED_MAX_SECONDS, locale) });
  return (
    <>
      <div
        className="progress"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={EXPECTED_MAX_SECONDS}
        aria-valuenow={value}
        aria-valuetext={text}
      >
        <div className={late ? 'progress__fill progress__fill--late' : 'progress__fill'} style={{ width: `${(value / EXPECTED_MAX_SECONDS) * 100}%` }} />
      </div>
      <p className="job__status">{text}</p>
    </>
  );
}
