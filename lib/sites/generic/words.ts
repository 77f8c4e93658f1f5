/**
 * The words the generic detector reads in names (class, id, test id, aria-label: lower-cased,
 * camelCase split) and in alt text, in the six languages of the listing sites we serve. Kept
 * apart from the rules so a word can be added without touching how it is used.
 */

/** A whole word in names: delimited by anything but a letter or digit (`hero-ad-slide`, `ad wrapper`). */
function word(alternatives: string): RegExp {
  return new RegExp(`(?:^|[^a-z0-9])(?:${alternatives})(?:$|[^a-z0-9])`);
}

/** Names of logos and badges. */
export const LOGO_NAMES = /logo|brand|badge|app-?store|google-?play|wordmark|watermark|favicon|sprite/;
/** Alt text of logos and badges. */
export const LOGO_LABEL = /\blogo|\bbadge\b|app store|google play|\bbrand\b/;
/** URL path words of logos, badges and site art. */
export const LOGO_URL = /logo|brand|badge|sprite|favicon|wordmark|watermark|app-?(?:store|download)|google-?play/i;

/** Names of icons and pictograms (the element and its nearest ancestors). */
export const ICON_NAMES = word('icons?|picto\\w*|glyph|emoji|flags?|chevron|arrow|spinner|loader|stars?');
/** Alt text of icons. */
export const ICON_LABEL = /\bicon\b|\bflag\b|\barrow\b|\bchevron\b|\bloading\b/;

/** Floor plans, energy labels (EPC, CEE, DPE) and charts: images of a listing, but not of a room to reimagine. */
export const DIAGRAM_WORDS = /floor ?plan|floorplan|plattegrond|grundriss|plan(?:ta)? (?:de )?(?:la )?(?:maison|vivienda|piso|appartement)|planimetria|\bepc\b|\bcee\b|\bdpe\b|energy|energie|energ[ií]a|certificat|\bcharts?\b|\bgraphs?\b/;
/** URL path words of icons. */
export const ICON_URL = /\/(?:icons?|pictos?|glyphs?|emojis?|flags?|sprites?)\/|[/_-](?:icon|picto|spinner|loading|loader|arrow|chevron)[._-]/i;

/** Names of people: agents, brokers, agencies, profiles (round crops too). */
export const AVATAR_NAMES = /avatar|headshot|agent|broker|negotiator|agency|agence|makelaar|makler|realtor-?(?:photo|image)|profile|portrait|author|team-?member|staff|rounded-full|circle/;
/** Alt text of people. */
export const AVATAR_LABEL = /\bagent\b|\bbroker\b|\bheadshot|\bavatar|\bprofile (?:photo|picture|image)|\bportrait\b|\byour (?:agent|advisor|adviser)/;
/** URL path words of people. */
export const AVATAR_URL = /avatar|headshot|gravatar|\/agents?\/|agent-|\/profiles?\/|\/people\/|\/team\/|\/staff\/|\/users?\//i;

/** Names of maps, as compounds (a bare `map` further up is often a layout: `MapHomecardWrapper`). */
export const MAP_NAMES = /static[\s_-]?(?:google[\s_-]?)?maps?|google[\s_-]?maps?|maps?[\s_-]?(?:img|image|card|container|preview|tile)|mapbox|leaflet|gmap|street[\s_-]?view/;
/** The bare word `map`: only on the image or its parent. */
export const MAP_WORD = /(?:^|[^a-z0-9])maps?(?:$|[^a-z0-9])/;
/** Alt text of maps, in the six languages. */
export const MAP_LABEL = /\bmaps?\b|\bmapa\b|\bcarte\b|\bkarte\b|\bkaart\b|\bmappa\b|\blocali[sz]ation\b|\bstreet ?view\b/;
/** URL of map images and tiles. */
export const MAP_URL = /staticmap|maps\.(?:googleapis|google|gstatic)|api\.mapbox|tile\.openstreetmap|\/maps?\/|\/tiles?\/|[?&]center=-?\d/i;

/**
 * Names of ads, sponsored slots, promotions and banners, as whole words. A bare `ad` counts only
 * when not naming a listing: on many listing sites an "ad" is the listing itself (`lightAdCard`,
 * `ad-gallery`), so `ad card`, `ad detail`, `ad photo`... are not ads.
 */
