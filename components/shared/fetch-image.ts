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
 * network failure or an abort rejects as fetch does. The blob's type is the response's media type.
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
    return new Blob([bytes], { type: mediaType(response.headers.get('content-type')) });
  } catch (error) {
    if (isBodyTooLarge(error)) throw new Problem('too-large', undefined, { maxBytes });
    throw error;
  }
}

/** `image/jpeg` of `image/jpeg; charset=binary`: what a blob's type holds, as `response.blob()` gives it. */
function mediaType(contentType: string | null): string {
  return contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
}
