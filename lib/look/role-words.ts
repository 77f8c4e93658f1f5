import type { NotRoom, PhotoRole, RoomType } from './roles';

/**
 * What a listing page's words about a photo (caption, alt text, embedded data's description)
 * say its role is, in the six languages Reimagine speaks (listings are written in the site's
 * language, not the realtor's). Whole words only, accents folded; not-rooms first, since
 * "kitchen floor plan" is a floor plan.
 */

const NOT_ROOM_WORDS: readonly (readonly [NotRoom, RegExp])[] = [
  ['floor_plan', /\b(floor ?plans?|floorplans?|plattegrond|grundriss|plan(o)? de (la )?(planta|maison|l appartement|vivienda)|plan d etage|planimetria|pianta|layout|site plan)\b/],
  ['map', /\b(map|maps|location|plano de situacion|kaart|karte|lageplan|carte|plan de situation|mappa)\b/],
  ['document', /\b(document|certificate|energy (label|rating|certificate)|epc|brochure|energielabel|energieausweis|dpe|certificato|certificado)\b/],
  ['street', /\b(street|streetscape|neighbou?rhood|calle|straat|strasse|rue|via|strada|quartier|wijk|barrio)\b/],
  ['view', /\b(views?|vista|uitzicht|aussicht|vue|panorama)\b/],
];

// "Front" alone is the house's front; "front bedroom" is a bedroom (checked after the rooms).
const EXTERIOR_WORDS = /\b(exterior|facade|apartment complex|outside|curb appeal|garden|backyard|yard|patio|terrace|house front|fachada|jardin|exterieur|gevel|tuin|buitenkant|aussenansicht|fassade|garten|giardino|esterno|facciata)\b/;

const EMPTY_WORDS = /\b(empty|vacant|unfurnished|bare|vacio|vacia|sin amueblar|vide|non meuble|leeg|ongemeubileerd|leer|unmobliert|vuoto|vuota|non arredato)\b/;

const ROOM_WORDS: readonly (readonly [RoomType, RegExp])[] = [
  ['kitchen', /\b(kitchen|kitchenette|cocina|cuisine|keuken|kuche|cucina)\b/],
  ['bathroom', /\b(bath|bathroom|ensuite|en suite|shower|wc|toilet|bano|salle de bains?|salle d eau|badkamer|badezimmer|bad|bagno)\b/],
  ['bedroom', /\b(bedroom|bed|master|dormitorio|habitacion|chambre|slaapkamer|schlafzimmer|camera da letto|camera)\b/],
  ['dining_room', /\b(dining|comedor|salle a manger|eetkamer|esszimmer|sala da pranzo)\b/],
  ['home_office', /\b(office|study|despacho|bureau|kantoor|werkkamer|arbeitszimmer|buro)\b/],
  ['kids_room', /\b(nursery|kids|children|playroom|infantil|chambre d enfant|kinderkamer|kinderzimmer|cameretta)\b/],
  ['living_room', /\b(living|lounge|family room|sitting room|salon|sala de estar|sejour|woonkamer|wohnzimmer|soggiorno|salotto)\b/],
];

/** Lower case, accents and punctuation folded to plain letters and spaces. */
export function foldWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * An address names a street without showing one ("12 Acton Street", "Via Roma 3"; alt texts and
 * file names are often the address): street words count only in words without a number.
 */
function notRoomOf(said: string): NotRoom | undefined {
  for (const [what, pattern] of NOT_ROOM_WORDS) if (pattern.test(said) && !(what === 'street' && /\d/.test(said))) return what;
  return undefined;
}

/** The role one text gives a photo, or none. */
function roleOfPart(text: string): PhotoRole | undefined {
  const said = foldWords(text);
  if (!said) return undefined;
  const notRoom = notRoomOf(said);
  if (notRoom) return { kind: 'skip', what: notRoom };
  if (EXTERIOR_WORDS.test(said)) return { kind: 'exterior' };
  const room = ROOM_WORDS.find(([, pattern]) => pattern.test(said))?.[0];
  if (!room && /\bfront\b/.test(said)) return { kind: 'exterior' };
  if (EMPTY_WORDS.test(said)) return { kind: 'empty', room: room ?? 'living_room' };
  return room ? { kind: 'room', room } : undefined;
}

/**
 * The role a page's words give a photo, or none when they name nothing we know. Several sources
 * come joined by " · ", the most specific first (the embedded data's room tag, then the caption or
 * alt text, lib/sites/context.ts): the first that names a role decides.
 */
export function roleFromText(text: string): PhotoRole | undefined {
  for (const part of text.split(' · ')) {
    const role = roleOfPart(part);
    if (role) return role;
  }
  return undefined;
}
