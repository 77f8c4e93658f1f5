import type { InstallationLocation, Material } from '../api/schemas';
import type { PhotoRole } from './roles';

/**
 * Where each of the realtor's materials applies (issue #29: "the same materials wherever their
 * installation location applies"): floors, walls and ceilings in every room; cabinets only in
 * kitchens; countertops and backsplashes in kitchens and bathrooms; siding only outside.
 */
const PLACES: Readonly<Record<InstallationLocation, (role: PhotoRole) => boolean>> = {
  FLOORS: (role) => role.kind === 'room',
  WALLS: (role) => role.kind === 'room',
  CEILING: (role) => role.kind === 'room',
  KITCHEN_CABINETS: (role) => role.kind === 'room' && role.room === 'kitchen',
  COUNTERTOPS: (role) => role.kind === 'room' && (role.room === 'kitchen' || role.room === 'bathroom'),
  BACKSPLASH: (role) => role.kind === 'room' && (role.room === 'kitchen' || role.room === 'bathroom'),
  EXTERIOR_SIDING: (role) => role.kind === 'exterior',
};

/** True when a material's installation location is in a photo of this role. */
export function materialApplies(material: Material, role: PhotoRole): boolean {
  return PLACES[material.installation_location](role);
}

/** The look's materials a photo of this role gets, in the look's order. */
export function materialsFor(materials: readonly Material[], role: PhotoRole): Material[] {
  return materials.filter((material) => materialApplies(material, role));
}
