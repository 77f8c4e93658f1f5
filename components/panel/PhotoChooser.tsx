import type { PickedPhoto } from '../../lib/listing';
import { usePanel } from './store/context';

/** The id the "Pick another photo" action opens and focuses. */
export const PHOTO_CHOOSER_ID = 'photo-chooser';

/** The other photos of the current listing, to switch the photo being edited without leaving the panel. */
export function PhotoChooser({ photo }: { readonly photo: PickedPhoto }) {
  const setPhoto = usePanel((state) => state.setPhoto);
  const urls = photo.listing.photoUrls;
  return (
    <details className="photo-chooser" id={PHOTO_CHOOSER_ID}>
      <summary>Other photos of this listing ({urls.length})</summary>
      <ul className="thumb-grid" aria-label="Photos of this listing">
        {urls.map((url, index) => (
          <li key={url}>
            <button
              type="button"
              className="thumb-button"
              aria-label={`Photo ${index + 1} of ${urls.length}`}
              aria-current={url === photo.url ? 'true' : undefined}
              onClick={() => setPhoto({ url, listing: photo.listing })}
            >
              <img src={url} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Opens the photo chooser and moves focus into it. */
export function focusPhotoChooser(): void {
  const details = document.getElementById(PHOTO_CHOOSER_ID);
  if (details instanceof HTMLDetailsElement) {
    details.open = true;
    details.querySelector<HTMLElement>('summary')?.focus();
  }
}
