/**
 * What a photo URL's shape says, without fetching it: the size a resizing CDN was asked for, and
 * whether it reads like an uploaded photo (an id or hash, a resize) rather than a site asset.
 */

/** A size named in a URL. `explicit`: asked of a resizing CDN (`476x317`, `?w=525&h=394`), so a small one is a thumbnail. */
export interface UrlSize {
  readonly width: number | undefined;
  readonly height: number | undefined;
  readonly explicit: boolean;
}

const NONE: UrlSize = { width: undefined, height: undefined, explicit: false };

/** Pairs of width and height, most specific first. */
const PAIRS: readonly RegExp[] = [
  // realtor.com-style `-w1280_h960`, Cloudinary-style `/w_1200,h_800/`
  /[^a-z0-9]w_?(\d{2,4})[_,]h_?(\d{2,4})(?![0-9])/i,
  // `_max_476x317`, `-1024x1024`, `size=646x330`
  /(?:^|[^0-9a-z])(\d{2,4})x(\d{2,4})(?![0-9])/i,
];

/** The size a URL names, if any. */
export function urlSize(url: string): UrlSize {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return NONE;
  }
  const path = decodeSafe(parsed.pathname);
  for (const re of PAIRS) {
    const m = re.exec(path);
    if (m?.[1] && m[2]) return { width: Number(m[1]), height: Number(m[2]), explicit: true };
  }
  const q = parsed.searchParams;
  const width = numberParam(q, ['w', 'width', 'im_w', 'wid']);
  const height = numberParam(q, ['h', 'height', 'im_h', 'hei']);
  if (width !== undefined || height !== undefined) return { width, height, explicit: true };
  // A lone width token before the extension (`cc_ft_960.jpg`, `photo-2-1600.jpg`): a hint of a
  // large variant, never a reason to call it small (it may be an id).
  const lone = /[_-](\d{3,4})\.(?:jpe?g|png|webp|avif)(?:$|:)/i.exec(path);
  return lone?.[1] ? { width: Number(lone[1]), height: undefined, explicit: false } : NONE;
}

function numberParam(q: URLSearchParams, names: readonly string[]): number | undefined {
  for (const name of names) {
    const value = q.get(name);
    if (value && /^\d{1,5}$/.test(value)) return Number(value);
  }
  return undefined;
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A raster image by its extension (`.jpg:p` on Zoopla's CDN) or a resizing CDN's parameters. */
const RASTER = /\.(?:jpe?g|png|webp|avif|heic)(?:$|[?#:])/i;
const RESIZE_PARAMS = /[?&](?:w|h|width|height|size|resize|fit|crop|fm|format|auto|ci_seal|impolicy|im_w|rule|wid|hei)=/i;

/** Site assets (build output, themes): hashed names too, but never uploaded photos. */
const SITE_ASSET = /\/(?:_next|static|assets?|dist|build|themes?|skins?|wp-content\/themes|wp-includes|ui|images\/(?:icons?|logos?|footer|header))\//i;

/** An id (6+ digits), a hash (16+ hex), a UUID, or a long mixed token: how uploads are named. */
const UPLOAD_ID = /\d{6,}|[0-9a-f]{16,}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(?=[a-z0-9]{12,})[a-z]*\d[a-z0-9]*[a-z][a-z0-9]*/i;

/**
 * True when a URL reads like an uploaded photo on an image CDN: a raster image or a resize
 * request, named by an id or hash or asking for a size, and not under the site's own assets.
 */
export function looksLikeUploadedPhoto(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const path = parsed.pathname;
  if (SITE_ASSET.test(path)) return false;
  if (!RASTER.test(path) && !RESIZE_PARAMS.test(parsed.search)) return false;
  return UPLOAD_ID.test(path) || urlSize(url).explicit;
}
