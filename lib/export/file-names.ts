import { imageExtension } from '../format/filename';
import { hostOf, listingAddress } from '../format/listing';
import { SOURCE_LOCALE, type Locale } from '../i18n/locales';
import type { ExportMessages } from '../i18n/messages/export/index';
import type { ListingContext } from '../listing';
import type { ExportEntry } from './types';
import { exportWords, operationInFileName } from './words';

/** The file-name words of the export namespace (literal keys, for the messages-complete test). */
const FILE_WORD = { listing: 'file.listing', photo: 'file.photo', original: 'file.original', pair: 'file.pair' } as const satisfies Record<string, keyof ExportMessages>;

/** The longest slug a file or folder name gets (well inside every file system's limit). */
const MAX_SLUG = 60;

/**
 * Text as a file-name part: lowercase ASCII letters, digits and single hyphens. Accents are
 * dropped from their letters ("Café" → "cafe"); other scripts and symbols become separators, so
 * the name works on every portal's upload form. Empty when nothing is left.
 */
export function slugify(text: string): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase();
  const slug = ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return slug.slice(0, MAX_SLUG).replace(/-+$/, '');
}

/** The listing's folder and ZIP name: its address (`listingAddress`), else its title, else its site's host, else "listing" in `locale`. */
export function listingSlug(listing: Pick<ListingContext, 'address' | 'title' | 'listingUrl'>, locale: Locale = SOURCE_LOCALE): string {
  for (const text of [listingAddress(listing), listing.title, hostOf(listing.listingUrl)]) {
    const slug = text ? slugify(text) : '';
    if (slug) return slug;
  }
  return slugify(exportWords(locale).t(FILE_WORD.listing)) || 'listing';
}

/** The listing whose photo order numbers an export: the one exported (the panel's strip), else each result's own. */
export interface PhotoOrder {
  readonly photoUrls: readonly string[];
}

/** The photo's number in the listing (1-based, page order), or undefined when it is not one of the listing's photos. */
export function listedPhotoNumber(entry: Pick<ExportEntry, 'photo'>, listing: PhotoOrder = entry.photo.listing): number | undefined {
  const index = listing.photoUrls.indexOf(entry.photo.url);
  return index < 0 ? undefined : index + 1;
}

/**
 * A number for every result's photo: its place in `listing` (the listing exported, in the order
 * of its page and the panel's strip; without one, each result's own listing); photos the listing
 * does not list (a right-clicked image) get the next free numbers, one per distinct photo, in the
 * given order.
 */
export function photoNumbers(entries: readonly ExportEntry[], listing?: PhotoOrder): Map<string, number> {
  const numbers = new Map<string, number>();
  const byUrl = new Map<string, number>();
  let next = Math.max(0, ...(listing ? [listing.photoUrls.length] : entries.map((entry) => entry.photo.listing.photoUrls.length)));
  for (const entry of entries) {
    const number = listedPhotoNumber(entry, listing) ?? byUrl.get(entry.photo.url) ?? ++next;
    byUrl.set(entry.photo.url, number);
    numbers.set(entry.id, number);
  }
  return numbers;
}

/**
 * The order of every export (the ZIP's files, remarks, captions, lookbook, manifest, the export
 * dialog's list): the listing's photo order, never the order results were made in; a photo's
 * results oldest first (its first result keeps the plain file name). Each with its photo's number.
 */
export function exportOrder<E extends ExportEntry>(entries: readonly E[], listing?: PhotoOrder): { entry: E; number: number }[] {
  const numbers = photoNumbers(entries, listing);
  return entries
    .map((entry, index) => ({ entry, index, number: numbers.get(entry.id) ?? 0 }))
    .sort((a, b) => a.number - b.number || a.entry.createdAt - b.entry.createdAt || a.index - b.index)
    .map(({ entry, number }) => ({ entry, number }));
}

/** Prepared results (anything that carries its `entry`) in export order (`exportOrder`). */
export function inExportOrder<T extends { readonly entry: ExportEntry }>(items: readonly T[], listing?: PhotoOrder): T[] {
  const rank = new Map(exportOrder(items.map((item) => item.entry), listing).map(({ entry }, index) => [entry.id, index]));
  return [...items].sort((a, b) => (rank.get(a.entry.id) ?? 0) - (rank.get(b.entry.id) ?? 0));
}

/** The file names of one result in the export. */
export interface ResultFileNames {
  readonly photoNumber: number;
  /** The altered image, e.g. `12-orchard-lane-springfield/photo-03-renovate.jpg`. */
  readonly altered: string;
  /** The original photo beside it, e.g. `12-orchard-lane-springfield/photo-03-original.jpg`. */
  readonly original: string;
  /** Before and after side by side, named after the altered image: `…/photo-03-staging-pair.jpg`. */
  readonly pair: string;
}

/** Adds `-2`, `-3`… before the extension until the name is not taken (case-insensitively), and takes it. */
function claim(taken: Set<string>, base: string, extension: string): string {
  let name = `${base}.${extension}`;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base}-${n}.${extension}`;
  taken.add(name.toLowerCase());
  return name;
}

/**
 * Names for every file of an export, under the listing's folder: `photo-NN-<operation>.<ext>`
 * for a result, `photo-NN-original.<ext>` for its photo (one per photo, shared by its results),
 * `photo-NN-<operation>-pair.jpg` for the result's before/after image (always JPEG). No two files get the same name, whatever the results. `types` gives each result's image type
 * and its original's (JPEG when unknown). The words are the listing's language (`locale`), as the
 * agent who uploads them reads them: `foto-03-reforma.jpg`, `foto-03-original.jpg` in Spanish;
 * remarks.txt, lookbook.html and manifest.json keep their names, which tools and docs rely on.
 */
export function exportFileNames(
  folder: string,
  entries: readonly ExportEntry[],
  types: ReadonlyMap<string, { altered?: string; original?: string }> = new Map(),
  locale: Locale = SOURCE_LOCALE,
  listing?: PhotoOrder,
): Map<string, ResultFileNames> {
  const words = exportWords(locale);
  // Slugified: a translated word may carry accents ("avant-après"); file names stay ASCII.
  const word = (key: (typeof FILE_WORD)[keyof typeof FILE_WORD]) => slugify(words.t(key));
  const ordered = exportOrder(entries, listing);
  const lengths = listing ? [listing.photoUrls.length] : entries.map((entry) => entry.photo.listing.photoUrls.length);
  const largest = Math.max(0, ...ordered.map(({ number }) => number), ...lengths);
  const width = Math.max(2, String(largest).length);
  const taken = new Set<string>(['remarks.txt', 'lookbook.html', 'manifest.json'].map((name) => `${folder}/${name}`));
  const originals = new Map<string, string>();
  const names = new Map<string, ResultFileNames>();
  for (const { entry, number: photoNumber } of ordered) {
    const stem = `${folder}/${word(FILE_WORD.photo)}-${String(photoNumber).padStart(width, '0')}`;
    const type = types.get(entry.id);
    const original = originals.get(entry.photo.url) ?? claim(taken, `${stem}-${word(FILE_WORD.original)}`, imageExtension(type?.original));
    originals.set(entry.photo.url, original);
    const altered = claim(taken, `${stem}-${slugify(operationInFileName(words, entry.operation))}`, imageExtension(type?.altered));
    const pair = claim(taken, `${altered.replace(/\.[^./]+$/, '')}-${word(FILE_WORD.pair)}`, 'jpg');
    names.set(entry.id, { photoNumber, altered, original, pair });
  }
  return names;
}
