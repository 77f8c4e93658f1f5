import type { MaterialsMessages, MaterialsT } from '../i18n/messages/materials/index';
import type { Location } from './product';

/*
 * The installation locations' names, in any language: the `materials` namespace is their one
 * source, for the options page's catalog and the panel's material picker alike (the API values
 * FLOORS, BACKSPLASH… stay in lib/materials/product). The keys are written out, so the catalog
 * test sees each one read.
 */

/** Each location's name as a heading or a choice ("Floors"). */
const HEADING = {
  FLOORS: 'location.FLOORS',
  KITCHEN_CABINETS: 'location.KITCHEN_CABINETS',
  COUNTERTOPS: 'location.COUNTERTOPS',
  BACKSPLASH: 'location.BACKSPLASH',
  WALLS: 'location.WALLS',
  EXTERIOR_SIDING: 'location.EXTERIOR_SIDING',
  CEILING: 'location.CEILING',
} as const satisfies Record<Location, keyof MaterialsMessages>;

/** Each location's name inside a sentence ("floors" in English, "Böden" in German). */
const IN_SENTENCE = {
  FLOORS: 'location-in-sentence.FLOORS',
  KITCHEN_CABINETS: 'location-in-sentence.KITCHEN_CABINETS',
  COUNTERTOPS: 'location-in-sentence.COUNTERTOPS',
  BACKSPLASH: 'location-in-sentence.BACKSPLASH',
  WALLS: 'location-in-sentence.WALLS',
  EXTERIOR_SIDING: 'location-in-sentence.EXTERIOR_SIDING',
  CEILING: 'location-in-sentence.CEILING',
} as const satisfies Record<Location, keyof MaterialsMessages>;

/** "Floors" / "Böden": a location as a heading, a list's name or a choice. */
export function locationName(location: Location, t: MaterialsT): string {
  return t(HEADING[location]);
}

/** "floors" / "Böden": a location as it reads inside a sentence. */
export function locationInSentence(location: Location, t: MaterialsT): string {
  return t(IN_SENTENCE[location]);
}

