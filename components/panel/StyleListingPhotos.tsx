import { usePanel } from './store/context';
import { panelMessages } from '../../lib/i18n/messages/panel/index';
import { useT } from '../shared/i18n';
import { ListingPhotoImg } from '../shared/ListingPhotoImg';

/**
 * The other photos of the current listing, as a radio group labelled "Style photo": the one
 * picked (`value`) becomes the style transfer's source.
 */
export function StyleListingPhotos({ name, value: chosen, onChange }: { readonly name: string; readonly value: string | null; readonly onChange: (url: string) => void }) {
  const photo = usePanel((state) => state.listing.photo);
  const t = useT(panelMessages);
  const all = photo?.listing.photoUrls ?? [];
  const candidates = all.filter((url) => url !== photo?.url);

  if (candidates.length === 0) return <p className="field__hint">{t('match.photos.none')}</p>;
  return (
    <div className="thumb-grid" role="radiogroup" aria-label={t('match.photos')}>
      {candidates.map((url) => (
        <label key={url} className="thumb-option" data-checked={chosen === url || undefined}>
          <input
            type="radio"
            className="cover-input"
            name={name}
            checked={chosen === url}
            aria-label={t('common.photo-of', { n: all.indexOf(url) + 1, total: all.length })}
            onChange={() => onChange(url)}
          />
          <ListingPhotoImg url={url} pageUrl={photo?.listing.pageUrl} />
        </label>
      ))}
    </div>
  );
}
