import { launchSides, type Side } from '../bench/browsers';
import { snapshotBuild } from '../bench/build';
import { servedPages } from '../bench/saved-pages';
import { interleaved } from '../bench/stats';

/**
 * What the page measurements share (page-profile.ts, page-trace.ts): both arms launched as the
 * bench launches them on a private copy of the build, `once` run `--runs N` times a side
 * (`defaultRuns` without the flag), interleaved, each run logged to stderr, and everything closed.
 */
export async function runInterleaved<T>(tool: string, defaultRuns: number, once: (side: Side) => Promise<T>, describe: (run: T) => string = () => ''): Promise<Record<Side['name'], T[]>> {
  const at = process.argv.indexOf('--runs');
  const count = at > 0 ? Number(process.argv[at + 1]) : defaultRuns;
  const extension = snapshotBuild();
  const sides = await launchSides(extension.dir, servedPages());
  try {
    const runs: Record<Side['name'], T[]> = { without: [], with: [] };
    for (const name of interleaved(count)) {
      const run = await once(sides[name]);
      runs[name].push(run);
      const detail = describe(run);
      console.error(`${tool}: ${name} run ${runs[name].length}${detail ? `, ${detail}` : ''}`);
    }
    return runs;
  } finally {
    await sides.with.close();
    await sides.without.close();
    extension.remove();
  }
}
