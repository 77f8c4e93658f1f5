/**
 * The size a photo URL asks its CDN for, without fetching it (`-w1280_h960`, `_max_476x317`,
 * `?w=525&h=394`). Read by the structural rules every site's finder runs (lib/sites/structure.ts)
 * and by the generic detector (lib/sites/generic/url-shape.ts).
 */

/** The URL without its scheme and host. */
export function afterHost(url: string): string {
  return url.replace(/^[a-z]+:\/\/[^/?#]*/i, '');
}

/** A size named in a URL. `explicit`: asked of a resizing CDN (`476x317`, `?w=525&h=394`), so a small one is a thumbnail. */
export interface UrlSize {
  readonly width: number | undefined;
  readonly height: number | undefined;
  readonly explicit: boolean;
}

/**
 * Width and height in the path: realtor.com-style `-w1280_h960`, Cloudinary-style
 * `/w_1200,h_800/`, or `_max_476x317`, `-1024x1024`, `size=646x330`. Read by `urlSize` below and
 * by the structural rules (lib/sites/structure.ts), which need no more of a URL's size.
 */
export const RENDITION = /[^a-z\d]w_?(\d{2,4})[_,]h_?(\d{2,4})(?!\d)|(?:^|[^a-z\d])(\d{2,4})x(\d{2,4})(?!\d)/i;

/** The size a URL names, if any. */
export function urlSize(url: string): UrlSize {
  const rest = afterHost(url);
  const pair = RENDITION.exec(rest);
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

