import type { JobRequest } from '../queue/types';
import { sideOf, type PhotoRole } from './roles';

/**
 * Matching a hero (issue #29): once the realtor marks one result as the reference, the other
 * photos of the same side of the house (interiors follow an interior, the exterior an exterior)
 * are rendered again from their own photo by style transfer, with the hero's result as the
 * style, so the home reads as one. Not-rooms and the hero's own photo get nothing.
 */

/** A result on the contact sheet a hero match may start from. */
export interface SheetPhoto {
  readonly url: string;
  readonly role: PhotoRole;
}

/** One style transfer a hero match queues. */
export interface HeroStep {
  readonly url: string;
  readonly role: PhotoRole;
  readonly request: JobRequest;
}

/** The style transfers that make `photos` follow the hero (its result at `heroImageUrl`), one per photo. */
export function heroSteps(hero: SheetPhoto, heroImageUrl: string, photos: readonly SheetPhoto[]): HeroStep[] {
  const side = sideOf(hero.role);
  if (!side) return [];
  const seen = new Set<string>([hero.url]);
  const steps: HeroStep[] = [];
  for (const photo of photos) {
    if (seen.has(photo.url) || sideOf(photo.role) !== side) continue;
    seen.add(photo.url);
    steps.push({ url: photo.url, role: photo.role, request: { operation: 'styleTransfer', params: { style: { kind: 'url', url: heroImageUrl } } } });
  }
  return steps;
}
