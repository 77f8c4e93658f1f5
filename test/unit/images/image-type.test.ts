import { describe, expect, it } from 'vitest';
import { imageExtension } from '../../../lib/format/filename';
import { allowedImageType, IMAGE_TYPES, imageTypeOf } from '../../../lib/images/sniff';
import { gifBytes, jpegBytes, pngBytes } from '../queue/fakes';

/**
 * #26 item 1: the one rule for the type an image is written with (a fetched blob's, a data: URL's,
 * an export file's extension). A server's Content-Type is text that ends up in markup: only a type
 * of the allow-list ever comes out, and the bytes outrank any claim.
 */

const HOSTILE = 'image/jpeg"><meta http-equiv="refresh" content="0;url=https://evil.example/">';

describe('imageTypeOf', () => {
  it('is what the bytes are, whatever the claim', () => {
    expect(imageTypeOf(jpegBytes(800, 600), HOSTILE)).toBe('image/jpeg');
    expect(imageTypeOf(pngBytes(8, 8), 'image/jpeg')).toBe('image/png');
    expect(imageTypeOf(gifBytes(8, 8), 'text/html')).toBe('image/gif');
  });

  it('takes a claim only for bytes it does not know, and only an allow-listed one, normalised', () => {
    const unknown = new Uint8Array([1, 2, 3]);
    expect(imageTypeOf(unknown, 'IMAGE/WebP; charset=binary')).toBe('image/webp');
    for (const claim of [HOSTILE, 'image/svg+xml', 'text/html', 'image/jpeg x', 'image/jpegx', '', null, undefined]) expect(imageTypeOf(unknown, claim), String(claim)).toBeUndefined();
  });

  it('never returns anything but the allow-list', () => {
    for (const claim of IMAGE_TYPES) expect(allowedImageType(` ${claim.toUpperCase()} ;q=1`)).toBe(claim);
    expect(allowedImageType('image/svg+xml')).toBeUndefined();
  });

  it('names export files from the same list (JPEG when unknown)', () => {
    expect(imageExtension('image/webp; q=1')).toBe('webp');
    expect(imageExtension(HOSTILE)).toBe('jpg');
    expect(imageExtension('image/svg+xml')).toBe('jpg');
  });
});
