import type { PickedPhoto } from '../listing';

/**
 * Which addresses Reimagine may download an image from: the one rule the background's photo
 * downloads (`fetchPhoto`), the panel's (`fetchImageBlob`: export, compare card, downloads), the
 * panel's `<img>` thumbnails, the listing reader's photo list, "Reimagine all photos" and the
 * analyzer all follow. Pure: no fetch, no DNS (a public name that resolves to a private address is
 * not caught here; docs/security/network.md).
 *
 * Why: a photo address is the page's word, and the extension's own requests reach what the page's
 * cannot (its host permissions skip CORS, and a loopback API base grants `http://127.0.0.1/*` on
 * every port). A page naming `http://192.168.1.1/…` or `http://169.254.169.254/…` as a photo
 * must not turn Reimagine into a reader of the user's router or a cloud metadata service.
 *
 * The rule: a public host is always fine; a host only the user's machine or network can reach
 * (`isPrivateHost`) only when the page that named the photo is on that very origin (the demo's
 * listing on 127.0.0.1 shows its own photos). Same origin, not merely a private page: a listing on
 * one private address may not name photos on another, nor on another port of the same address.
 */

/** Hostnames reserved for a machine or its network (RFC 6761, 6762, 8375, and common practice). */
const PRIVATE_SUFFIXES = ['.localhost', '.local', '.internal', '.lan', '.home.arpa'];

/** A hostname as `new URL` writes it: numeric IPv4 spellings (decimal, octal, hex, short) become dotted quads. */
function canonicalHost(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  try {
    return new URL(`http://${bracketed}/`).hostname.replace(/\.$/, '');
  } catch {
    return host;
  }
}

function isPrivateIPv4(host: string): boolean {
  const parts = host.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return false;
  const [a = 0, b = 0] = parts;
  // 0/8 unspecified, 10/8 and 172.16/12 and 192.168/16 private, 127/8 loopback, 169.254/16
  // link-local (the metadata service), 100.64/10 carrier-grade NAT, 224+ multicast and reserved.
  return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127) || a >= 224;
}

function isPrivateIPv6(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '');
  if (!h.includes(':')) return false;
  // `::`-prefixed: loopback, unspecified, IPv4-mapped and -compatible (`::ffff:7f00:1` is
  // 127.0.0.1); fc00::/7 unique local; fe80::/10 link-local and fec0::/10 site-local; ff00::/8
  // multicast; 64:ff9b::/96 and 64:ff9b:1::/48 NAT64, which reach IPv4 addresses through the
  // user's own gateway. No photo is published on any of these.
  return h.startsWith('::') || /^f[cd][0-9a-f]{2}:/.test(h) || /^fe[89a-f][0-9a-f]:/.test(h) || /^ff[0-9a-f]{2}:/.test(h) || h.startsWith('64:ff9b:');
}

/**
 * True for a host only the user's machine or network can reach: localhost and `*.localhost`,
 * `.local`, `.internal` and the like, a private, loopback, link-local, carrier-grade-NAT or
 * unspecified IP in any spelling (IPv4-mapped IPv6 too), or a single-label name ("nas",
 * "intranet"), which only resolves on the user's network.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = canonicalHost(hostname);
  if (host === '' || host === 'localhost' || PRIVATE_SUFFIXES.some((suffix) => host.endsWith(suffix))) return true;
  if (isPrivateIPv4(host) || isPrivateIPv6(host)) return true;
  return !host.includes('.') && !host.includes(':');
}

/**
 * Who named an image's address. A listing photo is the word of the page it was found on
 * (`ListingContext.pageUrl`, as the browser named that page; `undefined` when unknown: then only
 * public hosts). A result is the word of the service the user chose: its own address is taken as
 * given (a local emulator serves results from loopback), but a redirect may not leave that
 * origin for a private host.
 */
export type ImageSource = { readonly page: string | undefined } | 'service';

/** The source of the photos a page at `pageUrl` names. */
export function fromPage(pageUrl: string | undefined): ImageSource {
  return { page: pageUrl };
}

/** Schemes that are no network request: the image's bytes are in the address, or in this browser. */
const LOCAL_SCHEMES = new Set(['data:', 'blob:']);

/** A scheme that reads this computer's own files (an extension may be allowed to). */
const FILE_SCHEME = 'file:';

function parse(raw: string | undefined): URL | undefined {
  if (raw === undefined) return undefined;
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
}

/**
 * Why `url` may not be downloaded for `source`: the private host it names (`file:` for this
 * computer's files), for the user's message; `undefined` when it may be. Other schemes
 * (`javascript:`, text that is no address) are no host on any network: left to the download,
 * which cannot load them.
 */
export function refusedHost(url: string, source: ImageSource): string | undefined {
  const target = parse(url);
  if (!target || LOCAL_SCHEMES.has(target.protocol)) return undefined;
  if (target.protocol === FILE_SCHEME) return FILE_SCHEME;
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return undefined;
  if (source === 'service' || !isPrivateHost(target.hostname)) return undefined;
  const page = parse(source.page);
  return page !== undefined && page.origin === target.origin ? undefined : target.hostname;
}

/**
 * The same check on where a download ended (`response.url`, after redirects; `''` when the
 * response does not say): a public photo redirected to the user's router is refused. A service's
 * result may only stay on its own origin when that is private.
 */
export function refusedFinalHost(requestedUrl: string, finalUrl: string, source: ImageSource): string | undefined {
  if (finalUrl === '' || finalUrl === requestedUrl) return undefined;
  return refusedHost(finalUrl, source === 'service' ? fromPage(requestedUrl) : source);
}

/** True when `url` may be downloaded (or shown in an `<img>`) for `source`. */
export function mayFetch(url: string, source: ImageSource): boolean {
  return refusedHost(url, source) === undefined;
}

/**
 * A pick as the background keeps it: with the page it was picked on, as the browser named the
 * sender (never the page's own message, which cannot set it), and only the listing photos that
 * page may name. The picked photo itself stays: refusing it is the download's job, with a message.
 */
export function pickedOnPage(photo: PickedPhoto, pageUrl: string | undefined): PickedPhoto {
  const { pageUrl: _claimed, ...listing } = photo.listing;
  const source = fromPage(pageUrl);
  const photoUrls = listing.photoUrls.filter((url) => mayFetch(url, source));
  return { ...photo, listing: { ...listing, photoUrls, ...(pageUrl !== undefined ? { pageUrl } : {}) } };
}
