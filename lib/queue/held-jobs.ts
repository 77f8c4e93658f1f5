import type { JobRecord, JobStore } from './job-store';
import { retryWrite, type WriteRetry } from './write-retry';

/**
 * Finished jobs whose write failed (quota exceeded...): held in memory and published from there
 * while the write is retried with backoff. Their results were paid for, so they are never lost
 * while the worker lives, and never made to look interrupted.
 */
export class HeldJobs {
  private readonly held = new Map<string, JobRecord>();

  constructor(
    private readonly store: Pick<JobStore, 'put'>,
    private readonly notify: (job: JobRecord) => void,
    private readonly retry?: WriteRetry,
  ) {}

  /** The jobs only memory holds now. */
  list(): JobRecord[] {
    return [...this.held.values()];
  }

  get(id: string): JobRecord | undefined {
    return this.held.get(id);
  }

  /**
   * Writes a finished job. If the write fails, the job is held and published at once (the panel
   * shows its result), and the write is retried with backoff. Answers whether it was written; if
   * not, it stays held and `flush` tries again.
   */
  async save(finished: JobRecord): Promise<boolean> {
    const outcome = await retryWrite(async (attempt) => {
      if (attempt === 1) {
        this.held.set(finished.id, finished);
        this.notify(finished);
      }
      await this.store.put(finished);
    }, this.retry);
    if (!outcome.ok) return false;
    this.held.delete(finished.id);
    this.notify(finished);
    return true;
  }

  /** Tries once more to write the held jobs; stops at the first failure (storage is still failing). */
  async flush(): Promise<void> {
    for (const record of this.list()) {
      try {
        await this.store.put(record);
      } catch {
        return;
      }
      this.held.delete(record.id);
      this.notify(record);
    }
  }
}
