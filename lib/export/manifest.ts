import { SOURCE_LOCALE, type Locale } from '../i18n/locales';
import type { ExportMessages } from '../i18n/messages/export/index';
import { operationLabel } from '../operations/words';
import type { StyleNameOf } from '../operations/types';
import type { ResultFileNames } from './file-names';
import { caption, captionFactsOf } from './remarks';
import type { ExportSize, PreparedResult } from './types';
import { exportWords } from './words';

/** The manifest's notes (literal keys, for the catalog test). */
const NOTE = { originalMissing: 'note.original.missing', pairMissing: 'note.pair.missing', pairNotMade: 'note.pair.not-made' } as const satisfies Record<string, keyof ExportMessages>;

/** One result in `manifest.json`. */
export interface ManifestFile {
  readonly file: string;
  readonly photoNumber: number;
  /** The operation's id (for tools), then its name and the disclosure label in `language`. */
  readonly operation: string;
  readonly operationLabel: string;
  readonly disclosure: string;
  /**
   * Whether the image file carries its disclosure label (`label-rule.ts`). When false, `caption`
   * is the photo's disclosure: post the photo with it.
   */
  readonly labelled: boolean;
  /** The photo's caption, as in remarks.txt. */
  readonly caption: string;
  readonly params: Readonly<Record<string, unknown>>;
  /** When the result was made (ISO 8601). */
  readonly createdAt: string;
  readonly resultUrl: string | null;
  readonly original: { readonly url: string; readonly file: string | null; readonly note?: string };
  /** The before/after image (always labelled); no file, and a note, when the original is missing. */
  readonly pair: { readonly file: string } | { readonly file: null; readonly note: string };
}

/** `manifest.json`: what is in the export and where each altered photo's original is. */
export interface ListingManifest {
  readonly format: 'reimagine-listing-export';
  readonly version: 1;
  readonly generatedAt: string;
  /** The language of the labels, remarks, captions and notes (the listing's, or the one chosen in the options). */
  readonly language: Locale;
  readonly size: ExportSize;
  readonly listing: { readonly url: string; readonly address: string | null; readonly title: string | null; readonly price: string | null; readonly site: string };
  readonly remarks: string;
  readonly files: readonly ManifestFile[];
}

/** Builds the manifest from the prepared results and their file names; its human-readable text in `locale` (English by default). */
export function buildManifest(input: {
  listing: { listingUrl: string; site: string; address?: string; title?: string; price?: string };
  results: readonly PreparedResult[];
  names: ReadonlyMap<string, ResultFileNames>;
  size: ExportSize;
  generatedAt: number;
  remarks: string;
  styleName?: StyleNameOf;
  locale?: Locale;
}): ListingManifest {
  const { listing } = input;
  const locale = input.locale ?? SOURCE_LOCALE;
  const { t, disclosure } = exportWords(locale);
  const facts = captionFactsOf(input.results);
  return {
    format: 'reimagine-listing-export',
    version: 1,
    generatedAt: new Date(input.generatedAt).toISOString(),
    language: locale,
    size: input.size,
    listing: { url: listing.listingUrl, address: listing.address ?? null, title: listing.title ?? null, price: listing.price ?? null, site: listing.site },
    remarks: input.remarks,
    files: input.results.map(({ entry, original, originalNote, labelled, pair }) => {
      const names = input.names.get(entry.id);
      if (!names) throw new Error(`No file name for result ${entry.id}`);
      return {
        file: names.altered,
        photoNumber: names.photoNumber,
        operation: entry.operation,
        operationLabel: operationLabel(entry.operation, locale),
        disclosure: disclosure.label(entry.disclosure),
        labelled: labelled !== false,
        caption: caption(names.photoNumber, entry, input.styleName, facts.get(entry.id), locale),
        params: entry.params,
        createdAt: new Date(entry.createdAt).toISOString(),
        resultUrl: entry.resultUrl ?? null,
        original: original
          ? { url: entry.photo.url, file: names.original }
          : { url: entry.photo.url, file: null, note: originalNote ?? t(NOTE.originalMissing) },
        pair: pair ? { file: names.pair } : { file: null, note: t(original ? NOTE.pairNotMade : NOTE.pairMissing) },
      };
    }),
  };
}
