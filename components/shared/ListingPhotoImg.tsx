import { listingPhotoSrc, REFUSED_PHOTO_SRC } from './listing-photo';
import { useExplainError } from './useExplainError';

/** Props of {@link ListingPhotoImg}. */
export interface ListingPhotoImgProps {
  readonly url: string;
  /** The page that named the photo (`ListingContext.pageUrl`). */
  readonly pageUrl: string | undefined;
  readonly className?: string;
  readonly alt?: string;
  readonly draggable?: boolean;
}

/**
 * A listing photo's `<img>` (lazy), or the placeholder when its page may not name that address
 * (`listingPhotoSrc`): the panel never requests it, and the placeholder's tooltip says why in the
 * interface language. Still an `<img>`, so the thumbnail's own styles size it.
 */
export function ListingPhotoImg({ url, pageUrl, className, alt = '', draggable }: ListingPhotoImgProps) {
  const explain = useExplainError();
  const src = listingPhotoSrc(url, pageUrl);
  const refused = src === REFUSED_PHOTO_SRC;
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      loading="lazy"
      draggable={draggable}
      title={refused ? explain('private_address').sentence : undefined}
      data-refused={refused ? '' : undefined}
    />
  );
}
