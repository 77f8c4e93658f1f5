/*
 * The location names live in lib/catalog/location-names (lib code needs them too). This path
 * stays because panel code (components/panel/ResultParams.tsx) imports it.
 */
export { locationInSentence, locationName } from '../../lib/catalog/location-names';
