/**
 * Stopping the demo cleanly, however it is asked to: Ctrl-C (SIGINT), SIGTERM or SIGHUP, or the
 * process that started it going away. Everything the demo starts (the build, the servers,
 * Chromium) registers how to undo itself here; `stop` undoes it all, newest first, so the ports
 * are free once the process is gone.
 */
import { readFileSync } from 'node:fs';

/** Signals that stop the demo. SIGHUP: the terminal it ran in was closed. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * A repeat within this time is the same request: a Ctrl-C reaches the whole process group, and
 * tsx relays the signal it got to this process too, so one Ctrl-C can arrive twice.
 */
const SAME_SIGNAL_MS = 500;

/** How long one cleanup may take before the demo exits anyway (a browser that will not close). */
const CLEANUP_LIMIT_MS = 5_000;

/** The demo's lifetime: what to undo when it stops. */
export interface Lifecycle {
  /** Registers an undo step, run at stop after the ones registered later. */
  add(name: string, undo: () => Promise<void> | void): void;
  /** Undoes everything (once), then exits with `code`. */
  stop(code: number, why?: string): Promise<never>;
  /** True once stopping has begun: long steps check it to give up early. */
  readonly stopping: boolean;
}

/** Runs `undo`, giving up after {@link CLEANUP_LIMIT_MS}; a failure is reported and never stops the others. */
async function runBounded(name: string, undo: () => Promise<void> | void): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.error(`  ${name} did not stop within ${CLEANUP_LIMIT_MS / 1000} s; leaving it`);
      resolve();
    }, CLEANUP_LIMIT_MS);
  });
  try {
    await Promise.race([Promise.resolve().then(undo), limit]);
  } catch (error) {
    console.error(`  could not stop ${name}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

/** Creates the demo's lifecycle and installs its signal handlers and its parent watch. */
export function createLifecycle(): Lifecycle {
  const steps: { name: string; undo: () => Promise<void> | void }[] = [];
  let stopping = false;
  let lastSignal = 0;

  const stop = async (code: number, why?: string): Promise<never> => {
    if (!stopping) {
      stopping = true;
      if (why) console.log(`\n${why}`);
      for (const step of steps.splice(0).reverse()) await runBounded(step.name, step.undo);
      process.exit(code);
    }
    // A second caller waits for the first one's exit.
    return new Promise<never>(() => undefined);
  };

  for (const signal of STOP_SIGNALS) {
    process.on(signal, () => {
      const now = Date.now();
      if (stopping && now - lastSignal > SAME_SIGNAL_MS) {
        // A second, separate request: the user wants out now.
        console.error(`${signal} again: exiting without waiting`);
        process.exit(130);
      }
      lastSignal = now;
      void stop(0, `${signal}: stopping the demo…`);
    });
  }
  watchAncestors(() => void stop(0, 'the process that started the demo has gone: stopping the demo…'));

  return {
    add: (name, undo) => void steps.push({ name, undo }),
    stop,
    get stopping() {
      return stopping;
    },
  };
}

/** The parent of `pid`, read from /proc (Linux); undefined where there is no /proc. */
export function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state ppid …": the command may hold spaces and parentheses, so read after the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(ppid) ? ppid : undefined;
  } catch {
    return undefined;
  }
}

/** This process's parent, grandparent and great-grandparent (fewer where /proc is missing or pid 1 is reached). */
export function launchAncestors(depth = 3): number[] {
  const chain: number[] = [];
  let pid: number | undefined = process.ppid;
  while (pid !== undefined && pid > 1 && chain.length < depth) {
    chain.push(pid);
    pid = parentOf(pid);
  }
  return chain;
}

/** True while process `pid` exists (signal 0 only asks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but is someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Calls `gone` when a process that launched the demo exits. `npm run demo` and `npx tsx` run the
 * demo through `sh -c`, and a SIGTERM sent to npm or npx reaches that shell, which dies without
 * passing it on: tsx and the demo would be orphaned, holding the ports. The chain npm → sh →
 * tsx → demo is at most three levels up, so those are watched, once a second (unref'd: the watch
 * alone never keeps the demo alive).
 */
function watchAncestors(gone: () => void): void {
  const watched = launchAncestors();
  if (watched.length === 0) return;
  const timer = setInterval(() => {
    if (watched.every(alive)) return;
    clearInterval(timer);
    gone();
  }, 1_000);
  timer.unref();
}
