import { PICKED_LIMITS } from './picked-limits';
import type { ListingContext } from '../listing';
import type { CompiledAdapter } from './compile';
import { embeddedPhotoUrls, jsonPhotosForLink } from './embedded';
import { embeddedPhotoCaptions } from './embedded-captions';
import { listingRulesOf } from './listing-rules';
import { candidateSelector } from './photo-finder';
import { normalizeUrl } from './urls';

/** Price-like elements tried after the adapter's own selectors. */
const PRICE_FALLBACKS = ['[itemprop="price"]', '[data-testid*="price" i]', '[class*="price" i]'];

/** A price in a text: a currency sign or code next to digits, with a rent period if given. */
const PRICE_PATTERN =
  /(?:[$£€]|USD|EUR|GBP|AUD|A\$)\s?\d[\d.,\s]*\d(?:\+)?(?:\s?(?:pcm|pw|\/mo|\/month|per month))?|\d[\d.,\s]*\d\s?(?:€|EUR)(?:\/mes|\/mese|\/mês)?/;

/**
 * The listing a clicked photo belongs to, in the protocol's `ListingContext` shape. A photo in a
 * search-result card belongs to that card's listing (its link, address, price, photos); any other
 * photo belongs to the page (detail page, gallery, lightbox) and the page's embedded data adds
 * the photos the gallery has not rendered. Built on demand, on a trusted click, by the listing
 * reader, with the site's listing rules (`listingRulesOf`).
 *
 * @param urlOf the watcher's record of marked elements: photo URLs come from there, never from
 *   attributes the page could forge.
 */
export function buildListingContext(
  adapter: CompiledAdapter,
  photo: Element,
  photoUrl: string,
  urlOf: (element: Element) => string | undefined,
): ListingContext {
  const doc = photo.ownerDocument;
  const pageUrl = doc.defaultView?.location.href ?? doc.URL;
  const rules = listingRulesOf(adapter.data.id);
  const cards = rules.cards;
  const card = cards ? photo.closest(cards.selector) : null;

  if (cards && card) {
    const linkEl = card.matches('a[href]') ? card : card.querySelector(cards.link);
    const link = linkEl?.getAttribute('href') ?? undefined;
    const listingUrl = (link && normalizeUrl(link, pageUrl)) ?? pageUrl;
    const domPhotos = photosIn(card, adapter, urlOf);
    const jsonPhotos = cards.json && link ? jsonPhotosForLink(doc, adapter, pageUrl, link) : [];
    return compact({
      listingUrl,
      site: adapter.data.id,
      title: firstText(card, cards.title) ?? firstText(card, cards.address),
      address: firstText(card, cards.address),
      price: priceIn(card, cards.price ?? []),
      language: pageLanguage(doc),
      photoUrls: merge(photoUrl, domPhotos, jsonPhotos),
      photoCaptions: captionsIn(card, adapter, urlOf),
    });
  }

  const page = rules.page;
  // Photos in cards on a detail page are other listings ("similar homes"): not this one's.
  const outsideCards = photosIn(doc, adapter, urlOf, cards?.selector);
  const photoUrls = merge(photoUrl, outsideCards, embeddedPhotoUrls(doc, adapter, rules.embedded ?? [], pageUrl));
  return compact({
    listingUrl: pageUrl,
    site: adapter.data.id,
    title: firstText(doc, page.title) ?? metaContent(doc, 'og:title') ?? (doc.title.trim() || undefined),
    address: firstText(doc, page.address),
    price: priceIn(doc, page.price ?? []),
    language: pageLanguage(doc),
    photoUrls,
    photoCaptions: withEmbedded(captionsIn(doc, adapter, urlOf, cards?.selector), embeddedPhotoCaptions(doc, adapter, rules.embedded ?? [], pageUrl), photoUrls),
  });
}

/**
 * What the page says about each marked photo under `root`: its figure's caption, else its alt
 * text, title or label (a listing look reads rooms from them). The first words said win.
 */
