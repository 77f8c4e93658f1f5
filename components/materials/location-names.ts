/*
 * The location names live in lib/materials/location-names (lib code needs them too). This path
 * stays because panel code (components/panel/ResultParams.tsx) imports it.
 */
export { locationInSentence, locationName } from '../../lib/materials/location-names';
