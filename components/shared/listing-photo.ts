import { fromPage, mayFetch } from '../../lib/acquisition/network-policy';

/**
 * What the panel shows for a photo its page may not name (lib/acquisition/network-policy.ts): a
 * grey 4:3 picture with a "no entry" sign, inline, so nothing is requested. An extension page's
 * image request reaches the user's router or a metadata service that the listing page's own could
 * not (the browser's private network checks do not cover extension pages).
 */
export const REFUSED_PHOTO_SRC = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="#e4e7eb"/><g fill="none" stroke="#5f6b7a" stroke-width="6"><circle cx="80" cy="60" r="22"/><path d="M64.4 44.4l31.2 31.2"/></g></svg>',
)}`;

/** The address to put in a listing photo's `<img>`: its own, or the placeholder when its page may not name it. */
export function listingPhotoSrc(url: string, pageUrl: string | undefined): string {
  return mayFetch(url, fromPage(pageUrl)) ? url : REFUSED_PHOTO_SRC;
}
