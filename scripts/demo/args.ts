/**
 * `npm run demo`'s command line: every option in one table, so `--help`, the parser and the
 * README (test/unit/demo/args.test.ts checks all three agree) cannot drift apart.
 */

/** What the demo does once its servers are up. */
export type DemoMode = 'open' | 'headless' | 'servers' | 'smoke';

/** A port asked for: `explicit` when the user named it (flag or variable), so it is never moved. */
export interface PortRequest {
  readonly port: number;
  readonly explicit: boolean;
}

/** The parsed command line. `mode` is undefined when no mode was asked for (see {@link resolveMode}). */
export interface DemoOptions {
  readonly help: boolean;
  readonly build: boolean;
  readonly mode: DemoMode | undefined;
  readonly outDir: string;
  readonly emulatorPort: PortRequest;
  readonly sitePort: PortRequest;
}

/** One option of the table: its flag, its value's name when it takes one, and what it does. */
interface OptionSpec {
  readonly flag: string;
  readonly value?: string;
  readonly env?: string;
  readonly text: string;
}

/** Every option, in the order `--help` lists them. */
export const DEMO_OPTIONS: readonly OptionSpec[] = [
  { flag: '--help', text: 'this text (also -h)' },
  { flag: '--no-build', text: 'skip the demo build; use .output/chrome-mv3-demo as it is' },
  { flag: '--open', text: 'open Chromium with the extension on the demo listing (the default with a display)' },
  {
    flag: '--headless',
    text: 'walk the realtor’s path in headless Chromium (listing, photo, renovation, staging, history, export), write screenshots and report.md, then stop (the default without a display)',
  },
  { flag: '--no-browser', text: 'only the servers: load the build in your own browser; Ctrl-C stops' },
  { flag: '--smoke', text: 'start the servers, check that both answer, stop (for tests)' },
  { flag: '--out', value: 'DIR', text: 'where --headless writes its files (default demo-output); an earlier walk there is replaced, saying so; a directory with other files stops the demo' },
  { flag: '--port', value: 'N', env: 'EMULATOR_PORT', text: 'the API emulator’s port (default 8787; 0 picks a free one)' },
  { flag: '--site-port', value: 'N', env: 'DEMO_SITE_PORT', text: 'the demo listing site’s port (default 8788; 0 picks a free one)' },
];

/** The environment variables the demo reads, besides the ports' (listed with their flags). */
export const DEMO_ENVIRONMENT: readonly { readonly name: string; readonly text: string }[] = [
  { name: 'CHROMIUM_PATH', text: 'the Chromium to run (default /usr/bin/chromium)' },
  { name: 'EMULATOR_ANALYZER', text: 'coming-soon or absent hides the image analyzer (default available)' },
];

const MODE_FLAGS: Readonly<Record<string, DemoMode>> = { '--open': 'open', '--headless': 'headless', '--no-browser': 'servers', '--smoke': 'smoke' };

/** Wraps `text` to lines of at most `width` characters, continuation lines indented by `indent`. */
function wrap(text: string, indent: number, width = 100): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && indent + line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines.join(`\n${' '.repeat(indent)}`);
}

/** The text `--help` prints. */
export function demoUsage(): string {
  const left = (o: OptionSpec) => (o.value ? `${o.flag} ${o.value}` : o.flag);
  const width = Math.max(...DEMO_OPTIONS.map((o) => left(o).length), ...DEMO_ENVIRONMENT.map((e) => e.name.length)) + 2;
  const row = (name: string, text: string) => `  ${name.padEnd(width)}${wrap(text, width + 2)}`;
  return [
    'Usage: npm run demo [-- OPTIONS]',
    '',
    'Builds the extension in demo mode, starts the API emulator and a demo listing site, then',
    'opens Chromium (with a display) or walks the realtor’s path headless (without one).',
    'A default port that is taken moves to the next free one; a port you chose must be free.',
    'Ctrl-C, SIGTERM or SIGHUP stop everything it started and free both ports.',
    '',
    'Options:',
    ...DEMO_OPTIONS.map((o) => row(left(o), `${o.text}${o.env ? ` [${o.env}]` : ''}`)),
    '',
    'Environment:',
    ...DEMO_ENVIRONMENT.map((e) => row(e.name, e.text)),
    '',
  ].join('\n');
}

