import { OPERATIONS } from '../operations';
import { DISCLOSURE_LABEL } from '../format/operation';
import type { StyleNameOf } from '../operations/types';
import type { ResultFileNames } from './file-names';
import { caption, captionFactsOf } from './remarks';
import type { ExportSize, PreparedResult } from './types';

/** What the note says when an original photo could not be fetched. */
export const MISSING_ORIGINAL_NOTE = 'The original photo could not be downloaded; it is linked by its URL instead.';

/** Why a result has no before/after pair image. */
export const MISSING_PAIR_NOTE = 'No before/after image: the original photo could not be downloaded.';

/** One result in `manifest.json`. */
export interface ManifestFile {
  readonly file: string;
  readonly photoNumber: number;
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
  readonly size: ExportSize;
  readonly listing: { readonly url: string; readonly address: string | null; readonly title: string | null; readonly price: string | null; readonly site: string };
  readonly remarks: string;
  readonly files: readonly ManifestFile[];
}

/** Builds the manifest from the prepared results and their file names. */
export function buildManifest(input: {
  listing: { listingUrl: string; site: string; address?: string; title?: string; price?: string };
  results: readonly PreparedResult[];
  names: ReadonlyMap<string, ResultFileNames>;
  size: ExportSize;
  generatedAt: number;
  remarks: string;
  styleName?: StyleNameOf;
}): ListingManifest {
  const { listing } = input;
  const facts = captionFactsOf(input.results);
  return {
    format: 'reimagine-listing-export',
    version: 1,
    generatedAt: new Date(input.generatedAt).toISOString(),
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
        operationLabel: OPERATIONS[entry.operation].label,
        disclosure: DISCLOSURE_LABEL[entry.disclosure],
        labelled: labelled !== false,
        caption: caption(names.photoNumber, entry, input.styleName, facts.get(entry.id)),
        params: entry.params,
        createdAt: new Date(entry.createdAt).toISOString(),
        resultUrl: entry.resultUrl ?? null,
        original: original
          ? { url: entry.photo.url, file: names.original }
          : { url: entry.photo.url, file: null, note: originalNote ?? MISSING_ORIGINAL_NOTE },
        pair: pair ? { file: names.pair } : { file: null, note: original ? 'No before/after image was made.' : MISSING_PAIR_NOTE },
      };
    }),
  };
}
