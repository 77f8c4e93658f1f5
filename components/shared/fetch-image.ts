import { refusedFinalHost, refusedHost, type ImageSource } from '../../lib/acquisition/network-policy';
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
 * `source` says who named the address (lib/acquisition/network-policy.ts): a listing's page, whose
 * photos may only be on a private address when the page is on that very origin, or the service
 * (a result). An address the source may not name is not requested at all, and a download that
 * ended on one (a redirect: a browser's fetch only tells afterwards) is not read.
 *
 * Rejects with a {@link Problem}: `private-address` for such an address, `image-http` for an
 * error status, `too-large` past the cap; a network failure or an abort rejects as fetch does.
 * The blob's type is what its bytes are (an allow-listed image type, `imageTypeOf`), or empty:
 * never the server's Content-Type as sent.
 */
export async function fetchImageBlob(url: string, maxBytes: number, source: ImageSource, signal?: AbortSignal): Promise<Blob> {
  if (refusedHost(url, source) !== undefined) throw new Problem('private-address');
  const response = await (signal ? fetch(url, { signal }) : fetch(url));
  if (refusedFinalHost(url, response.url, source) !== undefined) {
    response.body?.cancel().catch(() => undefined);
    throw new Problem('private-address');
  }
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
