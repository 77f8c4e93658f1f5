/**
 * The words the store pictures need beyond the product's own (which come from lib/i18n): the demo
 * listing as a listing of that market would read, the guidance typed in the form, and the promo
 * tile's tagline. A German store page showing an English listing would look like a product that
 * does not speak German, and the listing's language is also what the labels, remarks and lookbook
 * are written in (lib/i18n/listing-locale.ts), so each language gets a listing of its own.
 */
import type { Locale } from '../../lib/i18n/locales';

/** The demo listing's visible words in one language. */
export interface ListingWords {
  /** The page title: the panel header, History and the lookbook show it. */
  readonly title: string;
  readonly address: string;
  readonly price: string;
  readonly facts: string;
}

export const LISTING_WORDS: Readonly<Record<Locale, ListingWords>> = {
  en: { title: '12 Orchard Lane, Springfield — 3 bed house for sale | Demo Realty', address: '12 Orchard Lane, Springfield', price: '$489,000', facts: '3 beds · 2 baths · 1,850 sq ft' },
  es: { title: 'Casa de 3 dormitorios en venta — Calle del Olivar 12, Valencia | Demo Realty', address: 'Calle del Olivar 12, Valencia', price: '489.000 €', facts: '3 dormitorios · 2 baños · 172 m²' },
  fr: { title: 'Maison 3 chambres à vendre — 12 rue des Vergers, Lyon | Demo Realty', address: '12 rue des Vergers, Lyon', price: '489 000 €', facts: '3 chambres · 2 salles de bains · 172 m²' },
  de: { title: 'Einfamilienhaus mit 3 Schlafzimmern zu verkaufen — Obstgartenweg 12, Freiburg | Demo Realty', address: 'Obstgartenweg 12, Freiburg', price: '489.000 €', facts: '5 Zimmer · 3 Schlafzimmer · 2 Bäder · 172 m²' },
  nl: { title: 'Te koop: eengezinswoning met 3 slaapkamers — Boomgaardlaan 12, Utrecht | Demo Realty', address: 'Boomgaardlaan 12, Utrecht', price: '€ 489.000 k.k.', facts: '3 slaapkamers · 2 badkamers · 172 m²' },
  it: { title: 'Casa con 3 camere in vendita — Via dei Frutteti 12, Bologna | Demo Realty', address: 'Via dei Frutteti 12, Bologna', price: '489.000 €', facts: '3 camere da letto · 2 bagni · 172 m²' },
};

/** What the realtor types as guidance in the renovation form (screenshot 2). */
export const GUIDANCE: Readonly<Record<Locale, string>> = {
  en: 'Light oak floors, white shaker cabinets, brass handles',
  es: 'Suelo de roble claro, muebles blancos tipo shaker, tiradores de latón',
  fr: 'Parquet en chêne clair, façades shaker blanches, poignées en laiton',
  de: 'Helle Eichendielen, weiße Shaker-Fronten, Messinggriffe',
  nl: 'Lichte eiken vloer, witte shaker-kastjes, messing grepen',
  it: 'Parquet in rovere chiaro, ante shaker bianche, maniglie in ottone',
};

/** The promo tile's tagline: two short lines under the name (the tile is 440 px wide). */
export const TAGLINE: Readonly<Record<Locale, readonly [string, string]>> = {
  en: ['Renovate and stage listing', 'photos in seconds'],
  es: ['Reforma y amuebla las fotos', 'de tus anuncios en segundos'],
  fr: ['Rénovez et meublez vos photos', 'd’annonces en quelques secondes'],
  de: ['Immobilienfotos renovieren und', 'einrichten – in Sekunden'],
  nl: ['Woningfoto’s renoveren en', 'inrichten in enkele seconden'],
  it: ['Ristruttura e arreda le foto', 'dei tuoi annunci in pochi secondi'],
};

/**
 * The demo listing's page (scripts/demo/listing-page.ts) in `locale`: its language declared and
 * its visible words replaced, photos and markup unchanged (the content script finds them the same).
 */
export function localizeListing(html: string, locale: Locale): string {
  const words = LISTING_WORDS[locale];
  const english = LISTING_WORDS.en;
  return html
    .replace('<html lang="en">', `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${words.title}</title>`)
    .replaceAll(english.address, words.address)
    .replace(english.price, words.price)
    .replace(english.facts, words.facts);
}
