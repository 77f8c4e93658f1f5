/**
 * What a photo URL's shape says, without fetching it: the size a resizing CDN was asked for, and
 * whether it reads like an uploaded photo (an id or hash, a resize) rather than a site asset.
 * Plain string matching on the URL after its host (the host names the site, not the image).
 */

/** A size named in a URL. `explicit`: asked of a resizing CDN (`476x317`, `?w=525&h=394`), so a small one is a thumbnail. */
export interface UrlSize {
  readonly width: number | undefined;
  readonly height: number | undefined;
  readonly explicit: boolean;
}

/** The URL without its scheme and host. */
function afterHost(url: string): string {
  return url.replace(/^[a-z]+:\/\/[^/?#]*/i, '');
}

/**
 * Width and height in the path: realtor.com-style `-w1280_h960`, Cloudinary-style
 * `/w_1200,h_800/`, or `_max_476x317`, `-1024x1024`, `size=646x330`.
 */
const PAIR = /[^a-z\d]w_?(\d{2,4})[_,]h_?(\d{2,4})(?!\d)|(?:^|[^a-z\d])(\d{2,4})x(\d{2,4})(?!\d)/i;

/** The size a URL names, if any. */
export function urlSize(url: string): UrlSize {
  const rest = afterHost(url);
  const pair = PAIR.exec(rest);
  if (pair) return { width: Number(pair[1] ?? pair[3]), height: Number(pair[2] ?? pair[4]), explicit: true };
  const param = (names: string) => {
    const m = new RegExp(`[?&](?:${names})=(\\d{1,5})(?:[&#]|$)`, 'i').exec(rest);
    return m ? Number(m[1]) : undefined;
  };
  const width = param('w|width|im_w');
  const height = param('h|height|im_h');
  if (width !== undefined || height !== undefined) return { width, height, explicit: true };
  // A lone width before the extension (`cc_ft_960.jpg`, `photo-2-1600.jpg`): a hint of a large
  // variant, never a reason to call it small (it may be an id).
  const lone = /[_-](\d{3,4})\.(?:jpe?g|png|webp|avif)(?:$|[?#:])/i.exec(rest);
  return { width: lone ? Number(lone[1]) : undefined, height: undefined, explicit: false };
}

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
