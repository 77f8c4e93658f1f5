import { imageTypeOf } from '../../lib/images/sniff';
import { isBodyTooLarge, readLimited } from '../../lib/util/read-limited';
import { Problem } from './problem';

/**
 * An image the side panel downloads itself: a hosted result (download, copy, compare card,
 * export) or a listing's original photo. `response.blob()` would buffer the whole body before
 * anyone could look at its size, so a server sending no (or a false) `Content-Length` could fill
 * the panel's memory. The body is read through its stream with a running count
 * (`lib/util/read-limited.ts`, as the background reads photos) and cancelled at `maxBytes`.
 *
 * Rejects with a {@link Problem}: `image-http` for an error status, `too-large` past the cap; a
 * network failure or an abort rejects as fetch does. The blob's type is what its bytes are (an
 * allow-listed image type, `imageTypeOf`), or empty: never the server's Content-Type as sent.
 */
export async function fetchImageBlob(url: string, maxBytes: number, signal?: AbortSignal): Promise<Blob> {
  const response = await (signal ? fetch(url, { signal }) : fetch(url));
  if (!response.ok) {
    // Not read: an error page is not worth its bytes.
    response.body?.cancel().catch(() => undefined);
    throw new Problem('image-http', response.status);
  }
  try {
    const bytes = await readLimited(response, maxBytes, signal);
    // The type is what the bytes are, never the header as sent: it ends up in data: URLs and
    // file names of exports (lib/images/sniff.ts, #26).
    return new Blob([bytes], { type: imageTypeOf(bytes, response.headers.get('content-type')) ?? '' });
  } catch (error) {
    if (isBodyTooLarge(error)) throw new Problem('too-large', undefined, { maxBytes });
    throw error;
  }
}
