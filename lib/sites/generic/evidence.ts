import { inRepeatedCards } from './cards';
import { inPhotoFolder } from './folder';
import { bestSize, namesAround, type DetectorRule } from './facts';
import { looksLikeUploadedPhoto } from './url-shape';
import { GALLERY, LISTING_LABEL, POSTCODE } from './words';

/**
 * Rules that speak for an image being a listing photo. None is enough alone (a gallery also holds
 * thumbnails, a photo CDN also serves headshots): the detector wants two, one of them about the
 * image itself, since where an image sits says nothing of a thumbnail whose size is not known yet.
 */

/** How many ancestors the gallery rule climbs (a carousel wraps its slides in a few layers). */
export const GALLERY_DEPTH = 8;

/** The URL reads like an uploaded photo on an image CDN (an id or hash, a resize), not a site asset. */
export const photoCdnUrl: DetectorRule = {
  name: 'photoCdnUrl',
  about: 'image',
  test: (f) => looksLikeUploadedPhoto(f.url),
};

/** Known to be photo-sized: at least 300 px wide, shaped like a photo (declared, in the URL, or a srcset width). */
export const photoSized: DetectorRule = {
  name: 'photoSized',
  about: 'image',
  test: (f) => {
    const { width, height } = bestSize(f);
    if (width === undefined || width < 300) return false;
    if (height === undefined) return true;
    const ratio = width / height;
    return height >= 200 && ratio >= 0.5 && ratio <= 2.5;
  },
};

/** The alt text names a room, the listing, an address or a postcode, or numbers the photo (`Photo 3 of 12`). */
export const roomOrAddressAlt: DetectorRule = {
  name: 'roomOrAddressAlt',
  about: 'image',
  test: (f) => f.label !== '' && (LISTING_LABEL.test(f.label) || POSTCODE.test(f.rawLabel)),
};

/** Inside a gallery, carousel, slider or photo container (by its names). */
export const galleryContainer: DetectorRule = {
  name: 'galleryContainer',
  about: 'place',
  test: (f) => GALLERY.test(namesAround(f.element, GALLERY_DEPTH, f.memo)),
};

/** One of several look-alike cards, slides or tiles that each show an image. */
export const repeatedCards: DetectorRule = {
  name: 'repeatedCards',
  about: 'place',
  test: (f) => inRepeatedCards(f.element, f.memo),
};

/** In its container's photo set: its URL's folder holds other images around it (generic/folder.ts). */
export const photoFolder: DetectorRule = {
  name: 'photoFolder',
  about: 'place',
  test: (f) => inPhotoFolder(f.element, f.url, f.memo),
};

/** Every piece of evidence, the image's own first: they are cheap, and without one the place rules need not run. */
export const EVIDENCE: readonly DetectorRule[] = [photoCdnUrl, roomOrAddressAlt, photoSized, galleryContainer, repeatedCards, photoFolder];
