import { describe, expect, it } from 'vitest';
import { readImageSize } from '../../../lib/images/dimensions';
import { sniffImageType } from '../../../lib/images/sniff';
import { inspectPhoto } from '../../../lib/images/inspect';
import { planDownscale, createCanvasResizer } from '../../../lib/images/resize';
import { decodeDataUrl } from '../../../lib/images/data-url';
import { sha256Hex } from '../../../lib/images/hash';
import { gifBytes, jpegBytes, pngBytes, webpBytes } from '../queue/fakes';

describe('image sniffing and header sizes', () => {
  it('recognises each format by its magic bytes and reads its size', () => {
    const cases = [
      [pngBytes(640, 480), 'image/png'],
      [jpegBytes(1024, 768), 'image/jpeg'],
      [gifBytes(300, 400), 'image/gif'],
      [webpBytes(800, 600, 'VP8 '), 'image/webp'],
      [webpBytes(801, 601, 'VP8L'), 'image/webp'],
      [webpBytes(5000, 3000, 'VP8X'), 'image/webp'],
    ] as const;
    for (const [bytes, type] of cases) expect(sniffImageType(bytes)).toBe(type);
    expect(readImageSize(pngBytes(640, 480), 'image/png')).toEqual({ width: 640, height: 480 });
    expect(readImageSize(jpegBytes(1024, 768), 'image/jpeg')).toEqual({ width: 1024, height: 768 });
    expect(readImageSize(gifBytes(300, 400), 'image/gif')).toEqual({ width: 300, height: 400 });
    expect(readImageSize(webpBytes(800, 600, 'VP8 '), 'image/webp')).toEqual({ width: 800, height: 600 });
    expect(readImageSize(webpBytes(801, 601, 'VP8L'), 'image/webp')).toEqual({ width: 801, height: 601 });
    expect(readImageSize(webpBytes(5000, 3000, 'VP8X'), 'image/webp')).toEqual({ width: 5000, height: 3000 });
  });

  it('recognises AVIF by its ftyp brand and reads the largest ispe', () => {
    const enc = new TextEncoder();
    const ispe = (w: number, h: number) => [0, 0, 0, 20, ...enc.encode('ispe'), 0, 0, 0, 0, 0, 0, (w >> 8) & 255, w & 255, 0, 0, (h >> 8) & 255, h & 255];
    const bytes = new Uint8Array([0, 0, 0, 24, ...enc.encode('ftypavif'), 0, 0, 0, 0, ...enc.encode('mif1avif'), ...ispe(64, 64), ...ispe(2000, 1500)]);
    expect(sniffImageType(bytes)).toBe('image/avif');
    expect(readImageSize(bytes, 'image/avif')).toEqual({ width: 2000, height: 1500 });
  });

  it('rejects HTML, truncated headers and text', () => {
    expect(sniffImageType(new TextEncoder().encode('<!doctype html><html>'))).toBeUndefined();
    expect(inspectPhoto(new TextEncoder().encode('<!doctype html><html></html>'))).toMatchObject({ ok: false, code: 'not_an_image' });
    expect(inspectPhoto(pngBytes(640, 480).slice(0, 14))).toMatchObject({ ok: false, code: 'not_an_image' });
  });

  it('refuses photos with either side under 256 px, accepts 256 exactly', () => {
    expect(inspectPhoto(pngBytes(1200, 255))).toMatchObject({ ok: false, code: 'image_too_small' });
    expect(inspectPhoto(jpegBytes(200, 900))).toMatchObject({ ok: false, code: 'image_too_small' });
    expect(inspectPhoto(pngBytes(256, 256))).toMatchObject({ ok: true, type: 'image/png', size: { width: 256, height: 256 } });
    // Style images have no minimum.
    expect(inspectPhoto(pngBytes(32, 32), 0)).toMatchObject({ ok: true });
  });
});

describe('downscale planning', () => {
  it('leaves photos up to 4096 px alone and brings larger ones to 4096 on the long side', () => {
    expect(planDownscale({ width: 4096, height: 3000 })).toBeUndefined();
    expect(planDownscale({ width: 8192, height: 6144 })).toEqual({ width: 4096, height: 3072 });
    expect(planDownscale({ width: 3000, height: 9000 })).toEqual({ width: 1365, height: 4096 });
  });

  it('never goes below 2048 on the long side, whatever limit is asked', () => {
    expect(planDownscale({ width: 6000, height: 4000 }, 1000)).toEqual({ width: 2048, height: 1365 });
  });

  it('has no canvas resizer where OffscreenCanvas is missing (Node)', () => {
    expect(createCanvasResizer({})).toBeUndefined();
  });
});

describe('data URLs and hashing', () => {
  it('decodes base64 and percent-encoded data URLs', () => {
    const png = pngBytes(300, 300);
    const b64 = `data:image/png;base64,${btoa(String.fromCharCode(...png))}`;
    expect(decodeDataUrl(b64)).toEqual({ mediaType: 'image/png', bytes: png });
    expect(decodeDataUrl('data:,hello%20world')?.bytes).toEqual(new TextEncoder().encode('hello world'));
    expect(decodeDataUrl('https://example.com')).toBeUndefined();
  });

  it('hashes with SHA-256', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
