import { listingAddress, listingLabel } from '../format/listing';
import { formatDateTime } from '../i18n/format';
import { usableLocale } from '../i18n/load';
import { SOURCE_LOCALE, type Locale } from '../i18n/locales';
import type { ExportT } from '../i18n/messages/export/index';
import type { ListingContext } from '../listing';
import type { Disclosure } from '../operations';
import { fillMarkup, html, markupText, trustedMarkup, type Markup } from './html';
import { originalLink, qrSvg } from './qr';
import { exportWords, photoDisclosure, type ExportWords } from './words';

export { escapeHtml } from './html';

/** One before/after of the lookbook. */
export interface LookbookPair {
  readonly photoNumber: number;
  readonly disclosure: Disclosure;
  /** "Photo 3: virtually staged, Virtual staging · Living room · Modern". */
  readonly caption: string;
  /** The altered image (with its label) as a `data:` URL. */
  readonly alteredSrc: string;
  /** The original as a `data:` URL; null when it could not be fetched. */
  readonly originalSrc: string | null;
  /** Where the original photo is published: linked and given as a QR code when it can be (`originalLink`). */
  readonly originalUrl: string;
  readonly originalNote?: string;
}

// Moved to lib/images/data-url.ts (the background's result copies use them too); re-exported for the export's callers.
export { base64, dataUrl } from '../images/data-url';

/** The accessible name of a photo's QR code, in the lookbook's language. */
export function qrName(photoNumber: number, locale: Locale = SOURCE_LOCALE): string {
  return exportWords(locale).t('lookbook.qr', { n: photoNumber });
}

/** Stands for a placeholder that holds markup: the sentence is escaped, then the markup put in (never escaped twice). */
const MARK = '\uE000';

/**
 * The sentence on where the original is: "Unaltered original of photo 3: <a …>", saying when its
 * address is too long for a QR code, or that a photo the page embeds (`data:`) has no address.
 */
function originalSentence(t: ExportT, n: number, link: Markup | null, withQr: boolean): Markup {
  if (link === null) return html`${t('lookbook.original.no-link', { n })}`;
  const sentence = fillMarkup(t('lookbook.original', { n, link: MARK }), MARK, link);
  return withQr ? sentence : html`${sentence} ${t('lookbook.qr.too-long')}`;
}

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; color: #1b1f24; background: #fff; }
body { margin: 0 auto; max-width: 1100px; padding: 24px; }
header { border-bottom: 2px solid #1b1f24; margin-bottom: 24px; }
h1 { margin: 0 0 4px; font-size: 1.7rem; } h2 { font-size: 1.1rem; margin: 0 0 8px; }
.price { font-size: 1.2rem; font-weight: 600; margin: 0 0 8px; }
.statement { font-weight: 700; background: #fff4d6; border-left: 4px solid #c98a00; padding: 8px 12px; }
.pair { margin: 0 0 32px; break-inside: avoid; page-break-inside: avoid; }
.images { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
figure { margin: 0; } img { width: 100%; height: auto; display: block; border-radius: 4px; }
figcaption { font-size: .9rem; margin-top: 4px; }
.missing { border: 2px dashed #999; padding: 16px; font-size: .9rem; }
.original { display: flex; gap: 16px; align-items: center; margin-top: 8px; font-size: .85rem; word-break: break-all; }
.qr { width: 96px; height: 96px; flex: none; }
footer { font-size: .8rem; color: #555; }
@media screen and (prefers-color-scheme: dark) {
  :root { color: #e3e7eb; background: #15191d; }
  header { border-bottom-color: #e3e7eb; }
  .statement { background: #3b2f12; border-left-color: #e0a928; }
  .missing { border-color: #7b8794; }
  footer { color: #a9b3bd; }
  a { color: #8fc3ff; }
}
@media print {
  :root { color-scheme: light; color: #1b1f24; background: #fff; }
  body { max-width: none; padding: 0; }
  @page { margin: 12mm; }
  .pair { break-inside: avoid; }
  a { color: inherit; }
}`;

/** One pair's section; every value in it escaped by `html` (lib/export/html.ts). */
async function pairHtml(pair: LookbookPair, words: ExportWords): Promise<Markup> {
  const { t } = words;
  const n = pair.photoNumber;
  const label = words.disclosure.label(pair.disclosure);
  const { href, qr } = originalLink(pair.originalUrl);
  const link = href === null ? null : html`<a href="${href}">${href}</a>`;
  const before = pair.originalSrc
    ? html`<figure><img src="${pair.originalSrc}" alt="${t('lookbook.before.alt', { n })}"><figcaption>${t('lookbook.before.caption')}</figcaption></figure>`
    : html`<div class="missing" role="note"><p>${pair.originalNote ?? t('note.original.missing')}</p>${link && html`<p>${link}</p>`}</div>`;
  const code = qr === null ? null : await qrSvg(qr, qrName(n, words.locale));
  return html`<section class="pair" aria-label="${t('lookbook.pair', { n })}">
<h2>${pair.caption}</h2>
<div class="images">${before}
<figure><img src="${pair.alteredSrc}" alt="${photoDisclosure(words, n, pair.disclosure)}"><figcaption>${t('lookbook.after.caption', { label })}</figcaption></figure></div>
<p class="original">${code}<span>${originalSentence(t, n, link, code !== null)}</span></p>
</section>`;
}

/**
 * The lookbook: one self-contained HTML page (no script, images inline as `data:` URLs, QR codes
 * inline as SVG), so it opens from disk with no network and prints to a clean PDF. The only
 * http(s) addresses in it are the links to the original photos. Every value in it goes through
 * `html` (lib/export/html.ts), escaped. Its text and `lang` are the
 * listing's language (`locale`, English by default, loaded first): it goes to the seller and the buyers.
 */
export async function buildLookbook(input: {
  listing: Pick<ListingContext, 'address' | 'title' | 'price' | 'listingUrl'>;
  pairs: readonly LookbookPair[];
  remarks: string;
  generatedAt: number;
  locale?: Locale;
}): Promise<string> {
  const words = exportWords(await usableLocale(input.locale ?? SOURCE_LOCALE));
  const { t, locale } = words;
  const title = listingAddress(input.listing) ?? listingLabel(input.listing);
  const sections = await Promise.all(input.pairs.map((pair) => pairHtml(pair, words)));
  const footer = t('lookbook.footer', { url: input.listing.listingUrl, date: formatDateTime(input.generatedAt, locale) });
  // No form may post and no <base> may move the links, even if markup ever got in.
  return markupText(html`<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; form-action 'none'; base-uri 'none'">
<title>${t('lookbook.title', { title })}</title>
<style>${trustedMarkup(STYLE)}</style>
</head>
<body>
<header>
<h1>${title}</h1>
${input.listing.price ? html`<p class="price">${input.listing.price}</p>` : null}
<p class="statement">${t('lookbook.statement', { remarks: input.remarks })}</p>
</header>
<main>
${sections}
</main>
<footer><p>${footer}</p></footer>
</body>
</html>
`);
}
