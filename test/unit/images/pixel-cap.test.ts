import { describe, expect, it } from 'vitest';
import { inspectPhoto } from '../../../lib/images/inspect';
import { exceedsPixelCap, MAX_PHOTO_PIXELS, pixelCapMessage } from '../../../lib/images/pixel-cap';
import { assertDecodable, createCanvasResizer } from '../../../lib/images/resize';
import { gifBytes, jpegBytes, pngBytes, webpBytes } from '../queue/fakes';

/**
 * Decoding allocates by the size an image's header declares, so a few hundred header bytes can
 * ask for gigabytes. Images over 100 megapixels are refused from the header alone, before any
 * decode or resize. The fixtures are just the header bytes.
 */

describe('the pixel cap in inspectPhoto', () => {
  it.each([
    ['JPEG', jpegBytes(30000, 30000)],
    ['PNG', pngBytes(30000, 30000)],
  ])('refuses a 30000 × 30000 %s header and says the size', (_kind, header) => {
    expect(inspectPhoto(header)).toEqual({
      ok: false,
      code: 'image_too_large',
      message: 'The photo is 30000 × 30000 pixels (900 megapixels): Reimagine handles photos up to 100 megapixels.',
    });
  });

  it('refuses huge GIF and WebP headers too', () => {
    expect(inspectPhoto(gifBytes(65535, 65535))).toMatchObject({ ok: false, code: 'image_too_large' });
    expect(inspectPhoto(webpBytes(20000, 20000, 'VP8X'))).toMatchObject({ ok: false, code: 'image_too_large' });
  });

  it('accepts exactly 100 megapixels and refuses one row more, without rounding it down to "100"', () => {
    expect(inspectPhoto(pngBytes(10000, 10000))).toMatchObject({ ok: true });
    expect(exceedsPixelCap({ width: 10000, height: 10000 })).toBe(false);
    expect(pixelCapMessage({ width: 10000, height: 10001 })).toBe(
      'The photo is 10000 × 10001 pixels (100.1 megapixels): Reimagine handles photos up to 100 megapixels.',
    );
    expect(MAX_PHOTO_PIXELS).toBe(100_000_000);
  });
});

describe('the pixel cap before a resize decodes', () => {
  function fakeCanvas() {
    const decoded: unknown[] = [];
    const scope = {
      createImageBitmap: async (image: Blob) => {
        decoded.push(image);
        return { width: 1, height: 1, close: () => undefined } as unknown as ImageBitmap;
      },
      OffscreenCanvas: class {
        getContext() {
          return { drawImage: () => undefined };
        }
        async convertToBlob() {
          return new Blob(['resized'], { type: 'image/jpeg' });
        }
      } as unknown as new (width: number, height: number) => OffscreenCanvas,
    };
    return { scope, decoded };
  }

  it('refuses a 30000 × 30000 image without decoding it', async () => {
    const { scope, decoded } = fakeCanvas();
    const resizer = createCanvasResizer(scope);
    const image = new Blob([new Uint8Array(jpegBytes(30000, 30000))], { type: 'image/jpeg' });
    await expect(resizer?.resize(image, { width: 4096, height: 4096 })).rejects.toThrow('900 megapixels');
    expect(decoded).toEqual([]);
  });

  it('refuses an image whose size its header does not say', async () => {
    await expect(assertDecodable(new Blob([new Uint8Array(64)]))).rejects.toThrow('cannot be read');
  });

  it('decodes an image within the cap', async () => {
    const { scope, decoded } = fakeCanvas();
    const resizer = createCanvasResizer(scope);
    await expect(resizer?.resize(new Blob([new Uint8Array(pngBytes(8000, 6000))]), { width: 4096, height: 3072 })).resolves.toBeInstanceOf(Blob);
    expect(decoded).toHaveLength(1);
  });
});
