import { z } from '../zod';
import { AnalysisDetails, Classification } from '../api/schemas';
import type { NamedOption } from '../library/service-styles';

/**
 * What the panel preselects from an analysis: interior or exterior (the style picker's tab) and
 * the room type (staging). Built from the analyzer's `results` object, whose contents the spec
 * only half shows, so everything is checked and a result that says nothing usable is refused
 * with a sentence instead of guessed at.
 */

const Name = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

export const Suggestion = z.object({
  classification: Classification,
  /** The analyzer's room type as it names it (`kitchen`); interiors only. */
  roomType: z.optional(Name),
  /** `garden`, `facade`...; exteriors only. */
  exteriorType: z.optional(Name),
  /** Renovation style ids it proposes, best first. */
  styles: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(20)),
});
export type Suggestion = z.infer<typeof Suggestion>;

/** A suggestion, or why the answer could not be used (English: the background's own words). */
export type ReadSuggestion = { readonly ok: true; readonly suggestion: Suggestion } | { readonly ok: false; readonly problem: string };

/** An empty string stands for "not applicable" in the service's answers. */
const present = (value: string | undefined): string | undefined => (value && value.trim() !== '' ? value.trim().slice(0, 100) : undefined);

/** Reads an analysis' `results` object (a single analysis, or a batch entry's opaque one). */
export function readSuggestion(results: unknown): ReadSuggestion {
  const parsed = AnalysisDetails.safeParse(results);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, problem: `the analysis is malformed at "${issue?.path.join('.') || '(results)'}": ${issue?.message ?? 'unexpected shape'}` };
  }
  const details = parsed.data;
  if (details.classification === undefined) return { ok: false, problem: 'the analysis does not say whether the photo is an interior or an exterior' };
  const interior = details.classification === 'interior';
  const roomType = interior ? present(details.room_type) : undefined;
  const exteriorType = interior ? undefined : present(details.exterior_type);
  return {
    ok: true,
    suggestion: {
      classification: details.classification,
      ...(roomType ? { roomType } : {}),
      ...(exteriorType ? { exteriorType } : {}),
      styles: (details.renovation_styles ?? []).filter((id) => id.length <= 200).slice(0, 20),
    },
  };
}

/** Words that name the same staging room as the analyzer's word. */
const ALIASES: Readonly<Record<string, string>> = {
  living: 'living room',
  lounge: 'living room',
  family_room: 'living room',
  dining: 'dining room',
  office: 'home office',
  study: 'home office',
  nursery: 'kids room',
  children_room: 'kids room',
  garden: 'outdoor',
  patio: 'outdoor',
  yard: 'outdoor',
  backyard: 'outdoor',
  terrace: 'outdoor',
  balcony: 'outdoor',
};

const words = (text: string): string => text.toLowerCase().replace(/['’]s\b/g, 's').replace(/[^a-z0-9]+/g, ' ').trim();

/**
 * The staging room type (one of the service's `roomTypes`) the suggestion names, matched by id,
 * then by name, then through a few synonyms; none when the list has no such room (a facade is
 * not a room to furnish).
 */
export function stagingRoomTypeOf(suggestion: Suggestion, roomTypes: readonly NamedOption[]): string | undefined {
  const said = suggestion.classification === 'interior' ? suggestion.roomType : suggestion.exteriorType;
  if (said === undefined) return undefined;
  const wanted = [said, ALIASES[said.toLowerCase()]].filter((w): w is string => w !== undefined).map(words);
  for (const want of wanted) {
    const found = roomTypes.find((room) => words(room.id) === want || words(room.name) === want);
    if (found) return found.id;
  }
  return undefined;
}
