import { useRef, type KeyboardEvent } from 'react';
import { isActive } from '../../lib/queue/types';
import { elapsedSeconds } from '../../lib/format/time';
import { formatDuration } from '../../lib/i18n/format';
import type { Locale } from '../../lib/i18n/locales';
import { panelMessages, type PanelMessages } from '../../lib/i18n/messages/panel/index';
import type { Translate } from '../../lib/i18n/translate';
import { useLocale, useT } from '../shared/i18n';
import { ListingPhotoImg } from '../shared/ListingPhotoImg';
import { usePanel } from './store/context';
import { listingPhotos } from './store/listing-slice';
import { photoStateOf, type PhotoState } from './store/photo-states';
import { useNow } from './hooks/useNow';
import type { KnownRole } from '../../lib/look/roles';
import { RoleSelect } from './look/RoleSelect';

/** The id the "Pick another photo" action moves focus to. */
export const PHOTO_STRIP_ID = 'listing-photos';

/** Where a photo is in the listing: "Photo 3 of 12". */
interface Position {
  readonly n: number;
  readonly total: number;
}

const NAME_KEY = { queued: 'strip.photo.queued', ready: 'strip.photo.ready', failed: 'strip.photo.failed', original: 'strip.photo.original' } as const;
const BADGE_KEY = { queued: 'strip.badge.queued', ready: 'strip.badge.ready', failed: 'strip.badge.failed', original: null } as const;

/** A photo's button name with its state ("Photo 2 of 5: result ready"), and the short text on the photo (none for the original). */
function describe(state: PhotoState, now: number, at: Position, t: Translate<PanelMessages>, locale: Locale): { name: string; badge: string | null } {
  if (state.kind === 'working') {
    const elapsed = formatDuration(elapsedSeconds(state.job?.startedAt ?? state.job?.createdAt ?? now, now), locale);
    return { name: t('strip.photo.working', { ...at, elapsed }), badge: elapsed };
  }
  const badge = BADGE_KEY[state.kind];
  return { name: t(NAME_KEY[state.kind], at), badge: badge && t(badge) };
}

/**
 * The listing's photos as a strip, each a button with its state (original, working with the
 * elapsed time, result ready, failed). The chosen one is marked current. One stop in the tab
 * order: the arrow keys, Home and End move between photos, Enter or Space chooses one. A photo on
 * an address its page may not name shows a placeholder instead (`ListingPhotoImg`). With the
 * listing's look in use, each photo's role is under it (`roles`), one tap to change.
 */
export function PhotoStrip({ roles }: { readonly roles?: Readonly<Record<string, KnownRole | undefined>> } = {}) {
  const photo = usePanel((state) => state.listing.photo);
  const jobs = usePanel((state) => state.jobs.list);
  const results = usePanel((state) => state.history.results);
  const dismissed = usePanel((state) => state.jobs.dismissed);
  const choosePhoto = usePanel((state) => state.choosePhoto);
  const t = useT(panelMessages);
  const locale = useLocale();
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
    <ul className="photo-strip" id={PHOTO_STRIP_ID} aria-label={t('strip.label')} onKeyDown={onKeyDown}>
      {urls.map((url, index) => {
        const current = url === photo.url;
        const state = photoStateOf(url, jobs, results, dismissed, now);
        const { name, badge } = describe(state, now, { n: index + 1, total: urls.length }, t, locale);
        return (
          <li key={url} className="photo-strip__item">
            <button
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              className={`photo-strip__button photo-strip__button--${state.kind}`}
              aria-label={name}
              aria-current={current ? 'true' : undefined}
              tabIndex={current ? 0 : -1}
              onClick={() => choosePhoto(url)}
            >
              <ListingPhotoImg url={url} pageUrl={photo.listing.pageUrl} />
              {badge && (
                <span className="photo-strip__state" aria-hidden="true">
                  {badge}
                </span>
              )}
            </button>
            {roles && <RoleSelect url={url} n={index + 1} known={roles[url]} />}
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
