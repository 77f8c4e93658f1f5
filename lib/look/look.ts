import { z } from '../zod';
import { MAX_ID_LENGTH, MAX_MATERIALS, GUIDANCE } from '../api/limits';
import { Material, RenovationSpectrum } from '../api/schemas';
import type { NamedOption, StyleOption } from '../library/service-styles';
import { RENOVATION_DEFAULTS } from '../operations/renovation-fields';

/**
 * A listing's look (issue #29): chosen once per listing, so its rooms read as one home. The
 * interior style (with its renovation spectrum, guidance and the realtor's materials), the
 * exterior style that goes with it, the staging style for its empty rooms, and whether its
 * kitchens get the kitchen cabinets too. Ids are the service's (`/styles`, staging options).
 */

const Id = z.string().check(z.maxLength(MAX_ID_LENGTH));

export const ListingLook = z.object({
  interior: z.object({
    style_id: z.optional(Id),
    renovation_spectrum: RenovationSpectrum,
    guidance: z.optional(z.string().check(z.maxLength(GUIDANCE.maxLength))),
    materials: z.array(Material).check(z.maxLength(MAX_MATERIALS)),
  }),
  exterior: z.object({ style_id: z.optional(Id), renovation_spectrum: RenovationSpectrum }),
  staging: z.object({
    style: z.optional(Id),
    /** False once the realtor picked the staging style: a new interior style no longer proposes one. */
    proposed: z.boolean(),
  }),
  /** Kitchens also get the kitchen cabinets operation, in the interior style. */
  kitchenCabinets: z.boolean(),
});
export type ListingLook = z.infer<typeof ListingLook>;

/** The look a listing starts with: nothing chosen, the spectrum's middle step, staging proposed. */
export function emptyLook(): ListingLook {
  return {
    interior: { renovation_spectrum: RENOVATION_DEFAULTS.renovation_spectrum, materials: [] },
    exterior: { renovation_spectrum: 'enhance' },
    staging: { proposed: true },
    kitchenCabinets: false,
  };
}

const words = (text: string): string[] => text.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length > 2);

/**
 * The option whose name shares the most words with `name` (ties: the list's order), else the
 * first one: "Modern farmhouse" proposes the staging style "Farmhouse", the exterior "Modern".
 */
export function closestOption<T extends NamedOption>(name: string | undefined, options: readonly T[]): T | undefined {
  const wanted = new Set(words(name ?? ''));
  let best: T | undefined;
  let bestScore = 0;
  for (const option of options) {
    const score = words(`${option.id} ${option.name}`).filter((word) => wanted.has(word)).length;
    if (score > bestScore) [best, bestScore] = [option, score];
  }
  return best ?? options[0];
}

/** What the service offers a look to be chosen from (null while not loaded). */
export interface LookOptions {
  readonly interior: readonly StyleOption[];
  readonly exterior: readonly StyleOption[];
  readonly stagingStyles: readonly NamedOption[];
}

/**
 * The look with a new interior style: the exterior style that goes with it when none was picked
 * yet, and the staging style proposed from it unless the realtor chose one.
 */
export function withInteriorStyle(look: ListingLook, styleId: string, options: LookOptions): ListingLook {
  const name = options.interior.find((style) => style.id === styleId)?.name ?? styleId;
  const exterior = look.exterior.style_id ?? closestOption(name, options.exterior)?.id;
  const staging = look.staging.proposed ? { style: closestOption(name, options.stagingStyles)?.id, proposed: true } : look.staging;
  return { ...look, interior: { ...look.interior, style_id: styleId }, exterior: { ...look.exterior, style_id: exterior }, staging: dropUndefined(staging) };
}

/** The look with the staging style the realtor picked: no longer proposed. */
export function withStagingStyle(look: ListingLook, style: string): ListingLook {
  return { ...look, staging: { style, proposed: false } };
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** What a look still needs before it can be applied: an interior style or guidance; the other parts as their photos need them. */
export type LookGap = 'interior' | 'exterior' | 'staging';

/** The parts of the look the given kinds of photos need and it lacks. */
export function lookGaps(look: ListingLook, needs: { readonly exterior: boolean; readonly staging: boolean; readonly interior: boolean }): LookGap[] {
  const gaps: LookGap[] = [];
  if (needs.interior && !look.interior.style_id && !look.interior.guidance?.trim()) gaps.push('interior');
  if (needs.exterior && !look.exterior.style_id) gaps.push('exterior');
  if (needs.staging && !look.staging.style) gaps.push('staging');
  return gaps;
}
