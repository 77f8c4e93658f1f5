import type { PhotoDetector } from '../types';
import { EVIDENCE } from './evidence';
import { EXCLUSIONS } from './exclusions';
import { createMemo, photoFacts, type DetectorInput, type DetectorMemo } from './facts';

export { createMemo, type DetectorInput, type DetectorMemo } from './facts';

/**
 * The generic detector: for a site without an adapter, decides from what the page shows whether
 * an image is a listing photo. No exclusion may fire (too small, banner-shaped, logo, icon,
 * avatar, map, ad, site chrome) and at least EVIDENCE_NEEDED pieces of evidence must (photo-CDN
 * URL, room or address alt, photo size, gallery, repeated cards), one of them about the image
 * itself. Reads attributes, natural sizes and markup structure only, never layout; stops at the
 * first exclusion or once the evidence is enough.
 */

/** Evidence needed: one alone is too weak (a gallery also holds thumbnails, a photo CDN headshots). */
export const EVIDENCE_NEEDED = 2;

/** True when the image is a listing photo. */
export function isGenericPhoto(input: DetectorInput, memo: DetectorMemo): boolean {
  const facts = photoFacts(input, memo);
  for (const rule of EXCLUSIONS) if (rule.test(facts)) return false;
  let own = 0;
  let evidence = 0;
  for (const rule of EVIDENCE) {
    // The image's own rules come first: with none of them, the place rules cannot make a photo.
    if (rule.about === 'place' && own === 0) return false;
    if (!rule.test(facts)) continue;
    evidence++;
    if (rule.about === 'image') own++;
    if (evidence >= EVIDENCE_NEEDED && own > 0) return true;
  }
  return false;
}

/** The detector as the generic adapter carries it (`lib/sites/generic.ts`). */
export const GENERIC_DETECTOR: PhotoDetector = { createMemo, isPhoto: isGenericPhoto };
