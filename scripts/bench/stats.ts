/** Small statistics for the bench: medians, percentiles and side-by-side ratios. */

/** The median (the upper middle of an even count); 0 for no values. */
export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** The nearest-rank percentile `p` (0-100); 0 for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? 0;
}

/**
 * with / without, from the medians of both sides. Both zero is 1 (nothing either way); a zero
 * baseline with a cost is Infinity (the table prints it with the figures).
 */
export function ratioOfMedians(withExt: readonly number[], without: readonly number[]): number {
  const a = median(withExt);
  const b = median(without);
  if (b === 0) return a === 0 ? 1 : Number.POSITIVE_INFINITY;
  return a / b;
}

/** Rounds for the results file (three decimals are plenty for ms, KB, MB and ratios). */
export function round(value: number, digits = 3): number {
  if (!Number.isFinite(value)) return value;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Interleaved order of `n` pairs: A B, B A, A B... so drift in the machine's load hits both sides alike. */
export function interleaved(n: number): ('without' | 'with')[] {
  const order: ('without' | 'with')[] = [];
  for (let i = 0; i < n; i++) order.push(...(i % 2 === 0 ? (['without', 'with'] as const) : (['with', 'without'] as const)));
  return order;
}
