/**
 * The local copies of results the background is making right now (download and write), by history
 * id. A page that asks for a result's copy while it is being made (`getResultCopy`: a fresh
 * render's Download link, Copy image, compare card) waits for it instead of downloading the
 * hosted image a second time: per render the result is downloaded once by the background (and
 * shown once by the panel).
 */
export interface CopiesInFlight {
  /** Records a copy being made; it is forgotten once `work` settles (it never rejects to callers). */
  track(historyId: string, work: Promise<unknown>): void;
  /** Resolves once the copy of `historyId` being made (if any) is stored or given up. */
  settled(historyId: string): Promise<void>;
}

/** Creates the registry of one worker. */
export function createCopiesInFlight(): CopiesInFlight {
  const copies = new Map<string, Promise<void>>();
  return {
    track(historyId, work) {
      const done: Promise<void> = work.then(
        () => undefined,
        () => undefined,
      );
      copies.set(historyId, done);
      void done.then(() => {
        if (copies.get(historyId) === done) copies.delete(historyId);
      });
    },
    settled: (historyId) => copies.get(historyId) ?? Promise.resolve(),
  };
}
