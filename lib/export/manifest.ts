import type { LookManifest } from '../look/manifest';
import { listingAddress } from '../format/listing';
import { SOURCE_LOCALE, type Locale } from '../i18n/locales';
import type { ExportMessages } from '../i18n/messages/export/index';
import type { ListingContext } from '../listing';
import { resultWords, type Disclosure, type Operation, type OptionNames } from '../operations';
import { inExportOrder, type ResultFileNames } from './file-names';
import { caption, captionFactsOf } from './remarks';
import type { ExportSize, FixtureCheckRecord, PreparedResult } from './types';
import { exportWords } from './words';

/** The manifest's notes (literal keys, for the messages-complete test). */
const NOTE = { originalMissing: 'note.original.missing', pairMissing: 'note.pair.missing', pairNotMade: 'note.pair.not-made' } as const satisfies Record<string, keyof ExportMessages>;

/** The record of a result exported without a fixture check. */
const NOT_CHECKED: FixtureCheckRecord = { checked: false, flagged: false, confirmed: false };

/**
 * One result in `manifest.json`. Its text fields are words in `language`, as the panel and the
 * captions say them; what tools match on (ids, the API's parameters) is under the `…Id` keys and
 * `apiParams`, which name no word anyone reads.
 */
export interface ManifestFile {
  readonly file: string;
  readonly photoNumber: number;
  /** The operation's name ("Virtual staging"). */
  readonly operation: string;
  /** The operation's parameters in words ("Living room", "Modern"). */
  readonly details: readonly string[];
  /** The disclosure label ("Virtually staged"). */
  readonly disclosure: string;
  /**
   * Whether the image file carries its disclosure label (`label-rule.ts`). When false, `caption`
   * is the photo's disclosure: post the photo with it.
   */
  readonly labelled: boolean;
  /** The photo's caption, as in remarks.txt. */
  readonly caption: string;
  /** For tools: the operation's id (`stage`), the disclosure's (`virtually-staged`), the parameters as sent to the API. */
  readonly operationId: Operation;
  readonly disclosureId: Disclosure;
  readonly apiParams: Readonly<Record<string, unknown>>;
  /** When the result was made (ISO 8601). */
  readonly createdAt: string;
  readonly resultUrl: string | null;
  readonly original: { readonly url: string; readonly file: string | null; readonly note?: string };
  /** The before/after image (always labelled); no file, and a note, when the original is missing. */
  readonly pair: { readonly file: string } | { readonly file: null; readonly note: string };
  /** Whether the fixture check (windows, doors) ran on the photo, flagged it, and the realtor confirmed it (#30). */
  readonly fixtureCheck: FixtureCheckRecord;
}

/** `manifest.json`: what is in the export and where each altered photo's original is. */
export interface ListingManifest {
  readonly format: 'reimagine-listing-export';
  /** 2: `operation` is the operation's name (its id moved to `operationId`), `params` became `apiParams`. */
  readonly version: 2;
  readonly generatedAt: string;
  /** The language of the labels, remarks, captions and notes (the listing's, or the one chosen in the options). */
  readonly language: Locale;
  readonly size: ExportSize;
  /** `address`: the page's, else the title when it is one (`listingAddress`); null only when neither is. */
  readonly listing: { readonly url: string; readonly address: string | null; readonly title: string | null; readonly price: string | null; readonly site: string };
  readonly remarks: string;
  readonly files: readonly ManifestFile[];
  /** The listing's look, roles and contact-sheet choices, when the export came from a look (issue #29). */
  readonly look?: LookManifest;
}

/**
 * Builds the manifest from the prepared results and their file names, its files in the listing's
 * photo order (`exportOrder`); its human-readable text in `locale` (English by default).
 */
export function buildManifest(input: {
  listing: Pick<ListingContext, 'listingUrl' | 'site' | 'address' | 'title' | 'price' | 'photoUrls'>;
  results: readonly PreparedResult[];
  names: ReadonlyMap<string, ResultFileNames>;
  size: ExportSize;
  generatedAt: number;
  remarks: string;
  optionNames?: OptionNames;
  locale?: Locale;
  look?: LookManifest;
}): ListingManifest {
  const { listing } = input;
  const locale = input.locale ?? SOURCE_LOCALE;
  const { t, disclosure } = exportWords(locale);
  const facts = captionFactsOf(input.results);
  return {
    format: 'reimagine-listing-export',
    version: 2,
    generatedAt: new Date(input.generatedAt).toISOString(),
    language: locale,
    size: input.size,
    listing: { url: listing.listingUrl, address: listingAddress(listing) ?? null, title: listing.title ?? null, price: listing.price ?? null, site: listing.site },
    remarks: input.remarks,
    files: inExportOrder(input.results, listing).map(({ entry, original, originalNote, labelled, pair, fixtureCheck }) => {
      const names = input.names.get(entry.id);
      if (!names) throw new Error(`No file name for result ${entry.id}`);
      const words = resultWords(entry.operation, entry.params, input.optionNames, locale);
      return {
        file: names.altered,
        photoNumber: names.photoNumber,
        operation: words.operation,
        details: words.details,
        disclosure: disclosure.label(entry.disclosure),
        labelled: labelled !== false,
        caption: caption(names.photoNumber, entry, { names: input.optionNames ?? {}, facts: facts.get(entry.id) ?? {}, locale }),
        operationId: entry.operation,
        disclosureId: entry.disclosure,
        apiParams: entry.params,
        createdAt: new Date(entry.createdAt).toISOString(),
        resultUrl: entry.resultUrl ?? null,
        original: original
          ? { url: entry.photo.url, file: names.original }
          : { url: entry.photo.url, file: null, note: originalNote ?? t(NOTE.originalMissing) },
        pair: pair ? { file: names.pair } : { file: null, note: t(original ? NOTE.pairNotMade : NOTE.pairMissing) },
        fixtureCheck: fixtureCheck ?? NOT_CHECKED,
      };
    }),
    ...(input.look ? { look: input.look } : {}),
  };
}
