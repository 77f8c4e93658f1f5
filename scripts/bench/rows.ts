/** The one table `npm run bench` prints: its rows, and how a row says whether its budget holds. */

/** One measured figure and its budget (none: reported only). */
export interface Row {
  /** The section it belongs to (page cost, photo to button, bundle, render, memory, panel, other). */
  readonly section: string;
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  /** The figure must be at most this; undefined when the row only informs. */
  readonly budget?: number;
  /** Side figures printed after the value (e.g. "with 812 ms / without 790 ms"). */
  readonly detail?: string;
  /** Raw samples and anything else worth keeping in bench-results.json. */
  readonly data?: Record<string, unknown>;
}

/** Whether the row's budget holds (true for a row with no budget). */
export function holds(row: Row): boolean {
  return row.budget === undefined || (Number.isFinite(row.value) && row.value <= row.budget);
}

/** Collects rows as the sections run. */
export class Rows {
  readonly #rows: Row[] = [];

  add(row: Row): void {
    this.#rows.push(row);
  }

  /** A row for a section that could not be measured: a broken budget, with the reason. */
  failed(section: string, name: string, error: unknown, budget = 0, unit = ''): void {
    const message = error instanceof Error ? error.message : String(error);
    this.#rows.push({ section, name, value: Number.NaN, unit, budget, detail: `not measured: ${message.split('\n')[0] ?? ''}` });
  }

  list(): readonly Row[] {
    return [...this.#rows];
  }
}
