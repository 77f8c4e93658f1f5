import { usePanel } from './store/context';

/**
 * The other photos of the current listing, as a radio group labelled "Style photo": the one
 * picked becomes the style transfer's source.
 */
export function StyleListingPhotos({ name }: { readonly name: string }) {
  const photo = usePanel((state) => state.photo);
  const chosen = usePanel((state) => state.forms.styleTransfer.listingPhoto);
  const updateForm = usePanel((state) => state.updateForm);
  const all = photo?.listing.photoUrls ?? [];
  const candidates = all.filter((url) => url !== photo?.url);

  if (candidates.length === 0) return <p className="field__hint">This listing has no other photos. Use a file or a URL instead.</p>;
  return (
    <div className="thumb-grid" role="radiogroup" aria-label="Style photo">
      {candidates.map((url) => (
        <label key={url} className="thumb-option" data-checked={chosen === url || undefined}>
          <input
            type="radio"
            className="cover-input"
            name={name}
            checked={chosen === url}
            aria-label={`Photo ${all.indexOf(url) + 1} of ${all.length}`}
            onChange={() => updateForm('styleTransfer', { listingPhoto: url })}
          />
          <img src={url} alt="" loading="lazy" />
        </label>
      ))}
    </div>
  );
}
