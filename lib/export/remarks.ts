import { SOURCE_LOCALE, type Locale } from '../i18n/locales';
import type { ExportMessages } from '../i18n/messages/export/index';
import { OPERATIONS } from '../operations';
import type { StyleNameOf } from '../operations/types';
import { photoNumbers } from './file-names';
import type { ExportEntry, PreparedResult } from './types';
import { exportWords, operationInCaption, photoDisclosure, photoList } from './words';

/**
 * The remarks and captions of an export, in the listing's language (`locale`: the caller's
 * `listingLocale(listing, settings.labelLanguage)`; English by default). MLS rules want the public
 * remarks to begin with "One or more photo(s) was virtually staged." when any photo is staged;
 * California AB 723 wants a conspicuous statement for any altered photo. Every sentence is one
 * message of the export namespace (placeholders, plural forms), never glued from fragments.
 */

export { photoList };

/** The remarks sentence(s) for these results: staging first (MLS rules want it to begin the remarks), then altered; empty for none. */
export function mlsRemarks(entries: readonly Pick<ExportEntry, 'disclosure'>[], locale: Locale = SOURCE_LOCALE): string {
  const kinds = new Set(entries.map((entry) => entry.disclosure));
  const words = exportWords(locale).disclosure;
  return (['virtually-staged', 'digitally-altered'] as const)
    .filter((kind) => kinds.has(kind))
    .map((kind) => words.remark(kind))
    .join(' ');
}

/** A stored id as caption text: "living_room" → "living room" (the service's ids are its own names, in English). */
function idWords(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.replace(/_/g, ' ').trim().toLowerCase() : undefined;
}

/**
 * What was done to a photo, in words: "modern living room" for staging ("living room, estilo
 * modern" in Spanish: the word order is the message's), "renovation, Scandinavian, renovate" otherwise.
 */
export function describeResult(entry: Pick<ExportEntry, 'operation' | 'params'>, styleName: StyleNameOf = () => undefined, locale: Locale = SOURCE_LOCALE): string {
  const words = exportWords(locale);
  if (entry.operation === 'stage') {
    const room = idWords(entry.params.room_type);
    const style = idWords(entry.params.style);
    return room && style ? words.t('details.staging', { room, style }) : (room ?? style ?? '');
  }
  const parts = OPERATIONS[entry.operation].summarize(entry.params, styleName, locale).map((part) => part.trim()).filter(Boolean);
  return [operationInCaption(words, entry.operation), ...parts].join(', ');
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

/** The wrapping messages of a caption (literal keys, for the catalog test). */
const WRAP = { details: 'caption.details', linked: 'caption.original-linked' } as const satisfies Record<string, keyof ExportMessages>;

/**
 * One caption: "Photo 3: virtually staged, modern living room"; an unlabelled photo's says so
 * ("Photo 3: virtually staged (no label on the photo), …"), and a photo whose original is linked
 * ends with "; unaltered original: <URL>".
 */
export function caption(
  photoNumber: number,
  entry: Pick<ExportEntry, 'operation' | 'params' | 'disclosure' | 'photo'>,
  styleName?: StyleNameOf,
  facts: CaptionFacts = {},
  locale: Locale = SOURCE_LOCALE,
): string {
  const words = exportWords(locale);
  let text = photoDisclosure(words, photoNumber, entry.disclosure, facts.labelled !== false);
  const details = describeResult(entry, styleName, locale);
  if (details) text = words.t(WRAP.details, { caption: text, details });
  if (facts.originalLinked) text = words.t(WRAP.linked, { caption: text, url: entry.photo.url });
  return text;
}

/** Results in photo order (a photo with several results keeps their order), with their numbers. */
function inPhotoOrder(entries: readonly ExportEntry[]): { entry: ExportEntry; number: number }[] {
  const numbers = photoNumbers(entries);
  return entries
    .map((entry, index) => ({ entry, index, number: numbers.get(entry.id) ?? 0 }))
    .sort((a, b) => a.number - b.number || a.index - b.index);
}

/** One caption per result, in photo order (a photo with several results gets a line for each). */
export function captions(entries: readonly ExportEntry[], styleName?: StyleNameOf, facts: CaptionFactsById = new Map(), locale: Locale = SOURCE_LOCALE): string[] {
  return inPhotoOrder(entries).map(({ entry, number }) => caption(number, entry, styleName, facts.get(entry.id), locale));
}

/** The numbers of the photos whose results have `fact`, each once. */
function photosWith(entries: readonly ExportEntry[], facts: CaptionFactsById, fact: (facts: CaptionFacts) => boolean): number[] {
  return [
    ...new Set(
      inPhotoOrder(entries)
        .filter(({ entry }) => fact(facts.get(entry.id) ?? {}))
        .map(({ number }) => number),
    ),
  ];
}

/**
 * The sentence about the unaltered originals: that every one is available, and otherwise which
 * photos' originals are linked by URL instead (they could not be downloaded), so it is never untrue.
 */
export function originalsSentence(entries: readonly ExportEntry[], facts: CaptionFactsById = new Map(), locale: Locale = SOURCE_LOCALE): string {
  const { t } = exportWords(locale);
  const linked = photosWith(entries, facts, (f) => f.originalLinked === true);
  if (linked.length === 0) return t('remarks.originals.all');
  const missing = t('remarks.originals.linked', { count: linked.length, photos: photoList(linked, locale) });
  const othersAvailable = photosWith(entries, facts, () => true).some((n) => !linked.includes(n));
  // Two whole sentences side by side, each translated on its own.
  return othersAvailable ? `${missing} ${t('remarks.originals.others')}` : missing;
}

/** The sentence naming the photos that carry no label on the image (empty when every one does). */
export function unlabelledSentence(entries: readonly ExportEntry[], facts: CaptionFactsById = new Map(), locale: Locale = SOURCE_LOCALE): string {
  const unlabelled = photosWith(entries, facts, (f) => f.labelled === false);
  if (unlabelled.length === 0) return '';
  return exportWords(locale).t('remarks.unlabelled', { count: unlabelled.length, photos: photoList(unlabelled, locale) });
}

/**
 * The text a realtor pastes into the listing (`remarks.txt`, *Copy remarks*): the remarks
 * sentence(s), what is true of the unaltered originals (available, or linked by URL) and of
 * unlabelled photos, then one caption per photo; all in `locale`, the listing's language.
 */
export function remarksText(entries: readonly ExportEntry[], styleName?: StyleNameOf, facts: CaptionFactsById = new Map(), locale: Locale = SOURCE_LOCALE): string {
  if (entries.length === 0) return '';
  const notes = [originalsSentence(entries, facts, locale), unlabelledSentence(entries, facts, locale)].filter(Boolean);
  const lines = [mlsRemarks(entries, locale), ...notes, '', ...captions(entries, styleName, facts, locale)];
  return `${lines.join('\n')}\n`;
}
