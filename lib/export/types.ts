import type { LookManifest } from '../look/manifest';
import type { Locale } from '../i18n/locales';
import type { HistoryEntry } from '../library/history-entry';
import type { ListingContext } from '../listing';
import type { OptionNames } from '../operations/names';

/**
 * What a listing export is made of (panel-only: never imported by the content script). The
 * panel fetches and prepares the bytes; these modules name, describe and pack them, in Node as in
 * the browser.
 */

/** The sizes an export can be made in: the files as they are, or with the longest edge capped. */
export type ExportSize = 'original' | 'mls' | 'web';

/** The longest edge of each size in pixels (none for the original). */
export const EXPORT_SIZE_EDGE: Readonly<Record<ExportSize, number | null>> = { original: null, mls: 2048, web: 1280 };

/** The sizes in the order the export dialog offers them (named there, in the interface language). */
export const EXPORT_SIZES: readonly ExportSize[] = ['original', 'mls', 'web'];

/** One result to export, as history keeps it. */
export type ExportEntry = Pick<HistoryEntry, 'id' | 'operation' | 'params' | 'photo' | 'createdAt' | 'disclosure' | 'resultUrl'>;

/** An image's bytes and MIME type. */
export interface ExportImage {
  readonly bytes: Uint8Array;
  readonly type: string;
}

/** The fixture check of one exported result (#30), as the manifest records it. */
export interface FixtureCheckRecord {
  /** The check ran on it (false: it had not finished, or could not read the images). */
  readonly checked: boolean;
  /** The check saw a window or door changed. */
  readonly flagged: boolean;
  /** The realtor confirmed they checked the result. */
  readonly confirmed: boolean;
}

/** A result with its bytes, ready to pack. */
export interface PreparedResult {
  readonly entry: ExportEntry;
  /** The altered image as it goes into the ZIP, already resized; labelled unless `labelled` is false. */
  readonly altered: ExportImage;
  /**
   * Whether `altered` carries its disclosure label (`lib/export/label-rule.ts`); absent means it
   * does. When false, its caption carries the disclosure instead.
   */
  readonly labelled?: boolean;
  /** The altered image with its label, for the lookbook (always labelled); required when `labelled` is false. */
  readonly labelledAltered?: ExportImage;
  /** The original photo; null when it could not be fetched (then `originalNote` says why). */
  readonly original: ExportImage | null;
  readonly originalNote?: string;
  /** Before and after side by side, each labelled (JPEG); null or absent when there is no original. */
  readonly pair?: ExportImage | null;
  /** The result's fixture check; absent reads as not checked. */
  readonly fixtureCheck?: FixtureCheckRecord;
}

/** What the whole export is about. */
export interface ListingExportInput {
  readonly listing: ListingContext;
  readonly results: readonly PreparedResult[];
  readonly size: ExportSize;
  /** When the export was made (ms since the epoch). */
  readonly generatedAt: number;
  /** The service's names of the styles and room types results name by id (lib/operations/names.ts). */
  readonly names?: OptionNames;
  /**
   * The language of everything in the export: `listingLocale(listing, settings.labelLanguage)`,
   * which the panel passes; the listing's own language when absent.
   */
  readonly locale?: Locale;
  /** The listing's look, its photos' roles and the contact sheet's choices, when the export comes from one (issue #29). */
  readonly look?: LookManifest;
}
