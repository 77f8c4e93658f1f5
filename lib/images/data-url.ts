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
