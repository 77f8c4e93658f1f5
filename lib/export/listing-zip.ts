import { strToU8, zipSync, type Zippable } from 'fflate';
import { listingLocale } from '../i18n/listing-locale';
import { usableLocale } from '../i18n/load';
import { exportFileNames, inExportOrder, listingSlug } from './file-names';
import { buildLookbook, dataUrl } from './lookbook';
import { buildManifest } from './manifest';
import { caption, captionFactsOf, remarksText } from './remarks';
import type { ListingExportInput } from './types';

/** The packed export: the ZIP's bytes and the name to save it under (`<address-slug>.zip`). */
export interface ListingZip {
  readonly fileName: string;
  readonly bytes: Uint8Array;
  /** Every path in the ZIP, in order. */
  readonly paths: readonly string[];
}

/** A ZIP-entry date for fflate: its DOS format cannot store years before 1980. */
function zipDate(ms: number): Date {
  return new Date(Math.max(ms, Date.UTC(1980, 0, 2)));
}

/**
 * Packs a listing export from bytes already fetched and prepared by the panel: for each result
 * its altered image (labelled unless the user turned labels off, `label-rule.ts`), its original
 * photo and its before/after pair image, then `remarks.txt`, `lookbook.html` and
 * `manifest.json`, all under one folder named after the listing. Images are stored as they are
 * (JPEG does not compress again), and so is the lookbook (mostly base64 photos: deflating it took
 * seconds for a few percent); remarks and manifest are deflated. A result whose original could not be
 * fetched still exports, with the original's URL and a note in its place and no pair image; the
 * remarks, captions and manifest say so.
 *
 * Every part of it (files, remarks, captions, lookbook, manifest) follows the listing's photo
 * order (`inExportOrder`), never the order the results were made in.
 *
 * Every word in it (file names, remarks, captions, lookbook, manifest notes) is in `input.locale`,
 * the language the panel chose for the listing; without one, the listing's own language
 * (`listingLocale`), so a Spanish listing never gets English remarks by omission. That language's
 * translations are loaded first (lib/i18n/load.ts); English if they cannot be.
 */
export async function assembleListingZip(input: ListingExportInput): Promise<ListingZip> {
  const locale = await usableLocale(input.locale ?? listingLocale(input.listing));
  const { listing } = input;
  const folder = listingSlug(listing, locale);
  // Everything below in the listing's photo order, whatever order the results came in.
  const results = inExportOrder(input.results, listing);
  const entries = results.map((result) => result.entry);
  const types = new Map(results.map((r) => [r.entry.id, { altered: r.altered.type, original: r.original?.type }]));
  const names = exportFileNames(folder, entries, types, locale, listing);
  const optionNames = input.names ?? {};
  const remarks = remarksText(entries, { names: optionNames, facts: captionFactsOf(results), locale, listing });
  const files: Zippable = {};
  const mtime = zipDate(input.generatedAt);
  const pairs = results.map(({ entry, altered, labelled, labelledAltered, original, originalNote, pair }) => {
    const name = names.get(entry.id);
    if (!name) throw new Error(`No file name for result ${entry.id}`);
    // The lookbook is labelled always (label-rule.ts): an unlabelled photo brings its labelled copy.
    const shown = labelled === false ? labelledAltered : altered;
    if (!shown) throw new Error(`Result ${entry.id} is unlabelled and has no labelled copy for the lookbook`);
    files[name.altered] = [altered.bytes, { level: 0, mtime }];
    if (original) files[name.original] = [original.bytes, { level: 0, mtime }];
    if (pair) files[name.pair] = [pair.bytes, { level: 0, mtime }];
    return {
      photoNumber: name.photoNumber,
      disclosure: entry.disclosure,
      // The lookbook's image is labelled, so its caption is the plain one.
      caption: caption(name.photoNumber, entry, { names: optionNames, locale }),
      alteredSrc: dataUrl(shown.bytes, shown.type),
      originalSrc: original ? dataUrl(original.bytes, original.type) : null,
      originalUrl: entry.photo.url,
      ...(originalNote ? { originalNote } : {}),
    };
  });
  const lookbook = await buildLookbook({ listing, pairs, remarks: remarks.split('\n')[0] ?? '', generatedAt: input.generatedAt, locale });
  const manifest = buildManifest({ listing, results, names, size: input.size, generatedAt: input.generatedAt, remarks, locale, optionNames, ...(input.look ? { look: input.look } : {}) });
  files[`${folder}/remarks.txt`] = [strToU8(remarks), { level: 6, mtime }];
  files[`${folder}/lookbook.html`] = [strToU8(lookbook), { level: 0, mtime }];
  files[`${folder}/manifest.json`] = [strToU8(`${JSON.stringify(manifest, null, 2)}\n`), { level: 6, mtime }];
  return { fileName: `${folder}.zip`, bytes: zipSync(files), paths: Object.keys(files) };
}
