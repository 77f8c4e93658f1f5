import { decodeDataUrl } from '../../lib/images/data-url';
import { imageTypeOf } from '../../lib/images/sniff';
import { canHandOff, listenForCopy } from '../../lib/messaging/copy-channel';
import type { Call } from './background';

/** Bytes enough to tell an image's type by its signature (`imageTypeOf`). */
const SIGNATURE_BYTES = 64;

/** `bytes` as a Blob of the image type they are, or undefined when they are no image. */
function imageBlob(bytes: Uint8Array, declared: string, blob?: Blob): Blob | undefined {
  const type = imageTypeOf(bytes, declared);
  if (!type) return undefined;
  return blob ? blob.slice(0, blob.size, type) : new Blob([new Uint8Array(bytes)], { type });
}

/** A Blob the copy channel carried, checked as any image the panel reads: by its own bytes. */
async function checkedBlob(blob: Blob): Promise<Blob | undefined> {
  const head = new Uint8Array(await blob.slice(0, SIGNATURE_BYTES).arrayBuffer());
  return imageBlob(head, blob.type, blob);
}

/**
 * The local copy of a result, asked of the background (`getResultCopy`): pages never open the
 * background's database. Its bytes come as a Blob on the copy channel where there is one
 * (lib/messaging/copy-channel.ts), else as a `data:` URL in the reply. Undefined when none is
 * stored, or when it cannot be had (the background did not answer, or answered no image): the
 * hosted URL is then the fallback. The blob's type is what its bytes are (`imageTypeOf`), as for
 * every image the panel reads.
 */
export async function readResultCopy(call: Call, historyId: string, channel = canHandOff()): Promise<Blob | undefined> {
  const ask = channel ? listenForCopy() : undefined;
  const reply = await call('getResultCopy', ask ? { historyId, token: ask.token } : { historyId });
  if (reply.ok && reply.data.posted && ask) {
    const posted = await ask.bytes;
    // Posted but never arrived (a channel the browser does not deliver): asked again as text.
    return posted ? checkedBlob(posted) : readResultCopy(call, historyId, false);
  }
  ask?.cancel();
  return reply.ok && reply.data.copy !== null ? blobOfDataUrl(reply.data.copy) : undefined;
}

function blobOfDataUrl(url: string): Blob | undefined {
  const decoded = decodeDataUrl(url);
  return decoded && imageBlob(decoded.bytes, decoded.mediaType);
}
