/**
 * `npm run bench`'s command line: one table gives `--help` and the parser, so they cannot drift
 * apart. Every option is checked before anything runs: a whole bench takes minutes, and a typo
 * (or `--help`) must not start one.
 */

/** The parsed command line. */
export interface BenchOptions {
  readonly help: boolean;
  readonly check: boolean;
  readonly pairs: number;
  readonly saved: boolean;
  readonly rebuild: boolean;
  readonly build: boolean;
  readonly markdown: boolean;
}

interface OptionSpec {
  readonly flag: string;
  readonly value?: string;
  readonly text: string;
}

/** The fewest A/B pairs per page: fewer, and one noisy run moves the median. */
export const MIN_PAIRS = 5;

/** Every option, in the order `--help` lists them. */
export const BENCH_OPTIONS: readonly OptionSpec[] = [
  { flag: '--help', text: 'this text (also -h)' },
  { flag: '--check', text: 'exit 1 when a budget is broken or a figure could not be measured' },
  { flag: '--pairs', value: 'N', text: `A/B pairs per page, without and with the extension (at least ${MIN_PAIRS}, the default)` },
  { flag: '--no-saved', text: 'skip the saved listing pages (the slowest part)' },
  { flag: '--rebuild', text: 'build .output/chrome-mv3 even when it looks fresh' },
  { flag: '--no-build', text: 'never build; measure .output/chrome-mv3 as it is' },
  { flag: '--markdown', text: 'print the table in Markdown (as in docs/benchmarks.md)' },
];

/** The text `--help` prints. */
export function benchUsage(): string {
  const left = (o: OptionSpec) => (o.value ? `${o.flag} ${o.value}` : o.flag);
  const width = Math.max(...BENCH_OPTIONS.map((o) => left(o).length)) + 2;
  return [
    'Usage: npm run bench [-- OPTIONS]',
    '',
    'Measures what the extension costs a listing page and adds to a render: bundle sizes, page cost',
    'in Chromium without and with the build, photo to button, heap, render overhead, the side panel,',
    'photo finding and the export ZIP. Prints one table, writes bench-results.json. Takes minutes.',
    '',
    'Options:',
    ...BENCH_OPTIONS.map((o) => `  ${left(o).padEnd(width)}${o.text}`),
    '',
  ].join('\n');
}

/** Parses the bench's arguments: the options, or one sentence saying what is wrong. */
export function parseBenchArgs(argv: readonly string[]): BenchOptions | { error: string } {
  const flags = new Set<string>();
  let pairs = MIN_PAIRS;
  for (let i = 0; i < argv.length; i++) {
    const [raw = '', inline] = (argv[i] ?? '').split(/=(.*)/s, 2);
    const flag = raw === '-h' ? '--help' : raw;
    const spec = BENCH_OPTIONS.find((o) => o.flag === flag);
    if (!spec) return { error: `Unknown option ${raw}.` };
    if (!spec.value) {
      if (inline !== undefined) return { error: `${flag} takes no value.` };
      flags.add(flag);
      continue;
    }
    const value = inline ?? argv[++i] ?? '';
    if (!/^\d+$/.test(value) || Number(value) < MIN_PAIRS) return { error: `${flag} takes a whole number, at least ${MIN_PAIRS}${value ? `, not "${value}"` : ''}.` };
    pairs = Number(value);
  }
  if (flags.has('--rebuild') && flags.has('--no-build')) return { error: 'Choose one of --rebuild and --no-build.' };
  return {
    help: flags.has('--help'),
    check: flags.has('--check'),
    pairs,
    saved: !flags.has('--no-saved'),
    rebuild: flags.has('--rebuild'),
    build: !flags.has('--no-build'),
    markdown: flags.has('--markdown'),
  };
}
