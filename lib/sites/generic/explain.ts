import { EVIDENCE_NEEDED } from './detector';
import { EVIDENCE } from './evidence';
import { EXCLUSIONS } from './exclusions';
import type { DetectorRule, PhotoFacts } from './facts';

/**
 * The generic detector's rules by name, and which of them fire for one image: for tests, the
 * saved-page measurement and tuning. Kept apart from the detector so the content script, which
 * never explains, does not carry it.
 */

/** Every rule by name (tests and tools look rules up by the name they report). */
export const GENERIC_RULES: ReadonlyMap<string, DetectorRule> = new Map([...EXCLUSIONS, ...EVIDENCE].map((rule) => [rule.name, rule]));

/** Every rule that fires for one image, by name, and the verdict they make (the detector's). */
export function explainGenericPhoto(facts: PhotoFacts): { excluded: string[]; evidence: string[]; photo: boolean } {
  const fired = (rules: readonly DetectorRule[]) => rules.filter((rule) => rule.test(facts));
  const excluded = fired(EXCLUSIONS);
  const evidence = fired(EVIDENCE);
  const photo = excluded.length === 0 && evidence.length >= EVIDENCE_NEEDED && evidence.some((rule) => rule.about === 'image');
  return { excluded: excluded.map((rule) => rule.name), evidence: evidence.map((rule) => rule.name), photo };
}
