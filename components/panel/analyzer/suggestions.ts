import { z } from '../../../lib/zod';
import type { ErrorCode } from '../../../lib/errors';
import type { PhotoAnalysis } from '../../../lib/analyzer/records';
import { stagingRoomTypeOf, type Suggestion } from '../../../lib/analyzer/suggestion';
import type { AnalyzerStatus, ListingBatchView } from '../../../lib/analyzer/records';
import type { NamedOption } from '../../../lib/library/service-styles';
import type { Forms, StyleGroup } from '../store/forms';

/**
 * The panel's side of the analyzer, without React or the store: what it knows per photo, which
 * form fields a suggestion may still fill, and the "suggested" values the tags compare against.
 */

/** What the panel knows about one photo's analysis. */
export type PhotoEntry = { readonly state: 'pending' } | PhotoAnalysis | { readonly state: 'failed'; readonly code: ErrorCode; readonly detail: string };

/** Fields of a photo's forms that are settled: filled from a suggestion once, or chosen by the user. Never filled again. */
export interface Settled {
  readonly group?: true;
  readonly roomType?: true;
}

/** The analyzer's part of the panel store. */
export interface AnalyzerData {
  /** Availability and consent, as the background last said; null until asked. */
  readonly status: AnalyzerStatus | null;
  /** By photo URL. */
  readonly photos: Readonly<Record<string, PhotoEntry>>;
  /** The current listing's newest batch, and the listing it belongs to. */
  readonly batch: ListingBatchView | null;
  readonly batchListing: string | null;
  /** Why the last "Analyze all photos" could not start. */
  readonly batchError: { readonly code: ErrorCode; readonly detail: string } | null;
  /** By photo URL (kept with the panel's state, so a reopened panel never overrides a choice). */
  readonly settled: Readonly<Record<string, Settled>>;
  /** True once `settled` was read back: nothing is filled in before. */
  readonly settledLoaded: boolean;
}

export function emptyAnalyzer(): AnalyzerData {
  return { status: null, photos: {}, batch: null, batchListing: null, batchError: null, settled: {}, settledLoaded: false };
}

/** Where the panel keeps `settled` (the extension's own UI database: no content script reads or writes it). */
export const ANALYZER_UI_KEY = 'ui.analyzer';
/** Most photos whose settled fields are kept (the oldest go first). */
export const MAX_SETTLED = 300;

export const StoredSettled = z.object({
  settled: z.catch(z.record(z.string(), z.object({ group: z.optional(z.literal(true)), roomType: z.optional(z.literal(true)) })), {}),
});

/** The photo's suggestion, once its analysis is done. */
export function suggestionOf(analyzer: AnalyzerData, url: string | undefined): Suggestion | undefined {
  const entry = url === undefined ? undefined : analyzer.photos[url];
  return entry?.state === 'done' ? entry.suggestion : undefined;
}

/** The style group a suggestion names. */
export function groupOf(suggestion: Suggestion | undefined): StyleGroup | undefined {
  return suggestion?.classification;
}

/** The staging room type (an id of the service's list) a suggestion names. */
export function roomTypeOf(suggestion: Suggestion | undefined, roomTypes: readonly NamedOption[] | undefined): string | undefined {
  return suggestion && roomTypes ? stagingRoomTypeOf(suggestion, roomTypes) : undefined;
}

/** What filling in a photo's suggestion changes: form patches and the fields it settles. */
export interface Filling {
  readonly renovate?: { readonly group: StyleGroup };
  readonly stage?: { readonly roomType: string };
  readonly settle: Settled;
}

/**
 * What a suggestion may fill in on a photo's forms. NEVER OVER A CHOICE: a field is filled only
 * when it still holds its untouched value (no style picked and the tab not clicked; no room type
 * picked) and was not settled before; a field is settled once looked at with a suggestion, so a
 * user who changes it back later keeps their choice. The room type waits for the service's list.
 */
export function fillingFor(suggestion: Suggestion, forms: Forms, settled: Settled | undefined, roomTypes: readonly NamedOption[] | undefined): Filling | undefined {
  let renovate: Filling['renovate'];
  let stage: Filling['stage'];
  const settle: { group?: true; roomType?: true } = { ...settled };
  if (!settled?.group) {
    settle.group = true;
    if (forms.renovate.styleId === null && forms.renovate.group !== suggestion.classification) renovate = { group: suggestion.classification };
  }
  if (!settled?.roomType && roomTypes) {
    settle.roomType = true;
    const roomType = roomTypeOf(suggestion, roomTypes);
    if (roomType !== undefined && forms.stage.roomType === '') stage = { roomType };
  }
  if (settle.group === settled?.group && settle.roomType === settled?.roomType) return undefined;
  return { ...(renovate ? { renovate } : {}), ...(stage ? { stage } : {}), settle };
}

/** `settled` with one photo's entry updated and the oldest dropped beyond `MAX_SETTLED`. */
export function withSettled(all: Readonly<Record<string, Settled>>, url: string, settled: Settled): Record<string, Settled> {
  const { [url]: _old, ...others } = all;
  return Object.fromEntries(Object.entries({ ...others, [url]: settled }).slice(-MAX_SETTLED));
}
