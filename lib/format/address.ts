/**
 * Whether a listing's title is its address, and which part of it. Sites without an address
 * selector (the generic adapter, a page's `<h1>` or `<title>`) often title a listing by its
 * address ("12 Orchard Lane, Springfield", "304 Sparrow Hawk, McKinney, TX 75072 | Zillow"), and
 * the panel shows that title; exports then need it as the address. A title that only mentions an
 * address ("Sunny flat with terrace, Calle Mayor 12", "3 bed house for sale") is not one.
 */

/** Where a page title joins its parts: "address | site", "address — 3 bed house", "name - address". */
const TITLE_PARTS = /\s+[|·•—–-]\s+/;

/** Words of a listing's offer, not of an address: a part with one is a headline. */
const OFFER_WORDS =
  /\b(?:for (?:sale|rent)|to (?:rent|let)|te (?:koop|huur)|zu (?:verkaufen|vermieten)|en (?:venta|alquiler)|à (?:vendre|louer)|in (?:vendita|affitto)|sold|verkocht|vendu)\b/i;

/** A count of rooms or an area right after a leading number: "3 bed", "4 bedroom", "2 Zimmer", "120 m²". */
const ROOM_COUNT = /^\d+\s*(?:-\s*)?(?:beds?|bedrooms?|br|baths?|bathrooms?|rooms?|zimmer|kamers?|camere|locali|pi[eè]ces?|habitacion(?:es)?|dormitorios?|sq|m²|m2|ft|acres?)\b/i;

/** A house number then a name: "12 Orchard Lane", "304 Sparrow Hawk", "12b Rue de la Paix". */
const NUMBER_FIRST = /^\d+[a-z]?(?:[-/]\d+[a-z]?)?,?\s+\p{L}/iu;

/** A street name's last word in English-speaking markets: "Gray's Inn Road", "12 Orchard Lane". */
const STREET_WORD = /\b(?:road|rd|street|st|lane|ln|avenue|ave|drive|dr|close|place|pl|way|crescent|terrace|gardens|square|sq|court|ct|mews|row|hill|grove|boulevard|blvd|parkway|pkwy|circle|cir|highway|hwy)\.?$/i;

/** A street type before its name (Romance languages): "Calle Mayor 12", "Via Fixture, 20", "Rue de la Paix". */
const STREET_TYPE_FIRST = /^(?:calle|c\/|avenida|avda\.?|paseo|plaza|camino|carrer|rua|rue|avenue|boulevard|chemin|allée|impasse|quai|via|viale|piazza|corso|vicolo|largo)\s+\p{L}/iu;

/** A compound street name and its number (German, Dutch): "Fixturestraße 7", "Fixturestraat 12". */
const COMPOUND_STREET = /^\p{Lu}[\p{L}-]*(?:straße|strasse|str\.|weg|gasse|allee|platz|ring|damm|straat|laan|gracht|plein|kade|singel|dijk|steeg)\s+\d+/u;

/** A name in capitals ending in a street word, the area after a comma: "Sandwich Street, London WC1H". */
const NAMED_STREET = /^(?:\p{Lu}[\p{L}'.-]*\s+)+(?:\p{Lu}[\p{L}'.-]*)$/u;

/** Whether one part of a title reads as an address (its first line is a street). */
export function isAddressLike(text: string): boolean {
  const part = text.trim();
  if (part === '' || OFFER_WORDS.test(part) || ROOM_COUNT.test(part)) return false;
  const [street = ''] = part.split(',');
  const more = part.includes(',');
  if (NUMBER_FIRST.test(street)) return more || STREET_WORD.test(street.trim());
  if (STREET_TYPE_FIRST.test(street) || COMPOUND_STREET.test(street)) return true;
  return more && NAMED_STREET.test(street.trim()) && STREET_WORD.test(street.trim());
}

/** The address a title is, or holds as one of its parts ("Atlantic Pointe | 10 Townsend Ln, Brunswick, ME"); undefined when it is none. */
export function addressFromTitle(title: string | undefined): string | undefined {
  return title
    ?.split(TITLE_PARTS)
    .map((part) => part.trim())
    .find(isAddressLike);
}
