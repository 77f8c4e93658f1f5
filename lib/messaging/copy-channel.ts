import { COPY_CHANNEL } from '../protocol-names';
import { z } from '../zod';

/**
 * The hand-off of a result's bytes from the background to a page, as a Blob, not as text. Runtime
 * messages are JSON in Chrome: a copy sent as a `data:` URL is encoded to base64 by the
 * background, carried as a string a third larger and decoded by the page, about 50 ms for one
 * render's result on a 2-core machine, between the API's answer and the After image. A
 * BroadcastChannel carries a Blob by structured clone, and only between the extension's own
 * pages and its background: content scripts and web pages are of another origin and never see
 * it. The ask itself stays a runtime message (`getResultCopy` with a `token`), which wakes the
 * background, checks who asks and says whether the copy was posted; the channel only carries
 * the answer's bytes.
 */

/** How long a page waits for bytes the background said it posted, before asking for them as text. */
export const COPY_WAIT_MS = 3000;

/** A request's token: random, so a page takes only the answer to its own ask. */
export const CopyToken = z.string().check(z.regex(/^[0-9a-f-]{16,64}$/));

const Posted = z.object({ token: CopyToken, blob: z.instanceof(Blob) });

/** True where the channel works (every supported browser; not in some test environments). */
export function canHandOff(): boolean {
  return typeof BroadcastChannel === 'function' && typeof crypto?.randomUUID === 'function';
}

/**
 * The background's side: posts `blob` as the answer to `token`. False when it could not be posted
 * (no channel here, or the Blob could not be cloned): the answer then goes as text.
 */
export function postCopy(token: string, blob: Blob): boolean {
  if (typeof BroadcastChannel !== 'function') return false;
  const channel = new BroadcastChannel(COPY_CHANNEL);
  try {
    channel.postMessage({ token, blob });
    return true;
  } catch {
    return false;
  } finally {
    channel.close();
  }
}

/** A page's side of one ask: its token, and the bytes posted for it (undefined when none came in `waitMs`). */
export interface CopyAsk {
  readonly token: string;
  readonly bytes: Promise<Blob | undefined>;
  /** Stops listening (the background answered the copy as text, or none). */
  cancel(): void;
}

/**
 * The page's one listener for all its asks, open while any is waiting: a page reading many copies
 * at once (History's thumbnails, an export) takes each posted Blob once, not once per ask.
 */
let listening: { readonly channel: BroadcastChannel; readonly waiting: Map<string, (blob: Blob | undefined) => void> } | undefined;

function listener(): NonNullable<typeof listening> {
  if (listening) return listening;
  const channel = new BroadcastChannel(COPY_CHANNEL);
  const waiting = new Map<string, (blob: Blob | undefined) => void>();
  // Anything else on the channel (another page's answer, a malformed message) is ignored.
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const posted = Posted.safeParse(event.data);
    if (posted.success) waiting.get(posted.data.token)?.(posted.data.blob);
  };
  return (listening = { channel, waiting });
}

/** Starts listening for the answer to a new token: before the ask is sent, so the answer cannot come first. */
export function listenForCopy(waitMs: number = COPY_WAIT_MS): CopyAsk {
  const token = crypto.randomUUID();
  const { channel, waiting } = listener();
  let finish: (blob: Blob | undefined) => void = () => undefined;
  const bytes = new Promise<Blob | undefined>((resolve) => (finish = resolve));
  const timer = setTimeout(() => done(undefined), waitMs);
  function done(blob: Blob | undefined): void {
    if (!waiting.delete(token)) return;
    clearTimeout(timer);
    if (waiting.size === 0 && listening?.channel === channel) {
      channel.close();
      listening = undefined;
    }
    finish(blob);
  }
  waiting.set(token, done);
  return { token, bytes, cancel: () => done(undefined) };
}
