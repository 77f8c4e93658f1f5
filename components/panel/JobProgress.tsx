import { elapsedSeconds, formatDuration } from '../../lib/format/time';

/** The progress bar is full at this many seconds: renders take 6 to 15 s, up to about 20 s (spec). */
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
  const seconds = elapsedSeconds(startedAt, now);
  const value = Math.min(seconds, EXPECTED_MAX_SECONDS);
  const late = seconds > EXPECTED_MAX_SECONDS;
  const text = late ? `${formatDuration(seconds)} · taking longer than usual` : `${formatDuration(seconds)} · usually 6–20 s`;
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
