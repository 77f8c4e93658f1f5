/**
 * Image type detection from magic bytes. The `Content-Type` a server sends can't be trusted
 * (CDNs serve HTML error pages as 200, or photos as `application/octet-stream`), so the bytes decide.
 */

/** The image types Reimagine accepts: the only types it ever writes (a blob's, a `data:` URL's, a file's). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

/** One of {@link IMAGE_TYPES}. */
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The file extension of each type. */
export const IMAGE_EXTENSIONS: Readonly<Record<ImageType, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif', 'image/avif': 'avif' };

/**
 * `claimed` (a Content-Type, a blob's type) when its media type is one of {@link IMAGE_TYPES}
 * (`image/PNG; q=1` is `image/png`), else undefined: never the text as given, which may be a
 * server's `image/jpeg"><meta http-equiv=refresh …>` on its way into a lookbook's markup.
 */
export function allowedImageType(claimed: string | null | undefined): ImageType | undefined {
  const type = claimed?.split(';')[0]?.trim().toLowerCase();
  return IMAGE_TYPES.find((known) => known === type);
}

/**
 * The type an image is written with, decided here and nowhere else: what its bytes are
 * (`sniffImageType`); for bytes it does not know (too short, an AVIF variant), the claimed type
 * when it is on the allow-list ({@link allowedImageType}); else undefined.
 */
export function imageTypeOf(bytes: Uint8Array, claimed?: string | null): ImageType | undefined {
  return sniffImageType(bytes) ?? allowedImageType(claimed);
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  let text = '';
  for (let i = offset; i < offset + length && i < bytes.length; i++) text += String.fromCharCode(bytes[i] ?? 0);
  return text;
}

/** AVIF: an ISO-BMFF `ftyp` box whose major or compatible brands include `avif`/`avis`. */
function isAvif(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 4) !== 'ftyp') return false;
  const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const end = Math.min(bytes.length, Math.max(16, boxSize));
  for (let offset = 8; offset + 4 <= end; offset += 4) {
    const brand = ascii(bytes, offset, 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

/** The image type of `bytes`, or `undefined` when they are not a JPEG, PNG, WebP, GIF or AVIF. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes[0] === 0x89 && ascii(bytes, 1, 3) === 'PNG' && bytes[4] === 0x0d && bytes[5] === 0x0a && bytes[6] === 0x1a && bytes[7] === 0x0a) {
    return 'image/png';
  }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  const gif = ascii(bytes, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'image/gif';
  if (isAvif(bytes)) return 'image/avif';
  return undefined;
}
