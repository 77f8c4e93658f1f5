import type { JobRequest } from '../queue/types';
import { OPERATIONS } from '../operations/index';
import type { CreditCost } from '../operations/types';
import type { NamedOption } from '../library/service-styles';
import { lookGaps, type ListingLook, type LookGap } from './look';
import { materialsFor } from './materials';
import type { PhotoRole, RoomType } from './roles';

/**
 * Applying a look (issue #29): each photo gets the operation its role calls for. Interiors are
 * renovated in the interior style (kitchens get the kitchen cabinets too when the look says so),
 * the exterior in the exterior style, empty rooms staged in the look's staging style as their
 * room type; not-rooms are skipped. Each material goes wherever its location applies.
 */

/** One job the look makes: a photo and the request its role calls for. */
export interface LookStep {
  readonly url: string;
  readonly role: PhotoRole;
  readonly request: JobRequest;
}

/** The credits a plan spends, by kind (a kind it does not spend is 0). */
export type CreditsByKind = Readonly<Record<Exclude<CreditCost['kind'], 'none'>, number>>;

/** A look applied to a listing's photos, before it is queued. */
export interface LookPlan {
  readonly steps: readonly LookStep[];
  /** Photos whose role is not a room: nothing is sent for them. */
  readonly skipped: readonly string[];
  /** Photos with no role yet: nothing is sent for them either, and the confirmation says so. */
  readonly unassigned: readonly string[];
  readonly credits: CreditsByKind;
  /** The parts of the look the listing's photos need and it lacks: the plan is not applied while any. */
  readonly gaps: readonly LookGap[];
}

/** The staging room id the service offers for a room type (its id when the list is not known). */
export function stagingRoomId(room: RoomType, roomTypes: readonly NamedOption[]): string {
  if (roomTypes.length === 0 || roomTypes.some((option) => option.id === room)) return room;
  const wanted = room.replace(/_/g, ' ');
  return roomTypes.find((option) => option.name.toLowerCase() === wanted)?.id ?? roomTypes[0]?.id ?? room;
}

/** The requests one photo's role calls for (none for a not-room). */
export function requestsFor(look: ListingLook, role: PhotoRole, roomTypes: readonly NamedOption[]): JobRequest[] {
  const interior = look.interior;
  const guidance = interior.guidance?.trim() ? { guidance: interior.guidance.trim() } : {};
  const style = interior.style_id ? { style_id: interior.style_id } : {};
  switch (role.kind) {
    case 'skip':
      return [];
    case 'exterior': {
      const materials = materialsFor(interior.materials, role);
      const params = { style_id: look.exterior.style_id, renovation_spectrum: look.exterior.renovation_spectrum, ...(materials.length > 0 ? { materials } : {}) };
      return [{ operation: 'renovate', params }];
    }
    case 'empty':
      return [{ operation: 'stage', params: { room_type: stagingRoomId(role.room, roomTypes), style: look.staging.style ?? '' } }];
    case 'room': {
      const materials = materialsFor(interior.materials, role);
      const fields = { ...style, renovation_spectrum: interior.renovation_spectrum, ...guidance };
      const renovation: JobRequest = { operation: 'renovate', params: { ...fields, ...(materials.length > 0 ? { materials } : {}) } };
      const cabinets = role.room === 'kitchen' && look.kitchenCabinets;
      return cabinets ? [renovation, { operation: 'kitchenCabinets', params: fields }] : [renovation];
    }
  }
}

/** The credits of each kind the requests spend at most. */
export function creditsOf(requests: readonly JobRequest[]): CreditsByKind {
  const credits = { renovation: 0, staging: 0 };
  for (const request of requests) {
    const cost = OPERATIONS[request.operation].credits;
    if (cost.kind !== 'none') credits[cost.kind] += cost.perRun;
  }
  return credits;
}

/**
 * The look applied to the listing's photos, in their order. `roles` is by photo URL; a photo
 * without one is left out and counted as unassigned.
 */
export function planLook(look: ListingLook, photoUrls: readonly string[], roles: Readonly<Record<string, PhotoRole | undefined>>, roomTypes: readonly NamedOption[] = []): LookPlan {
  const steps: LookStep[] = [];
  const skipped: string[] = [];
  const unassigned: string[] = [];
  for (const url of new Set(photoUrls)) {
    const role = roles[url];
    if (!role) unassigned.push(url);
    else if (role.kind === 'skip') skipped.push(url);
    else for (const request of requestsFor(look, role, roomTypes)) steps.push({ url, role, request });
  }
  const kinds = steps.map((step) => step.role.kind);
  const gaps = lookGaps(look, { interior: kinds.includes('room'), exterior: kinds.includes('exterior'), staging: kinds.includes('empty') });
  return { steps, skipped, unassigned, credits: creditsOf(steps.map((step) => step.request)), gaps };
}
