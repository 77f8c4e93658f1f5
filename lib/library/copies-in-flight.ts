/**
 * The local copies of results the background is making right now (download and write), by history
 * id. A page that asks for a result's copy while it is being made (`getResultCopy`: a fresh
 * render's After image, its Download link, Copy image, compare card) is answered the downloaded
 * bytes as soon as they are in, before they are stored, instead of anyone downloading the hosted
 * image a second time: per render the result is downloaded once, by the background.
 */
export interface CopiesInFlight {
  /**
   * Records a copy being made: `bytes` resolves with the downloaded image (undefined: none was
   * had), `stored` once it is stored or given up; the copy is forgotten then. Neither rejects to callers.
   */
  track(historyId: string, bytes: Promise<Blob | undefined>, stored: Promise<unknown>): void;
  /** The bytes of the copy of `historyId` being made, once downloaded; undefined when none is being made. */
  downloading(historyId: string): Promise<Blob | undefined> | undefined;
  /** Resolves once the copy of `historyId` being made (if any) is stored or given up. */
  settled(historyId: string): Promise<void>;
}

interface InFlight {
  readonly bytes: Promise<Blob | undefined>;
  readonly done: Promise<void>;
}

/** Creates the registry of one worker. */
export function createCopiesInFlight(): CopiesInFlight {
  const copies = new Map<string, InFlight>();
  return {
    track(historyId, bytes, stored) {
      const copy: InFlight = {
        bytes: bytes.catch(() => undefined),
        done: stored.then(
          () => undefined,
          () => undefined,
        ),
      };
      copies.set(historyId, copy);
      void copy.done.then(() => {
        if (copies.get(historyId) === copy) copies.delete(historyId);
      });
    },
    downloading: (historyId) => copies.get(historyId)?.bytes,
    settled: (historyId) => copies.get(historyId)?.done ?? Promise.resolve(),
  };
}
