import type { ImageType } from './sniff';

/**
 * Pixel dimensions read from an image's header bytes. A small pure parser instead of decoding:
 * it works in a service worker and in Node tests (no canvas, no DOM), and costs nothing for a
 * 20 MB photo. Only the header is read; a truncated or corrupt header gives `undefined`.
 */

/** Width and height in pixels. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

function u16be(b: Uint8Array, o: number): number {
  return ((b[o] ?? 0) << 8) | (b[o + 1] ?? 0);
}
function u16le(b: Uint8Array, o: number): number {
  return (b[o] ?? 0) | ((b[o + 1] ?? 0) << 8);
}
function u24le(b: Uint8Array, o: number): number {
  return (b[o] ?? 0) | ((b[o + 1] ?? 0) << 8) | ((b[o + 2] ?? 0) << 16);
}
function u32be(b: Uint8Array, o: number): number {
  return (((b[o] ?? 0) << 24) >>> 0) + (((b[o + 1] ?? 0) << 16) | ((b[o + 2] ?? 0) << 8) | (b[o + 3] ?? 0));
}
function tag(b: Uint8Array, o: number): string {
  return String.fromCharCode(b[o] ?? 0, b[o + 1] ?? 0, b[o + 2] ?? 0, b[o + 3] ?? 0);
}

function sized(width: number, height: number): ImageSize | undefined {
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** PNG: the IHDR chunk always comes first, right after the 8-byte signature. */
function pngSize(b: Uint8Array): ImageSize | undefined {
  if (b.length < 24 || tag(b, 12) !== 'IHDR') return undefined;
  return sized(u32be(b, 16), u32be(b, 20));
}

/** GIF: the logical screen size follows the 6-byte signature. */
function gifSize(b: Uint8Array): ImageSize | undefined {
  if (b.length < 10) return undefined;
  return sized(u16le(b, 6), u16le(b, 8));
}

/** Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but don't. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** JPEG: walk the marker segments up to the first start-of-frame. */
function jpegSize(b: Uint8Array): ImageSize | undefined {
  let offset = 2;
  while (offset + 4 <= b.length) {
    if (b[offset] !== 0xff) return undefined;
    const marker = b[offset + 1] ?? 0;
    if (marker === 0xff) {
      // Fill byte before a marker.
      offset += 1;
      continue;
    }
    // Markers without a length field.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // end of image, or scan data before any frame
    const length = u16be(b, offset + 2);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > b.length) return undefined;
      return sized(u16be(b, offset + 7), u16be(b, offset + 5));
    }
    offset += 2 + length;
  }
  return undefined;
}

/** WebP: lossy (`VP8 `), lossless (`VP8L`) or extended (`VP8X`) first chunk. */
function webpSize(b: Uint8Array): ImageSize | undefined {
  if (b.length < 30) return undefined;
  const chunk = tag(b, 12);
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes) and start code 9D 01 2A, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return undefined;
    return sized(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return undefined;
    const bits = ((b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24)) >>> 0;
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return sized(u24le(b, 24) + 1, u24le(b, 27) + 1);
  return undefined;
}

/**
 * AVIF: the largest `ispe` (image spatial extents) property in the first 64 KiB. Several may
 * exist (thumbnail, alpha plane); the primary image is the largest.
 */
function avifSize(b: Uint8Array): ImageSize | undefined {
  let best: ImageSize | undefined;
  const end = Math.min(b.length, 65_536) - 16;
  for (let o = 4; o <= end; o++) {
    if (b[o] !== 0x69 || tag(b, o) !== 'ispe') continue;
    const found = sized(u32be(b, o + 8), u32be(b, o + 12));
    if (found && (!best || found.width * found.height > best.width * best.height)) best = found;
  }
  return best;
}

/** The pixel size declared in an image's header, or `undefined` when it can't be read. */
export function readImageSize(bytes: Uint8Array, type: ImageType): ImageSize | undefined {
  switch (type) {
    case 'image/png':
      return pngSize(bytes);
    case 'image/gif':
      return gifSize(bytes);
    case 'image/jpeg':
      return jpegSize(bytes);
    case 'image/webp':
      return webpSize(bytes);
    case 'image/avif':
      return avifSize(bytes);
  }
}
