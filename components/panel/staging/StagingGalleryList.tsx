import { formatDateTime } from '../../../lib/i18n/format';
import { optionName } from '../../../lib/operations/names';
import { stagingMessages } from '../../../lib/i18n/messages/staging/index';
import type { Locale } from '../../../lib/i18n/locales';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import type { StagingGallery, StagingVariation } from '../../../lib/library/staging-gallery';
import { useLocale, useT } from '../../shared/i18n';
import { revealStage } from '../PhotoStage';
import { ResultThumb } from '../ResultThumb';
import { usePanel } from '../store/context';
import { useOptionNames } from '../hooks/useOptionNames';

/** When the service made a variation, in the interface language (its own text if unreadable). */
function variationDate(variation: StagingVariation, locale: Locale): string {
  const at = Date.parse(variation.createdAt);
  return Number.isNaN(at) ? variation.createdAt : formatDateTime(at, locale);
}

/** A variation's picture: its result's (local copy first), else the service's image. */
function VariationThumb({ variation, entry }: { readonly variation: StagingVariation; readonly entry: HistoryEntry | undefined }) {
  return <span className="staging-variation__thumb">{entry ? <ResultThumb entry={entry} /> : <img className="thumb" src={variation.imageUrl} alt="" loading="lazy" draggable={false} />}</span>;
}

/**
 * Every variation of a staging project as the service lists it (room type, style, date), oldest
 * first. "Compare" shows one as the photo's "After" against the empty room, with the result's
 * actions (download, copy, export); a variation no result holds yet becomes one first.
 */
export function StagingGalleryList({ gallery }: { readonly gallery: StagingGallery }) {
  const t = useT(stagingMessages);
  const locale = useLocale();
  const names = useOptionNames();
  const results = usePanel((state) => state.history.results);
  const selected = usePanel((state) => state.listing.selectedResultId);
  const compare = usePanel((state) => state.compareStagingVariation);
  const count = gallery.variations.length;
  return (
    <div className="staging-gallery">
      <p className="subheading">{t('gallery.title', { count })}</p>
      {count === 0 && <p className="field__hint">{t('gallery.empty')}</p>}
      {count > 0 && (
        <ol className="staging-gallery__list">
          {gallery.variations.map((variation, index) => {
            const room = optionName('roomType', variation.roomType, names);
            const style = optionName('stagingStyle', variation.style, names);
            const date = variationDate(variation, locale);
            const shown = variation.historyId !== null && variation.historyId === selected;
            return (
              <li key={variation.id} className="staging-variation">
                <VariationThumb variation={variation} entry={results.find((entry) => entry.id === variation.historyId)} />
                <span className="staging-variation__text">
                  <span>{t('gallery.item', { room, style })}</span>
                  <span className="field__hint">{date}</span>
                </span>
                {shown ? (
                  <span className="field__hint">{t('gallery.shown')}</span>
                ) : (
                  <button
                    type="button"
                    className="button button--quiet"
                    aria-label={t('gallery.compare.label', { number: index + 1, room, style, date })}
                    onClick={() => void compare(variation).then((ok) => ok && revealStage())}
                  >
                    {t('gallery.compare')}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