/** A port from a flag or variable: plain digits up to 65535, else an error sentence. */
function readPort(raw: string, name: string): number | string {
  if (!/^\d{1,5}$/.test(raw) || Number(raw) > 65535) return `${name} must be a port number from 0 to 65535, not "${raw}".`;
  return Number(raw);
}

/** The port from its flag, else its variable, else the default; `explicit` unless defaulted. */
function portRequest(flagValue: string | undefined, flag: string, env: string | undefined, envName: string, fallback: number): PortRequest | string {
  const raw = flagValue ?? (env === undefined || env === '' ? undefined : env);
  if (raw === undefined) return { port: fallback, explicit: false };
  const port = readPort(raw, flagValue === undefined ? envName : flag);
  return typeof port === 'string' ? port : { port, explicit: true };
}

/** Splits `argv` into flags and flag values; an error sentence for anything unknown. */
function scan(argv: readonly string[]): { flags: Set<string>; values: Map<string, string> } | string {
  const flags = new Set<string>();
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const [flag = '', inline] = (argv[i] ?? '').split(/=(.*)/s, 2);
    const name = flag === '-h' ? '--help' : flag;
    const spec = DEMO_OPTIONS.find((o) => o.flag === name);
    if (!spec) return `Unknown option ${flag}.`;
    if (!spec.value) {
      if (inline !== undefined) return `${name} takes no value.`;
      flags.add(name);
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined || value === '' || value.startsWith('--')) return `${name} needs a value (${spec.value}).`;
    values.set(name, value);
  }
  return { flags, values };
}

/** Parses the demo's arguments and environment: the options, or one sentence saying what is wrong. */
export function parseDemoArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): DemoOptions | { error: string } {
  const scanned = scan(argv);
  if (typeof scanned === 'string') return { error: scanned };
  const { flags, values } = scanned;
  const modes = Object.keys(MODE_FLAGS).filter((flag) => flags.has(flag));
  if (modes.length > 1) return { error: `Choose one of ${modes.join(', ')}.` };
  const emulatorPort = portRequest(values.get('--port'), '--port', env.EMULATOR_PORT, 'EMULATOR_PORT', 8787);
  if (typeof emulatorPort === 'string') return { error: emulatorPort };
  const sitePort = portRequest(values.get('--site-port'), '--site-port', env.DEMO_SITE_PORT, 'DEMO_SITE_PORT', 8788);
  if (typeof sitePort === 'string') return { error: sitePort };
  if (emulatorPort.explicit && sitePort.explicit && emulatorPort.port !== 0 && emulatorPort.port === sitePort.port) {
    return { error: `The emulator and the demo listing cannot share port ${emulatorPort.port}.` };
  }
  return {
    help: flags.has('--help'),
    build: !flags.has('--no-build'),
    mode: modes[0] === undefined ? undefined : MODE_FLAGS[modes[0]],
    outDir: values.get('--out') ?? 'demo-output',
    emulatorPort,
    sitePort,
  };
}

/** True when a graphical session is there to show a browser in (X11 or Wayland). */
export function hasDisplay(env: Readonly<Record<string, string | undefined>>): boolean {
  return Boolean(env.DISPLAY || env.WAYLAND_DISPLAY);
}

/** The mode to run: the one asked for, else Chromium on screen with a display and the headless walk without. */
export function resolveMode(mode: DemoMode | undefined, env: Readonly<Record<string, string | undefined>>): DemoMode {
  return mode ?? (hasDisplay(env) ? 'open' : 'headless');
}
