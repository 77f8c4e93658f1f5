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

/** Whether the row has a figure: a part that failed (or was interrupted) leaves one row without. */
export function measured(row: Row): boolean {
  return !Number.isNaN(row.value);
}

/** The budgets of a run: held and broken among the measured rows, and the rows never measured. */
export interface BudgetSummary {
  readonly held: number;
  readonly broken: readonly Row[];
  readonly notMeasured: readonly Row[];
}

/**
 * Sorts the rows with a budget. A row never measured is neither held nor broken: counted as
 * broken, an interrupted run read as a performance regression it never measured.
 */
export function summarize(rows: readonly Row[]): BudgetSummary {
  const budgeted = rows.filter((row) => row.budget !== undefined);
  const notMeasured = budgeted.filter((row) => !measured(row));
  const broken = budgeted.filter((row) => measured(row) && !holds(row));
  return { held: budgeted.length - notMeasured.length - broken.length, broken, notMeasured };
}

/** The table's last line: "18 budgets hold, 1 broken: …; 4 not measured: …". */
export function summaryLine(summary: BudgetSummary): string {
  const names = (rows: readonly Row[]) => (rows.length > 0 ? `: ${rows.map((row) => row.name).join('; ')}` : '');
  const notMeasured = summary.notMeasured.length > 0 ? `; ${summary.notMeasured.length} not measured${names(summary.notMeasured)}` : '';
  const held = summary.held === 1 ? '1 budget holds' : `${summary.held} budgets hold`;
  return `${held}, ${summary.broken.length} broken${names(summary.broken)}${notMeasured}`;
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
