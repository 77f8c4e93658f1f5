import { decodeDataUrl } from '../../lib/images/data-url';
import { imageTypeOf } from '../../lib/images/sniff';
import type { Call } from './background';

/**
 * The local copy of a result, asked of the background (`getResultCopy`): pages never open the
 * background's database. Undefined when none is stored, or when it cannot be had (the background
 * did not answer, or answered no image): the hosted URL is then the fallback. The blob's type is
 * what its bytes are (`imageTypeOf`), as for every image the panel reads.
 */
export async function readResultCopy(call: Call, historyId: string): Promise<Blob | undefined> {
  const reply = await call('getResultCopy', { historyId });
  if (!reply.ok || reply.data.copy === null) return undefined;
  const decoded = decodeDataUrl(reply.data.copy);
  const type = decoded && imageTypeOf(decoded.bytes, decoded.mediaType);
  return decoded && type ? new Blob([new Uint8Array(decoded.bytes)], { type }) : undefined;
}
