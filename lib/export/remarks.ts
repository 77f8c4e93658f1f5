import { SOURCE_LOCALE, type Locale } from '../i18n/locales';
import type { ExportMessages } from '../i18n/messages/export/index';
import { resultLabel, type OptionNames } from '../operations';
import { exportOrder, type PhotoOrder } from './file-names';
import type { ExportEntry, PreparedResult } from './types';
import { exportWords, photoDisclosure, photoList } from './words';

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

/**
 * What was done to a photo, in words: the result's one label ("Virtual staging · Living room ·
 * Modern", "Renovation · Scandinavian · Renovate"), as History shows it, in the listing's language.
 */
export function describeResult(entry: Pick<ExportEntry, 'operation' | 'params'>, names: OptionNames = {}, locale: Locale = SOURCE_LOCALE): string {
  return resultLabel(entry.operation, entry.params, names, locale);
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

/** How an export's texts are written: all optional (English, the lists' names unknown, every photo labelled and its original included). */
export interface RemarksOptions {
  /** The service's names of styles and room types (lib/operations/names.ts). */
  readonly names?: OptionNames;
  readonly facts?: CaptionFactsById;
  readonly locale?: Locale;
  /** The listing exported, whose photo order numbers the photos (`exportOrder`); each result's own without it. */
  readonly listing?: PhotoOrder;
}

/** The caption facts of prepared results: whether each photo carries its label, whether its original is missing. */
export function captionFactsOf(results: readonly Pick<PreparedResult, 'entry' | 'labelled' | 'original'>[]): Map<string, CaptionFacts> {
  return new Map(results.map((r) => [r.entry.id, { labelled: r.labelled !== false, originalLinked: r.original === null }]));
}

/** The wrapping messages of a caption (literal keys, for the messages-complete test). */
const WRAP = { details: 'caption.details', linked: 'caption.original-linked' } as const satisfies Record<string, keyof ExportMessages>;

/**
 * One caption: "Photo 3: virtually staged, Virtual staging · Living room · Modern"; an unlabelled
 * photo's says so ("Photo 3: virtually staged (no label on the photo), …"), and a photo whose
 * original is linked ends with "; unaltered original: <URL>".
 */
export function caption(
  photoNumber: number,
  entry: Pick<ExportEntry, 'operation' | 'params' | 'disclosure' | 'photo'>,
  options: { readonly names?: OptionNames; readonly facts?: CaptionFacts; readonly locale?: Locale } = {},
): string {
  const { facts = {}, locale = SOURCE_LOCALE } = options;
  const words = exportWords(locale);
  let text = photoDisclosure(words, photoNumber, entry.disclosure, facts.labelled !== false);
  const details = describeResult(entry, options.names, locale);
  if (details) text = words.t(WRAP.details, { caption: text, details });
  if (facts.originalLinked) text = words.t(WRAP.linked, { caption: text, url: entry.photo.url });
  return text;
}

/** One caption per result, in the listing's photo order (`exportOrder`; a photo with several results gets a line for each). */
export function captions(entries: readonly ExportEntry[], options: RemarksOptions = {}): string[] {
  const { facts = new Map<string, CaptionFacts>() } = options;
  return exportOrder(entries, options.listing).map(({ entry, number }) => caption(number, entry, { ...options, facts: facts.get(entry.id) }));
}

/** The numbers of the photos whose results have `fact`, each once. */
function photosWith(entries: readonly ExportEntry[], options: RemarksOptions, fact: (facts: CaptionFacts) => boolean): number[] {
  const facts = options.facts ?? new Map<string, CaptionFacts>();
  return [
    ...new Set(
      exportOrder(entries, options.listing)
        .filter(({ entry }) => fact(facts.get(entry.id) ?? {}))
        .map(({ number }) => number),
    ),
  ];
}

/**
 * The sentence about the unaltered originals: that every one is available, and otherwise which
 * photos' originals are linked by URL instead (they could not be downloaded), so it is never untrue.
 */
export function originalsSentence(entries: readonly ExportEntry[], options: RemarksOptions = {}): string {
  const { locale = SOURCE_LOCALE } = options;
  const { t } = exportWords(locale);
  const linked = photosWith(entries, options, (f) => f.originalLinked === true);
  if (linked.length === 0) return t('remarks.originals.all');
  const missing = t('remarks.originals.linked', { count: linked.length, photos: photoList(linked, locale) });
  const othersAvailable = photosWith(entries, options, () => true).some((n) => !linked.includes(n));
  // Two whole sentences side by side, each translated on its own.
  return othersAvailable ? `${missing} ${t('remarks.originals.others')}` : missing;
}

/** The sentence naming the photos that carry no label on the image (empty when every one does). */
export function unlabelledSentence(entries: readonly ExportEntry[], options: RemarksOptions = {}): string {
  const { locale = SOURCE_LOCALE } = options;
  const unlabelled = photosWith(entries, options, (f) => f.labelled === false);
  if (unlabelled.length === 0) return '';
  return exportWords(locale).t('remarks.unlabelled', { count: unlabelled.length, photos: photoList(unlabelled, locale) });
}

/**
 * The text a realtor pastes into the listing (`remarks.txt`, *Copy remarks*): the remarks
 * sentence(s), what is true of the unaltered originals (available, or linked by URL) and of
 * unlabelled photos, then one caption per photo; all in `locale`, the listing's language.
 */
export function remarksText(entries: readonly ExportEntry[], options: RemarksOptions = {}): string {
  if (entries.length === 0) return '';
  const notes = [originalsSentence(entries, options), unlabelledSentence(entries, options)].filter(Boolean);
  const lines = [mlsRemarks(entries, options.locale), ...notes, '', ...captions(entries, options)];
  return `${lines.join('\n')}\n`;
}