function captionsIn(root: ParentNode, adapter: CompiledAdapter, urlOf: (element: Element) => string | undefined, exclude?: string): Record<string, string> {
  const out: Record<string, string> = {};
  let count = 0;
  for (const el of Array.from(root.querySelectorAll(candidateSelector(adapter)))) {
    const url = urlOf(el);
    if (!url || url in out || (exclude && el.closest(exclude)) || count >= PICKED_LIMITS.listingPhotos) continue;
    const said = clean(el.closest('figure')?.querySelector('figcaption')?.textContent) ?? clean(el.getAttribute('alt')) ?? clean(el.getAttribute('title')) ?? clean(el.getAttribute('aria-label'));
    if (said) {
      out[url] = said;
      count += 1;
    }
  }
  return out;
}

/**
 * The page's words and its embedded data's words about each of the listing's photos, the data's
 * first (a site's own room tag is more specific than an alt text, which is often the address);
 * parts joined by " · ", each read on its own for the photo's role (lib/look/role-words.ts).
 */
function withEmbedded(dom: Record<string, string>, embedded: ReadonlyMap<string, string>, photoUrls: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const url of photoUrls) {
    const said = [embedded.get(url), dom[url]].filter((text): text is string => text !== undefined).join(' · ');
    if (said) out[url] = said.slice(0, PICKED_LIMITS.text);
  }
  return out;
}

/** Marked photos under `root` in document order (optionally leaving out those inside `exclude`). */
function photosIn(root: ParentNode, adapter: CompiledAdapter, urlOf: (element: Element) => string | undefined, exclude?: string): string[] {
  const out: string[] = [];
  for (const el of Array.from(root.querySelectorAll(candidateSelector(adapter)))) {
    const url = urlOf(el);
    if (url && !(exclude && el.closest(exclude))) out.push(url);
  }
  return out;
}

/** The clicked photo first if nothing lists it, then DOM photos, then JSON-only ones; no repeats. */
function merge(clicked: string, dom: readonly string[], json: readonly string[]): string[] {
  const all = new Set<string>([...dom, ...json]);
  // The background refuses longer lists: keep the clicked photo and the first ones of the page.
  return (all.has(clicked) ? [...all] : [clicked, ...all]).slice(0, PICKED_LIMITS.listingPhotos);
}

function firstText(root: ParentNode, selectors: readonly string[] | undefined): string | undefined {
  for (const selector of selectors ?? []) {
    const text = clean(root.querySelector(selector)?.textContent);
    if (text) return text;
  }
  return undefined;
}

function priceIn(root: ParentNode, selectors: readonly string[]): string | undefined {
  for (const selector of [...selectors, ...PRICE_FALLBACKS]) {
    for (const el of Array.from(root.querySelectorAll(selector)).slice(0, 5)) {
      const text = clean(el.textContent);
      const m = text ? PRICE_PATTERN.exec(text) : null;
      if (m) return m[0].replace(/\s+/g, ' ').trim();
    }
  }
  return undefined;
}

/** The page's declared language tag (`<html lang="es-ES">`), when it is a plausible BCP 47 tag. */
function pageLanguage(doc: Document): string | undefined {
  const tag = doc.documentElement.getAttribute('lang')?.trim();
  return tag && /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/.test(tag) ? tag.slice(0, PICKED_LIMITS.language) : undefined;
}

function metaContent(doc: Document, property: string): string | undefined {
  return clean(doc.querySelector(`meta[property="${property}"]`)?.getAttribute('content'));
}

function clean(text: string | null | undefined): string | undefined {
  const value = text?.replace(/\s+/g, ' ').trim();
  return value ? value.slice(0, PICKED_LIMITS.text) : undefined;
}

/** Drops empty optional fields, so the message carries only what the page showed. */
function compact(context: ListingContext): ListingContext {
  const out: ListingContext = { listingUrl: context.listingUrl, site: context.site, photoUrls: context.photoUrls };
  if (context.title) out.title = context.title;
  if (context.address) out.address = context.address;
  if (context.price) out.price = context.price;
  if (context.language) out.language = context.language;
  if (context.photoCaptions && Object.keys(context.photoCaptions).length > 0) out.photoCaptions = context.photoCaptions;
  return out;
}
