/**
 * What a photo URL's shape says, without fetching it: the size a resizing CDN was asked for, and
 * whether it reads like an uploaded photo (an id or hash, a resize) rather than a site asset.
 * Plain string matching on the URL after its host (the host names the site, not the image).
 */

import { afterHost, urlSize } from '../url-size';

export { urlSize, type UrlSize } from '../url-size';

/** A raster image by its extension (`.jpg:p` on Zoopla's CDN) or a resizing CDN's parameters (nested too: `?options=width=464`). */
const RASTER = /\.(?:jpe?g|png|webp|avif|heic)(?:$|[?#:])|[?&=,;](?:w|h|width|height|resize|fit|fm|format|auto|ci_seal|impolicy)=/i;

/** Site assets (build output, themes): hashed names too, but never uploaded photos. */
const SITE_ASSET = /\/(?:_next|static|assets?|dist|build|themes?|wp-includes|ui|images\/(?:icons?|logos?|footer|header))\//i;

/** An id (6+ digits), a hash (16+ hex; UUIDs have 12), or a long token mixing letters and digits: how uploads are named. */
const UPLOAD_ID = /\d{6}|[\da-f]{16}|[\da-f]{8}-[\da-f]{4}-|(?=[a-z\d]{12})[a-z]*\d[a-z\d]*[a-z]/i;

/**
 * True when a URL reads like an uploaded photo on an image CDN: a raster image or a resize
 * request, named by an id or hash or asking for a size, and not under the site's own assets.
 */
export function looksLikeUploadedPhoto(url: string): boolean {
  const rest = afterHost(url);
  const path = rest.replace(/[?#].*/, '');
  return !SITE_ASSET.test(path) && RASTER.test(rest) && (UPLOAD_ID.test(path) || urlSize(url).explicit);
}
