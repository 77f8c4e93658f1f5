import { imageTypeOf } from './sniff';

/** A decoded `data:` URL. */
export interface DecodedDataUrl {
  readonly mediaType: string;
  readonly bytes: Uint8Array;
}

/**
 * Decodes a `data:` URL (base64 or percent-encoded) without fetch, so a style image the user
 * picked as a file reaches the API as bytes. Returns `undefined` for anything malformed.
 */
export function decodeDataUrl(url: string): DecodedDataUrl | undefined {
  const match = /^data:([^,]*?),(.*)$/s.exec(url);
  if (!match) return undefined;
  const meta = match[1] ?? '';
  const payload = match[2] ?? '';
  const isBase64 = /;base64$/i.test(meta);
  const mediaType = (isBase64 ? meta.slice(0, -';base64'.length) : meta).split(';')[0]?.trim().toLowerCase() || 'text/plain';
  try {
    if (isBase64) {
      const binary = atob(payload.replace(/\s+/g, ''));
      const bytes = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
      return { mediaType, bytes };
    }
    return { mediaType, bytes: new TextEncoder().encode(decodeURIComponent(payload)) };
  } catch {
    return undefined;
  }
}

const BASE64 = new TextEncoder().encode('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/');

/** Bytes as base64 text: encoded into a byte array and decoded once (string building and `btoa` are many times slower on photos). */
export function base64(bytes: Uint8Array): string {
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  let o = 0;
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out[o++] = BASE64[n >> 18] ?? 0;
    out[o++] = BASE64[(n >> 12) & 63] ?? 0;
    out[o++] = BASE64[(n >> 6) & 63] ?? 0;
    out[o++] = BASE64[n & 63] ?? 0;
  }
  const rest = bytes.length - i;
  if (rest > 0) {
    const n = ((bytes[i] ?? 0) << 16) | (rest === 2 ? (bytes[i + 1] ?? 0) << 8 : 0);
    out[o++] = BASE64[n >> 18] ?? 0;
    out[o++] = BASE64[(n >> 12) & 63] ?? 0;
    out[o++] = rest === 2 ? (BASE64[(n >> 6) & 63] ?? 0) : 61;
    out[o++] = 61;
  }
  return new TextDecoder().decode(out);
}

/**
 * Bytes as a `data:` URL of their image type: `imageTypeOf` (lib/images/sniff.ts) decides, so a
 * server's Content-Type never reaches the page as given (#26).
 */
export function dataUrl(bytes: Uint8Array, type: string): string {
  return `data:${imageTypeOf(bytes, type) ?? 'application/octet-stream'};base64,${base64(bytes)}`;
}

/** The longest `data:` URL of an image of at most `maxBytes`: base64 (4 characters per 3 bytes) plus its `data:<type>;base64,` head. */
export function maxDataUrlLength(maxBytes: number): number {
  return Math.ceil(maxBytes / 3) * 4 + 100;
}
