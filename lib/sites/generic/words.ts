/**
 * The words the generic detector reads, in the six languages of the listing sites we serve. Each
 * exclusion has ONE pattern, matched against one lower-cased text: the image's URL, its alt text
 * and the names (class, id, test id, aria-label; camelCase split) of it and its nearest ancestors.
 * `(?<![a-z\d])` / `(?![a-z\d])` stand for word edges where a bare substring would misfire
 * (`brand` in "Brandon", `ad` in a hash's "31ad5"); `\b` would not do, as `_` is a word
 * character to it.
 */

/** Logos, badges, app-store buttons, sprites. */
export const LOGO = /logo|(?<![a-z\d])brand(?![a-z\d])|badge|app.?(?:store|download)|google.?play|wordmark|watermark|favicon|sprite/;

/** Icons, pictograms, flags, arrows, spinners. */
export const ICON = /(?<![a-z\d])(?:icons?|picto\w*|glyph|emoji|flags?|chevron|arrow|spinner|loader|stars?)(?![a-z\d])/;

/** Floor plans, energy labels (EPC, CEE, DPE) and charts: images of a listing, but not a room to reimagine. */
export const DIAGRAM = /floor ?plan|floorplan|\/plans?\/|plattegrond|grundriss|planimetria|(?<![a-z\d])(?:epc|cee|dpe|charts?|graphs?)(?![a-z\d])|energ(?:y|ie|ía)|certificat/;

/** People: agents, brokers, agencies, profiles, round crops. */
export const AVATAR = /avatar|headshot|gravatar|agent|broker|negotiator|agenc[yi]|agence|makelaar|makler|profile|portrait|author|team.?member|rounded-full|\/people\/|\/users?\//;

/** Maps: static map images, tiles, map cards (compounds: a bare `map` further up is often a layout). */
export const MAP =
  /static.?(?:google.?)?maps?|google.?maps?|maps?.?(?:img|image|card|container|preview|tile)|maps\.g|mapbox|leaflet|gmap|street.?view|\/maps?\/|\/tiles?\/|center=-?\d|(?<![a-z\d])(?:mapa|carte|karte|kaart|mappa|locali[sz]ation)(?![a-z\d])/;

/** The bare word `map`: only in alt text and on the image or its parent. */
export const MAP_WORD = /(?<![a-z\d])maps?(?![a-z\d])/;

/**
 * Ads, sponsored slots, promotions, banners (tracking pixels are too small, and have nothing that
 * speaks for them). A bare `ad` counts only when not naming a
 * listing: on many listing sites an "ad" is the listing itself (`lightAdCard`, `ad-gallery`).
 */
export const AD =
  /(?<![a-z\d])(?:adverts?|advertisement|adunit|adslot|sponsor\w*|promo\w*|banners?|gpt|dfp|ads?(?![\s_-]?(?:cards?|items?|details?|galler\w*|photos?|images?|pictures?|media|ids?|lists?|listings?|views?|titles?|links?)(?![a-z\d])))(?![a-z\d])|adsbygoogle|medium.?rectangle|mrect|leaderboard|skyscraper|billboard|taboola|outbrain|doubleclick|googlesyndication|agentsmutual/;

/** Names of a photo gallery or carousel: where listing photos are shown. */
export const GALLERY = /galler|carousel|slider|slideshow|swiper|slick|glide|splide|lightbox|photo|foto|picture|media-?stream|(?<![a-z\d])(?:slides?|hero)(?![a-z\d])/;

/** Rooms and views. */
const ROOMS =
  'kitchen|living|lounge|bed ?room|bath ?room|dining|garden|terra(?:ce|z\\w*|ss\\w*)|balcon\\w*|patio|exterior|interior|view|pool|garage|hall|entrance|office|fa[cç]ade|' +
  'cocina|sal[oó]n|comedor|dormitorio|baño|jard[ií]n|piscin\\w*|fachada|vistas?|cuisine|s[ée]jour|chambre|salle de bains?|' +
  'k[üu]che|wohnzimmer|schlafzimmer|badezimmer|garten|balkon|keuken|woonkamer|slaapkamer|badkamer|tuin|soggiorno|camera|bagno|giardino|cozinha|sala|quarto';

/** What is listed, and how: types, sale or rent, beds, baths, area. */
const LISTING =
  'for sale|for rent|to (?:rent|let)|\\d+ ?(?:bed|bath|br|ba)s?|sq ?ft|m²|m2|house|flat|condo|apartment|studio|villa|' +
  'en (?:venta|alquiler)|piso|casa|chalet|apartamento|[àa] (?:vendre|louer)|pi[èe]ces?|maison|appartement|' +
  'zu (?:verkaufen|vermieten)|wohnung|haus|te (?:koop|huur)|woning|appartamento|in (?:vendita|affitto)';

/** A photo's number in a gallery: `Photo 3`, `Picture No. 09`, `6 of 10`. */
const NUMBERED = '(?:photo|picture|image|imagen|foto|bild|immagine)s? ?(?:no\\.?|nr\\.?|n°|#)? ?\\d+|\\d+ ?(?:of|de|di|von|van|sur|/) ?\\d+';

/** Street words, written before or after the name. */
const STREETS = 'street|road|avenue|lane|drive|boulevard|calle|avenida|paseo|plaza|rue|via|viale|piazza|stra(?:ss|ß)e|weg|straat|laan|rua';

/** Letters (accented too) and digits: a word's edge in alt text. */
const W = 'a-z0-9\\u00c0-\\u024f';

/**
 * Alt text reading like a room, the listing, its address or its photo number (lower-cased), or
 * a house number with an abbreviated street type (`10 Townsend Ln`, `2200 Pacific Ave`).
 */
export const LISTING_LABEL = new RegExp(
  `(?<![${W}])(?:${ROOMS}|${LISTING}|${NUMBERED}|${STREETS})(?![${W}])|\\d+[a-z]? (?:[a-z.'’-]+ ){0,4}(?:st|ave|rd|ln|dr|blvd|way|ct|pl|cir|ter|pkwy|hwy|sq)(?![a-z\\d])`,
);

/** Postcodes in their own case: US `ME 04011`, UK `EC2A 4DN`, NL `1012 AB`. */
export const POSTCODE = /\b[A-Z]{2} \d{5}\b|\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b|\b\d{4} ?[A-Z]{2}\b/;