export const AD_NAMES = new RegExp(
  [
    word('adverts?|advertisement|adunit|adslot|sponsor\\w*|promo|promotion\\w*|banners?|gpt|dfp|native-ad|ad-?(?:slot|container|wrapper|unit)').source,
    '(?:^|[^a-z0-9])ads?(?![\\s_-]?(?:cards?|items?|details?|galler\\w*|photos?|images?|pictures?|media|ids?|lists?|listings?|views?|titles?|links?)(?:$|[^a-z0-9]))(?:$|[^a-z0-9])',
    'adsbygoogle|medium-?rectangle|leaderboard|skyscraper|billboard|taboola|outbrain|teads',
  ].join('|'),
);
/** Alt text of ads. */
export const AD_LABEL = /\badvert|\bsponsored\b|\bmedium ?rectangle|\bleaderboard\b|\bskyscraper\b|\bbillboard\b|\bpromotion\b/;
/** Ad and tracking hosts and paths. */
export const AD_URL = /doubleclick|googlesyndication|adservice|adnxs|amazon-adsystem|criteo|taboola|outbrain|teads|\/ads?\/|\/adserver|\/banners?\/|banner[-_]|\/pixel|\/track|facebook\.com\/tr|bat\.bing|rlcdn|agentsmutual|\/agent-products\//i;

/** Names of a photo gallery or carousel: where listing photos are shown. */
export const GALLERY_NAMES = /galler|carousel|slider|slideshow|swiper|slick|glide|splide|lightbox|photo|foto|picture|media-?stream|(?:^|[^a-z0-9])(?:slides?|hero)(?:$|[^a-z0-9])/;

/** Rooms and views, in the six languages. */
const ROOMS =
  'kitchen|living|lounge|bed ?room|bath ?room|dining|garden|terrace|balcony|patio|exterior|interior|view|pool|garage|hall(?:way)?|entrance|office|study|reception|conservatory|utility|en-?suite|basement|attic|yard|backyard|deck|porch|fa[cç]ade|courtyard|laundry|' +
  'cocina|sal[oó]n|comedor|dormitorio|habitaci[oó]n|baño|aseo|terraza|balc[oó]n|jard[ií]n|piscina|fachada|vistas?|entrada|pasillo|trastero|garaje|' +
  'cuisine|s[ée]jour|chambre|salle (?:de bains?|d.eau)|terrasse|piscine|entr[ée]e|couloir|bureau|' +
  'k[üu]che|wohnzimmer|schlafzimmer|badezimmer|esszimmer|garten|balkon|flur|ansicht|keller|' +
  'keuken|woonkamer|slaapkamer|badkamer|tuin|dakterras|gevel|' +
  'soggiorno|camera da letto|bagno|giardino|terrazzo|balcone|ingresso|salotto|facciata|' +
  'cozinha|sala|quarto|varanda|jardim';

/** What is listed, and how: types, sale or rent, beds, baths, area. */
const LISTING =
  'for sale|for rent|to rent|to let|\\d+ ?(?:bed|bath|br|ba)s?|sq ?ft|m²|m2|house|flat|condo|apartment|townhouse|bungalow|cottage|studio|duplex|penthouse|loft|villa|' +
  'en venta|en alquiler|piso|casa|chalet|[aá]tico|apartamento|vivienda|' +
  '[àa] vendre|[àa] louer|pi[èe]ces?|chambres|maison|appartement|' +
  'zu verkaufen|zu vermieten|wohnung|haus|zimmer|te koop|te huur|woning|appartamento|in vendita|in affitto|moradia';

/** A photo's number in a gallery: `Photo 3`, `Picture No. 09`, `6 of 10`. */
const NUMBERED = '(?:photo|picture|image|imagen|foto|bild|immagine|afbeelding)s? ?(?:no\\.?|nr\\.?|n°|#)? ?\\d+|\\d+ ?(?:of|de|di|von|van|sur|/) ?\\d+';

/** Street words, written before or after the name. */
const STREETS =
  'street|road|avenue|lane|drive|boulevard|crescent|mews|parkway|' +
  'calle|avenida|paseo|plaza|carrer|rue|chemin|all[ée]e|impasse|via|viale|piazza|corso|stra(?:ss|ß)e|weg|platz|gasse|straat|laan|gracht|plein|rua|travessa';

/** A house number and an abbreviated street type: `10 Townsend Ln`, `2200 Pacific Ave`. */
const NUMBER_STREET = '\\d+[a-z]? (?:[a-z.\'’-]+ ){0,4}(?:st|ave|rd|ln|dr|blvd|way|ct|pl|cir|ter|pkwy|hwy|sq|gdns)\\b';

/** Letters (accented too) and digits: what a word boundary means here (`\\b` knows ASCII only). */
const WORDCHAR = 'a-z0-9\\u00c0-\\u024f';

/** Alt text reading like a room, the listing, its address or its photo number (lower-cased). */
export const LISTING_LABEL = new RegExp(`(?<![${WORDCHAR}])(?:${ROOMS}|${LISTING}|${NUMBERED}|${STREETS})(?![${WORDCHAR}])|${NUMBER_STREET}`);

/** Postcodes in their own case: US `ME 04011`, UK `EC2A 4DN`, NL `1012 AB`. */
export const POSTCODE = /\b[A-Z]{2} \d{5}\b|\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b|\b\d{4} ?[A-Z]{2}\b/;
