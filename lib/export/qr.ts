import QRCode from 'qrcode';
import { isHttpUrl } from '../util/url';
import { escapeHtml, trustedMarkup, type Markup } from './html';

/**
 * The QR codes of an export (the lookbook's, the compare card's): which address gets one, decided
 * here for all of them, and the lookbook's SVG. `QRCode` throws on text it cannot hold, and one
 * throw once failed a whole ZIP over one long photo address (#26).
 */

/**
 * Longest address, in UTF-8 bytes, put in a QR code. A code holds at most 2,331 bytes at error
 * correction M (version 40); long before that it gets too dense to scan from a screen or a print.
 * Photo addresses are accepted up to 8 KB, and `data:` photos are far longer.
 */
export const MAX_QR_URL_BYTES = 1200;

/** How an original photo's address appears in an export. */
export interface OriginalLink {
  /** The address to link: an http(s) URL; null for `data:`, `blob:` or anything else, which is no address to give. */
  readonly href: string | null;
  /** The address to put in a QR code: `href` when it fits in {@link MAX_QR_URL_BYTES}, else null. */
  readonly qr: string | null;
}

/** The link and the QR code an original photo's address gets. */
export function originalLink(url: string): OriginalLink {
  if (!isHttpUrl(url)) return { href: null, qr: null };
  return { href: url, qr: new TextEncoder().encode(url).length <= MAX_QR_URL_BYTES ? url : null };
}

/** The address to encode in a QR code (and whose host a caption may name), or null: {@link originalLink}. */
export function qrAddress(url: string): string | null {
  return originalLink(url).qr;
}

/** A QR code of `url` (an address {@link qrAddress} gave) as inline SVG, an image named `name`. */
export async function qrSvg(url: string, name: string): Promise<Markup> {
  const svg = await QRCode.toString(url, { type: 'svg', margin: 2, width: 160, errorCorrectionLevel: 'M' });
  const safe = escapeHtml(name);
  // The library's SVG holds only its own attributes and paths; the name is the one text put in.
  return trustedMarkup(svg.replace(/^\s*<svg\b([^>]*)>/, (_tag, attributes: string) => `<svg${attributes} role="img" aria-label="${safe}" class="qr"><title>${safe}</title>`));
}
