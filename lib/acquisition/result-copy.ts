import { withDeadline } from '../util/abort';
import { readLimited } from '../util/read-limited';
import { readImageSize } from '../images/dimensions';
import { exceedsPixelCap } from '../images/pixel-cap';
import { sniffImageType } from '../images/sniff';
import { MAX_RESULT_COPY_BYTES, type ResultImageCopy } from '../library/history';
import type { FetchFn } from './acquisition';

/**
 * The local copy of a rendered result, kept in history so it outlives the hosted URL. The result
 * URL comes from the API's answer, so its bytes are read like a photo's: through the stream,
 * cancelled at `MAX_RESULT_COPY_BYTES`, and an image is kept only when its header declares a size
 * within the pixel cap (the panel decodes it to show it).
 */

/** A result image copied: the Blob and, when its header says, its size (what history stores). */
export type ResultCopy = ResultImageCopy;

/** The result image as a Blob with its size, or `undefined` if it could not be copied (the URL is kept either way). */
export async function copyResultImage(fetchFn: FetchFn, url: string, timeoutMs: number, signal: AbortSignal): Promise<ResultCopy | undefined> {
  const deadline = withDeadline(timeoutMs, signal);
  try {
    const response = await fetchFn(url, { credentials: 'omit', signal: deadline.signal });
    if (!response.ok) {
      response.body?.cancel().catch(() => undefined);
      return undefined;
    }
    const bytes = await readLimited(response, MAX_RESULT_COPY_BYTES, deadline.signal);
    const type = sniffImageType(bytes);
    if (!type) return undefined;
    const size = readImageSize(bytes, type);
    if (size && exceedsPixelCap(size)) return undefined;
    return { blob: new Blob([bytes], { type }), ...(size ? { width: size.width, height: size.height } : {}) };
  } catch {
    // The render is paid for: a failed copy (too large, cut off, timed out) only means history
    // keeps the hosted URL alone.
    return undefined;
  } finally {
    deadline.dispose();
  }
}
