/**
 * The record of API requests received, for tests that check what a client sent. It keeps
 * whether a key was sent and which body fields, never the key or any values.
 */

/** One logged request. */
export interface LoggedRequest {
  readonly method: string;
  /** Path relative to /public/v1, e.g. `/renovate`. */
  readonly path: string;
  readonly key_sent: boolean;
  /** Whether the key sent was the right one. */
  readonly key_valid: boolean;
  /** Top-level JSON keys or multipart part names, in order of appearance. */
  readonly fields: readonly string[];
  /** ISO time the request arrived. */
  readonly at: string;
  /** Status answered; null for a dropped connection or one still in progress. */
  status: number | null;
}

/** Oldest entries are dropped beyond this, so a long-running emulator does not grow without bound. */
export const REQUEST_LOG_LIMIT = 1000;

/** The in-memory request log. */
export class RequestLog {
  readonly #entries: LoggedRequest[] = [];

  /** Appends an entry and returns it so its status can be filled in once answered. */
  add(entry: LoggedRequest): LoggedRequest {
    this.#entries.push(entry);
    if (this.#entries.length > REQUEST_LOG_LIMIT) this.#entries.shift();
    return entry;
  }

  /** Every entry, oldest first. */
  list(): readonly LoggedRequest[] {
    return [...this.#entries];
  }

  /** Forgets everything. */
  clear(): void {
    this.#entries.length = 0;
  }
}
