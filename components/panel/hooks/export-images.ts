/**
 * The images of a listing export, prepared on canvas in the panel (DOM APIs, no React): each
 * result at the export's size, labelled or not as `lib/export/label-rule.ts` says, its original
 * photo, and its before/after pair image. Re-encoding and JPEG quality follow
 * `lib/export/encoding.ts`; the packer (`lib/export/listing-zip.ts`) names and zips them. Labels
 * and notes are in the listing's language (`ExportWords`), like the rest of the export.
 */
import { fittedSize, mustReencode } from '../../../lib/export/encoding';
import { carriesLabel } from '../../../lib/export/label-rule';
import type { ExportEntry, ExportImage, PreparedResult } from '../../../lib/export/types';
import type { ExportWords } from '../../../lib/export/words';
import type { ExportMessages } from '../../../lib/i18n/messages/export/index';
import { MAX_PHOTO_BYTES } from '../../../lib/acquisition/acquisition';
import type { ImageSource } from '../../../lib/acquisition/network-policy';
import { imageTypeOf } from '../../../lib/images/sniff';
import { drawPairImage } from '../../shared/compare-card';
import { fetchImageBlob } from '../../shared/fetch-image';
import { Problem, sizeWords } from '../../shared/problem';
import { decode, drawFitted, toPortalJpeg, type Picture } from '../../shared/image-tools';

/**
 * The blob's bytes and their type, or null when they are no image type Reimagine writes. The type
 * is decided by `imageTypeOf` (lib/images/sniff.ts: what the bytes are), never taken from the
 * blob: it goes into the lookbook's `data:` URLs and the ZIP's file names (#26).
 */
async function bytesOf(blob: Blob): Promise<ExportImage | null> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const type = imageTypeOf(bytes, blob.type);
  return type ? { bytes, type } : null;
}

/** A canvas' encoding as export bytes (always a known type; a refusal would be a browser bug). */
async function encodedOf(blob: Blob): Promise<ExportImage> {
  const image = await bytesOf(blob);
  if (!image) throw new Problem('not-an-image');
  return image;
}

/**
 * `blob` (decoded as `picture`) as it goes into the export: byte for byte when nothing must
 * change, else drawn at the export's size with `label` (when given) and encoded as a JPEG within
 * the portals' cap.
 */
async function exportedImage(blob: Blob, picture: Picture, edge: number | null, label: string | null): Promise<ExportImage> {
  const { resized } = fittedSize(picture.width, picture.height, edge);
  const kept = mustReencode({ resized, labelled: label !== null, bytes: blob.size, sizeCapped: edge !== null }) ? null : await bytesOf(blob);
  // Bytes of a type Reimagine does not write are re-encoded too.
  return kept ?? encodedOf(await toPortalJpeg(drawFitted(picture, edge, label)));
}

/** An original photo fetched for an export: its bytes as they go into the ZIP, or null and a note saying why. */
export interface FetchedOriginal {
  readonly image: ExportImage | null;
  readonly note?: string;
}

/** The notes on a missing original (literal keys, for the messages-complete test). */
const NOTE = {
  http: 'note.original.http',
  missing: 'note.original.missing',
  unreadable: 'note.original.unreadable',
  tooLarge: 'note.original.too-large',
  tooManyPixels: 'note.original.too-many-pixels',
  private: 'note.original.private',
} as const satisfies Record<string, keyof ExportMessages>;

/** The note on an original that could not be fetched or decoded (`fallback` for any other failure). */
function originalNote(error: unknown, t: ExportWords['t'], fallback: typeof NOTE.missing | typeof NOTE.unreadable): string {
  if (!(error instanceof Problem)) return t(fallback);
  if (error.kind === 'image-http') return t(NOTE.http, { status: error.status ?? 0 });
  if (error.kind === 'private-address') return t(NOTE.private);
  if (error.kind === 'too-large') return t(NOTE.tooLarge, { megabytes: sizeWords(error).megabytes });
  if (error.kind === 'too-many-pixels') {
    const { width, height, megapixels } = sizeWords(error);
    return t(NOTE.tooManyPixels, { width, height, megapixels });
  }
  return t(fallback);
}

/**
 * The original photo at the export's size, downloaded with the background's photo cap
 * (`MAX_PHOTO_BYTES`). At *Original size* it is not even decoded: the bytes the listing published
 * go into the ZIP as they are. A note on a missing one (too large, too many pixels, unreachable,
 * on a private address its listing's page may not name: `source`) is in `words`' language.
 */
export async function fetchOriginal(url: string, source: ImageSource, edge: number | null, { t }: ExportWords): Promise<FetchedOriginal> {
  let blob: Blob;
  try {
    blob = await fetchImageBlob(url, MAX_PHOTO_BYTES, source);
  } catch (error) {
    return { image: null, note: originalNote(error, t, NOTE.missing) };
  }
  // As published, when they are of a type Reimagine writes; else decoded and re-encoded below.
  const asPublished = edge === null ? await bytesOf(blob) : null;
  if (asPublished) return { image: asPublished };
  try {
    const picture = await decode(blob);
    try {
      return { image: await exportedImage(blob, picture, edge, null) };
    } finally {
      picture.close();
    }
  } catch (error) {
    return { image: null, note: originalNote(error, t, NOTE.unreadable) };
  }
}

/** The before/after pair image from the exported original and the decoded result; null when the original does not decode. */
async function pairImage(original: ExportImage, after: Picture, labels: { before: string; after: string }, edge: number | null): Promise<ExportImage | null> {
  const before = await decode(new Blob([original.bytes as BlobPart], { type: original.type })).catch(() => null);
  if (!before) return null;
  try {
    return await encodedOf(await drawPairImage({ before, after, beforeLabel: labels.before, afterLabel: labels.after, maxWidth: edge }));
  } finally {
    before.close();
  }
}

/** What one result of the export is made from. */
export interface ResultSource {
  readonly entry: ExportEntry;
  /** The result image as the service made it (local copy or hosted file). */
  readonly result: Blob;
  readonly original: FetchedOriginal;
  /** The longest edge of the export's size; null at *Original size*. */
  readonly edge: number | null;
  /** The listing's words: its label ("Amueblado virtualmente") and the pair's "Original". */
  readonly words: ExportWords;
  /** Whether the options turn the result's label on. */
  readonly labelSettingOn: boolean;
}

/**
 * One result ready to pack: the altered image (labelled when the setting is on), a labelled copy
 * for the lookbook when it is not, its original, and the pair image (labelled always).
 */
export async function prepareResult(source: ResultSource): Promise<PreparedResult> {
  const { entry, original, edge, words } = source;
  const label = words.disclosure.label(entry.disclosure);
  const picture = await decode(source.result);
  try {
    const labelled = carriesLabel('photo', source.labelSettingOn);
    const altered = await exportedImage(source.result, picture, edge, labelled ? label : null);
    const labelledAltered = labelled ? undefined : await exportedImage(source.result, picture, edge, label);
    const pair = original.image ? await pairImage(original.image, picture, { before: words.disclosure.original, after: label }, edge) : null;
    return {
      entry,
      altered,
      labelled,
      ...(labelledAltered ? { labelledAltered } : {}),
      original: original.image,
      ...(original.note ? { originalNote: original.note } : {}),
      pair,
    };
  } finally {
    picture.close();
  }
}
