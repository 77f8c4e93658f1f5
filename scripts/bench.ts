/**
 * `npm run bench`: what the extension costs a listing page and what it adds to a render, every
 * figure measured side by side in one run (never in a timed test). Prints ONE table and writes
 * bench-results.json; exits 0 and reports, or with `--check` exits 1 when a budget is broken.
 *
 *   npm run bench                  # builds .output/chrome-mv3 first when missing or stale
 *   npm run bench -- --check       # exit 1 on a broken budget
 *   npm run bench -- --pairs 7     # A/B pairs per page (at least 5, the default)
 *   npm run bench -- --no-saved    # skip the saved listing pages (the slowest part)
 *   npm run bench -- --rebuild     # build even when the build looks fresh (--no-build: never)
 *   npm run bench -- --markdown    # the table in Markdown (as in docs/benchmarks.md)
 *   npm run bench -- --help        # every option (scripts/bench/options.ts), and nothing run
 *
 * The parts (scripts/bench/): bundle sizes per entrypoint; page cost in Chromium without and
 * with the built extension (a synthetic 2,000-card Zillow-like search page and each saved listing
 * page, interleaved, CDP Performance metrics, long tasks, CPU profiles); photo to button; the
 * content script's heap; render overhead against the emulator at a fixed latency; the side panel
 * with 300 results in history; photo finding in jsdom and the export ZIP.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { benchUsage, parseBenchArgs, type BenchOptions } from './bench/options';

/** The options, or the end of the bench for `--help` and for a bad command line: both before anything runs. */
function readOptions(): BenchOptions {
  const parsed = parseBenchArgs(process.argv.slice(2));
  if ('error' in parsed) {
    console.error(`bench: ${parsed.error} See: npm run bench -- --help`);
    process.exit(2);
  }
  if (parsed.help) {
    console.log(benchUsage());
    process.exit(0);
  }
  return parsed;
}

const options = readOptions();
// The measuring modules read ../shared as they load: without it, one sentence instead of a stack trace.
if (!existsSync(path.resolve('../shared/fixtures'))) {
  console.error('npm run bench needs ../shared beside this clone (the saved listing pages): clone the shared repository to ../shared first.');
  process.exit(1);
}
const { runBench } = await import('./bench/run');
process.exit(await runBench(options));
