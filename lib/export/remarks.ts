import { OPERATIONS, type Disclosure } from '../operations';
import type { StyleNameOf } from '../operations/types';
import { DISCLOSURE_LABEL } from '../format/operation';
import { photoNumbers } from './file-names';
import type { ExportEntry, PreparedResult } from './types';

/**
 * The words listing rules ask for. MLS rules want the public remarks to begin with
 * "One or more photo(s) was virtually staged." when any photo is staged; California AB 723 wants a
 * conspicuous statement for any altered photo.
 */
export const REMARK_SENTENCE: Readonly<Record<Disclosure, string>> = {
  'virtually-staged': 'One or more photo(s) was virtually staged.',
  'digitally-altered': 'One or more photo(s) was digitally altered.',
};

/** The remarks sentence(s) for these results: staging first (MLS rules want it to begin the remarks), then altered; empty for none. */
export function mlsRemarks(entries: readonly Pick<ExportEntry, 'disclosure'>[]): string {
  const kinds = new Set(entries.map((entry) => entry.disclosure));
  return (['virtually-staged', 'digitally-altered'] as const)
    .filter((kind) => kinds.has(kind))
    .map((kind) => REMARK_SENTENCE[kind])
    .join(' ');
}

/** What was done to a photo, in words: "modern living room" for staging, "renovation, Scandinavian, renovate" otherwise. */
export function describeResult(entry: Pick<ExportEntry, 'operation' | 'params'>, styleName: StyleNameOf = () => undefined): string {
  const parts = OPERATIONS[entry.operation].summarize(entry.params, styleName).map((part) => part.trim()).filter(Boolean);
  if (entry.operation === 'stage') return parts.reverse().join(' ').toLowerCase();
  return [OPERATIONS[entry.operation].label.toLowerCase(), ...parts].join(', ');
}

/**
 * What a caption must say beyond what was done: `labelled` false when the photo itself carries no
 * disclosure label (labels off, `label-rule.ts`), so the caption is its disclosure; `originalLinked`
 * when its original could not be put in the export, so the caption gives the original's URL.
 */
export interface CaptionFacts {
  readonly labelled?: boolean;
  readonly originalLinked?: boolean;
}

/** The facts of each result, by id (absent: labelled, original included). */
export type CaptionFactsById = ReadonlyMap<string, CaptionFacts>;

/** The caption facts of prepared results: whether each photo carries its label, whether its original is missing. */
export function captionFactsOf(results: readonly Pick<PreparedResult, 'entry' | 'labelled' | 'original'>[]): Map<string, CaptionFacts> {
  return new Map(results.map((r) => [r.entry.id, { labelled: r.labelled !== false, originalLinked: r.original === null }]));
}

/**
 * One caption: "Photo 3: virtually staged, modern living room"; an unlabelled photo's says so
 * ("Photo 3: virtually staged (no label on the photo), …"), and a photo whose original is linked
 * ends with "; unaltered original: <URL>".
 */
export function caption(photoNumber: number, entry: Pick<ExportEntry, 'operation' | 'params' | 'disclosure' | 'photo'>, styleName?: StyleNameOf, facts: CaptionFacts = {}): string {
  const what = describeResult(entry, styleName);
  const disclosure = `${DISCLOSURE_LABEL[entry.disclosure].toLowerCase()}${facts.labelled === false ? ' (no label on the photo)' : ''}`;
  const original = facts.originalLinked ? `; unaltered original: ${entry.photo.url}` : '';
  return `Photo ${photoNumber}: ${disclosure}${what ? `, ${what}` : ''}${original}`;
}

/** Results in photo order (a photo with several results keeps their order), with their numbers. */
function inPhotoOrder(entries: readonly ExportEntry[]): { entry: ExportEntry; number: number }[] {
  const numbers = photoNumbers(entries);
  return entries
    .map((entry, index) => ({ entry, index, number: numbers.get(entry.id) ?? 0 }))
    .sort((a, b) => a.number - b.number || a.index - b.index);
}

/** One caption per result, in photo order (a photo with several results gets a line for each). */
export function captions(entries: readonly ExportEntry[], styleName?: StyleNameOf, facts: CaptionFactsById = new Map()): string[] {
  return inPhotoOrder(entries).map(({ entry, number }) => caption(number, entry, styleName, facts.get(entry.id)));
}

/** "photo 3", "photos 3 and 5", "photos 1, 3 and 5". */
export function photoList(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b).map(String);
  if (sorted.length <= 1) return `photo ${sorted.join('')}`;
  return `photos ${sorted.slice(0, -1).join(', ')} and ${sorted.at(-1) ?? ''}`;
}

/** The numbers of the photos whose results have `fact`. */
function photosWith(entries: readonly ExportEntry[], facts: CaptionFactsById, fact: (facts: CaptionFacts) => boolean): number[] {
  return inPhotoOrder(entries)
    .filter(({ entry }) => fact(facts.get(entry.id) ?? {}))
    .map(({ number }) => number);
}

/**
 * The sentence about the unaltered originals: that every one is available, and otherwise which
 * photos' originals are linked by URL instead (they could not be downloaded), so it is never untrue.
 */
export function originalsSentence(entries: readonly ExportEntry[], facts: CaptionFactsById = new Map()): string {
  const linked = [...new Set(photosWith(entries, facts, (f) => f.originalLinked === true))];
  if (linked.length === 0) return 'The unaltered original of every altered photo is available.';
  const others = photosWith(entries, facts, () => true).some((n) => !linked.includes(n)) ? ' The originals of the other photos are available.' : '';
  const missing =
    linked.length === 1
      ? `The unaltered original of ${photoList(linked)} could not be downloaded: its address is given in its caption below.`
      : `The unaltered originals of ${photoList(linked)} could not be downloaded: each address is given in the photo's caption below.`;
  return missing + others;
}

/** The sentence naming the photos that carry no label on the image (empty when every one does). */
export function unlabelledSentence(entries: readonly ExportEntry[], facts: CaptionFactsById = new Map()): string {
  const unlabelled = [...new Set(photosWith(entries, facts, (f) => f.labelled === false))];
  if (unlabelled.length === 0) return '';
  const list = photoList(unlabelled);
  const subject = `${list.charAt(0).toUpperCase()}${list.slice(1)}`;
  return unlabelled.length === 1
    ? `${subject} carries no disclosure label on the image: post it with its caption below, which says how it was altered.`
    : `${subject} carry no disclosure label on the image: post each with its caption below, which says how it was altered.`;
}

/**
 * The text a realtor pastes into the listing (`remarks.txt`, *Copy remarks*): the remarks
 * sentence(s), what is true of the unaltered originals (available, or linked by URL) and of
 * unlabelled photos, then one caption per photo.
 */
export function remarksText(entries: readonly ExportEntry[], styleName?: StyleNameOf, facts: CaptionFactsById = new Map()): string {
  if (entries.length === 0) return '';
  const notes = [originalsSentence(entries, facts), unlabelledSentence(entries, facts)].filter(Boolean);
  const lines = [mlsRemarks(entries), ...notes, '', ...captions(entries, styleName, facts)];
  return `${lines.join('\n')}\n`;
}
