/**
 * Splits a whole CPU profile of a page's main thread into where its time went, for both arms of
 * the page-cost comparison (issue #28, item 2): not only the extension's frames but what the page
 * pays around them (garbage collection, the browser's own work, the page's callbacks, which run
 * more often when the extension changes the DOM they observe).
 */
import type { CpuProfile } from './profile';

/** Who a sample's time belongs to. */
export type Bucket = 'extension' | 'page' | 'gc' | 'program' | 'idle' | 'other';

/** Self time (ms) by bucket, and by function with its bucket, over one profile. */
export interface ProfileSplit {
  readonly byBucket: Record<Bucket, number>;
  readonly byFunction: ReadonlyMap<string, number>;
  /** The extension's time by its entry point (the outermost extension frame of each sample), with all it called. */
  readonly byEntry: ReadonlyMap<string, number>;
}

interface Frame {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber?: number; readonly columnNumber?: number };
  readonly children?: readonly number[];
}

/** The bucket of one node: its own URL, else (a native frame) the nearest caller with a URL. */
function bucketsOf(nodes: readonly Frame[]): Map<number, Bucket> {
  const parent = new Map<number, number>();
  for (const node of nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const out = new Map<number, Bucket>();
  const of = (id: number): Bucket => {
    const known = out.get(id);
    if (known) return known;
    const node = byId.get(id);
    const name = node?.callFrame.functionName ?? '';
    const url = node?.callFrame.url ?? '';
    let bucket: Bucket;
    if (name === '(garbage collector)') bucket = 'gc';
    else if (name === '(program)') bucket = 'program';
    else if (name === '(idle)') bucket = 'idle';
    else if (url.startsWith('chrome-extension://')) bucket = 'extension';
    else if (url !== '') bucket = 'page';
    else {
      const up = parent.get(id);
      bucket = up === undefined ? 'other' : of(up);
    }
    out.set(id, bucket);
    return bucket;
  };
  for (const node of nodes) of(node.id);
  return out;
}

/** A function's name; an anonymous one is told apart by where it starts (line:column, 0-based). */
function nameOf(node: Frame): string {
  const { functionName, lineNumber, columnNumber } = node.callFrame;
  return functionName || (lineNumber === undefined ? '(anonymous)' : `(anonymous ${lineNumber}:${columnNumber ?? 0})`);
}

/** A frame's label: its function, and where it comes from. */
function label(node: Frame, bucket: Bucket): string {
  const { url } = node.callFrame;
  const where = url ? (url.split('/').pop() ?? url) : 'native';
  return `${bucket}: ${nameOf(node)} (${where})`;
}

/** For each node: the outermost extension frame above it (itself included), if any. */
function entriesOf(nodes: readonly Frame[]): Map<number, string> {
  const out = new Map<number, string>();
  const walk = (node: Frame, entry: string | undefined, byId: Map<number, Frame>) => {
    const own = entry ?? (node.callFrame.url.startsWith('chrome-extension://') ? nameOf(node) : undefined);
    if (own) out.set(node.id, own);
    for (const child of node.children ?? []) {
      const next = byId.get(child);
      if (next) walk(next, own, byId);
    }
  };
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const root = nodes[0];
  if (root) walk(root, undefined, byId);
  return out;
}

/**
 * Self time by bucket and by function over a whole profile. `byEntryFunction` also keys the
 * extension's time by entry point and self function ("entry > function").
 */
export function splitProfile(profile: CpuProfile, options: { byEntryFunction?: boolean } = {}): ProfileSplit {
  const nodes = profile.nodes as readonly Frame[];
  const buckets = bucketsOf(nodes);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const byBucket: Record<Bucket, number> = { extension: 0, page: 0, gc: 0, program: 0, idle: 0, other: 0 };
  const byFunction = new Map<string, number>();
  const entries = entriesOf(nodes);
  const byEntry = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const id = samples[i] ?? 0;
    const ms = (deltas[i + 1] ?? 0) / 1000;
    const bucket = buckets.get(id) ?? 'other';
    byBucket[bucket] += ms;
    const node = byId.get(id);
    const entry = entries.get(id);
    if (entry) byEntry.set(entry, (byEntry.get(entry) ?? 0) + ms);
    if (entry && node && options.byEntryFunction) {
      const key = `${entry} > ${nameOf(node)}`;
      byEntry.set(key, (byEntry.get(key) ?? 0) + ms);
    }
    if (node && bucket !== 'idle') byFunction.set(label(node, bucket), (byFunction.get(label(node, bucket)) ?? 0) + ms);
  }
  return { byBucket, byFunction, byEntry };
}
