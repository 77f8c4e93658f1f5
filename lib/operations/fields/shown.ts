import type { AnyPanelKey, Field, PanelKey } from './field';

/**
 * What a goal's form shows besides its inputs, in its place among them: words, and features
 * that are the panel's own (the listing's batch, the photo's staging project). They keep nothing
 * and send nothing.
 */

/** Numbers a note's words take ("up to {max} variations"). */
export type NoteValues = Readonly<Record<string, number>>;

function shownOnly<Kind extends string, Extra extends object>(kind: Kind, extra: Extra): Field<Kind> & Extra {
  return { kind, ...extra, stored: {}, initial: () => ({}), params: () => ({}), refill: (_params, current) => current };
}

/** A paragraph of words, e.g. what the goal does. */
export function noteField(key: AnyPanelKey<`${string}.intro`>, values: NoteValues = {}) {
  return shownOnly('note', { key, values });
}

/** The disclosure a result of the goal's operation carries, with why (the badge is the operation's `disclosure`). */
export function disclosureField(key: PanelKey<`${string}.disclosure`>) {
  return shownOnly('disclosure', { key });
}

/** "All photos of this listing": the goal's request for every photo of the listing, once it has one. */
export function listingBatchField() {
  return shownOnly('listingBatch', {});
}

/** The photo's staging project: its cost, variations left and gallery. */
export function stagingProjectField() {
  return shownOnly('stagingProject', {});
}
