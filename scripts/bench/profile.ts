/**
 * Reads a CDP CPU profile of a listing page's main thread (Profiler domain: the page's world and
 * the content script's isolated world run on that thread): how much of it was the extension's
 * code (any frame from chrome-extension://, with what it called synchronously), which of its
 * functions took the time, and the long tasks it caused.
 */

const EXTENSION = 'chrome-extension://';
/** A task longer than this is a long task (Long Tasks API). */
export const LONG_TASK_MS = 50;

/** What a profile says about the extension. */
export interface ExtensionProfile {
  /** Time (ms) in the extension's code, with what it called synchronously. */
  readonly scriptingMs: number;
  /** Self time (ms) of the extension's functions and of the browser functions they called, largest first (top 12). */
  readonly topFunctions: readonly { readonly fn: string; readonly ms: number }[];
  /** Tasks over 50 ms that would not have been long without the extension's share. */
  readonly longTasksCaused: number;
  /** The extension's largest share (ms) of any one task, and that task's length. */
  readonly largestShare: { readonly extensionMs: number; readonly taskMs: number };
  /** Every task over 50 ms: its length and the extension's share. */
  readonly longTasks: readonly { readonly taskMs: number; readonly extensionMs: number }[];
}

/** The parts of a CDP `Profiler.Profile` read here. */
export interface CpuProfile {
  readonly nodes: readonly Node[];
  readonly samples?: readonly number[];
  readonly timeDeltas?: readonly number[];
}
interface Node {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number; readonly columnNumber: number };
  readonly children?: readonly number[];
}

/** For each node id: whether it or a caller is extension code. */
function extensionNodes(nodes: readonly Node[]): Map<number, boolean> {
  const parent = new Map<number, number>();
  for (const node of nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const memo = new Map<number, boolean>();
  const isExt = (id: number): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    const up = parent.get(id);
    const value = (byId.get(id)?.callFrame.url.startsWith(EXTENSION) ?? false) || (up !== undefined && isExt(up));
    memo.set(id, value);
    return value;
  };
  for (const node of nodes) isExt(node.id);
  return memo;
}

/** A frame's name: an extension function with its place in the bundle, or a browser function it called (DOM, built-ins). */
function functionLabel(node: Node): string {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  if (!url.startsWith(EXTENSION)) return `${functionName || '(native)'} (browser)`;
  return `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber + 1}:${columnNumber + 1}`;
}

/** Splits the samples into tasks (runs of busy samples between idle ones) with the extension's share of each. */
function tasksOf(profile: CpuProfile, ext: Map<number, boolean>, idle: Set<number>): { taskMs: number; extensionMs: number }[] {
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const tasks: { taskMs: number; extensionMs: number }[] = [];
  let current: { taskMs: number; extensionMs: number } | undefined;
  for (let i = 0; i < samples.length; i++) {
    const id = samples[i] ?? 0;
    const ms = (deltas[i + 1] ?? 0) / 1000;
    if (idle.has(id)) {
      if (current) tasks.push(current);
      current = undefined;
      continue;
    }
    current ??= { taskMs: 0, extensionMs: 0 };
    current.taskMs += ms;
    if (ext.get(id)) current.extensionMs += ms;
  }
  if (current) tasks.push(current);
  return tasks;
}

/** Reads a profile for the extension's scripting, its top functions and its long tasks. */
export function readProfile(profile: CpuProfile): ExtensionProfile {
  const ext = extensionNodes(profile.nodes);
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let scriptingMs = 0;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const id = samples[i] ?? 0;
    if (!ext.get(id)) continue;
    const ms = (deltas[i + 1] ?? 0) / 1000;
    scriptingMs += ms;
    const node = byId.get(id);
    if (node) self.set(functionLabel(node), (self.get(functionLabel(node)) ?? 0) + ms);
  }
  const tasks = tasksOf(profile, ext, idle);
  const longTasks = tasks.filter((task) => task.taskMs > LONG_TASK_MS);
  const largest = tasks.reduce((best, task) => (task.extensionMs > best.extensionMs ? task : best), { taskMs: 0, extensionMs: 0 });
  return {
    scriptingMs,
    topFunctions: [...self].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([fn, ms]) => ({ fn, ms })),
    longTasksCaused: longTasks.filter((task) => task.extensionMs > 0 && task.taskMs - task.extensionMs <= LONG_TASK_MS).length,
    largestShare: largest,
    longTasks,
  };
}
