import { useRef, type KeyboardEvent } from 'react';
import { isActive } from '../../lib/queue/types';
import { elapsedSeconds, formatDuration } from '../../lib/format/time';
import { usePanel } from './store/context';
import { listingPhotos } from './store/listing-slice';
import { photoStateOf, type PhotoState } from './store/photo-states';
import { useNow } from './hooks/useNow';

/** The id the "Pick another photo" action moves focus to. */
export const PHOTO_STRIP_ID = 'listing-photos';

/** A photo's state in words, for its button's name, and the short text on the photo (none for the original). */
function describe(state: PhotoState, now: number): { words: string; badge: string | null } {
  switch (state.kind) {
    case 'working': {
      const elapsed = formatDuration(elapsedSeconds(state.job?.startedAt ?? state.job?.createdAt ?? now, now));
      return { words: `working, ${elapsed}`, badge: elapsed };
    }
    case 'queued':
      return { words: 'queued', badge: 'Queued' };
    case 'ready':
      return { words: 'result ready', badge: 'Ready' };
    case 'failed':
      return { words: 'failed', badge: 'Failed' };
    case 'original':
      return { words: 'original', badge: null };
  }
}

/**
 * The listing's photos as a strip, each a button with its state (original, working with the
 * elapsed time, result ready, failed). The chosen one is marked current. One stop in the tab
 * order: the arrow keys, Home and End move between photos, Enter or Space chooses one.
 */
export function PhotoStrip() {
  const photo = usePanel((state) => state.photo);
  const jobs = usePanel((state) => state.jobs);
  const results = usePanel((state) => state.results);
  const dismissed = usePanel((state) => state.dismissedJobs);
  const choosePhoto = usePanel((state) => state.choosePhoto);
  const now = useNow(jobs.some(isActive));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  if (!photo) return null;
  const urls = listingPhotos(photo);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = buttons.current.findIndex((button) => button === document.activeElement);
    if (index < 0) return;
    const last = urls.length - 1;
    const next = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons.current[Math.max(0, Math.min(last, next))]?.focus();
  };

  return (
    <ul className="photo-strip" id={PHOTO_STRIP_ID} aria-label="Listing photos" onKeyDown={onKeyDown}>
      {urls.map((url, index) => {
        const current = url === photo.url;
        const state = photoStateOf(url, jobs, results, dismissed, now);
        const { words, badge } = describe(state, now);
        return (
          <li key={url} className="photo-strip__item">
            <button
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              className={`photo-strip__button photo-strip__button--${state.kind}`}
              aria-label={`Photo ${index + 1} of ${urls.length}: ${words}`}
              aria-current={current ? 'true' : undefined}
              tabIndex={current ? 0 : -1}
              onClick={() => choosePhoto(url)}
            >
              <img src={url} alt="" loading="lazy" />
              {badge && (
                <span className="photo-strip__state" aria-hidden="true">
                  {badge}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Moves focus to the chosen photo of the strip ("Pick another photo"). */
export function focusPhotoStrip(): void {
  const strip = document.getElementById(PHOTO_STRIP_ID);
  const target = strip?.querySelector<HTMLElement>('[aria-current="true"]') ?? strip?.querySelector<HTMLElement>('button');
  target?.focus();
}
