/** Connected groups of marked cells (4-neighbour), each with its bounding box in cells. */

/** One group. */
export interface Blob {
  readonly cells: readonly number[];
  readonly c0: number;
  readonly c1: number;
  readonly r0: number;
  readonly r1: number;
}

/** The groups of `marked` cells on a `columns`-wide grid. */
export function blobsOf(marked: Uint8Array, columns: number): Blob[] {
  const seen = new Uint8Array(marked.length);
  const blobs: Blob[] = [];
  for (let start = 0; start < marked.length; start++) {
    if (!marked[start] || seen[start]) continue;
    const cells: number[] = [];
    const stack = [start];
    seen[start] = 1;
    let c0 = Infinity;
    let c1 = -Infinity;
    let r0 = Infinity;
    let r1 = -Infinity;
    while (stack.length > 0) {
      const cell = stack.pop() ?? 0;
      cells.push(cell);
      const c = cell % columns;
      const r = Math.floor(cell / columns);
      c0 = Math.min(c0, c);
      c1 = Math.max(c1, c);
      r0 = Math.min(r0, r);
      r1 = Math.max(r1, r);
      const neighbours = [c > 0 ? cell - 1 : -1, c < columns - 1 ? cell + 1 : -1, cell - columns, cell + columns];
      for (const n of neighbours) {
        if (n < 0 || n >= marked.length || !marked[n] || seen[n]) continue;
        seen[n] = 1;
        stack.push(n);
      }
    }
    blobs.push({ cells, c0, c1, r0, r1 });
  }
  return blobs;
}
