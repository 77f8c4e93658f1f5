/**
 * Turns the command line and environment into emulator options. Pure, so every flag rule is
 * testable without spawning a process; cli.ts only prints and exits.
 */
import { parseArgs } from 'node:util';
import { ANALYZER_MODES, isAnalyzerMode } from './analyzer-switch';
import type { EmulatorOptions, LatencySetting } from './options';

/** What the command line asks for. */
export type CliRequest =
  | { readonly kind: 'start'; readonly options: Partial<EmulatorOptions> }
  | { readonly kind: 'help' }
  | { readonly kind: 'error'; readonly message: string };

/** The usage text printed by --help and after a bad flag. */
export const USAGE = `Usage: npm run emulator -- [options]

Options (each also read from the environment variable shown; flags win):
  --port N                 TCP port, 0 picks a free one        EMULATOR_PORT (default 8787)
  --host HOST              interface to bind                    EMULATOR_HOST (default 127.0.0.1)
  --api-key KEY            the accepted X-API-KEY value          EMULATOR_API_KEY (default dev-key)
  --max-assets N           asset limit (403 beyond it)          EMULATOR_MAX_ASSETS (default 50)
  --renovation-credits N   starting renovation credits          EMULATOR_RENOVATION_CREDITS (default 1000)
  --staging-credits N      starting staging credits             EMULATOR_STAGING_CREDITS (default 100)
  --latency MS|realistic   wait per render; realistic = 6-15 s  EMULATOR_LATENCY (default 0)
  --data-dir DIR           image storage, kept on exit          EMULATOR_DATA_DIR (default: temp dir, removed on exit)
  --analyzer MODE          available, coming-soon (501) or      EMULATOR_ANALYZER (default available)
                           absent (404): the image analyzer
  --allow-link-local       also fetch image URLs on link-local  EMULATOR_ALLOW_LINK_LOCAL=1 (default: refused)
                           addresses (169.254.x.x, fe80::/10: cloud metadata)
  --request-timeout MS     time to send a whole request (408)   EMULATOR_REQUEST_TIMEOUT (default 30000)
  --headers-timeout MS     time to send the request headers     EMULATOR_HEADERS_TIMEOUT (default 10000)
  --help                   show this text`;

/** Each flag with the environment variable that stands in for it. */
const FLAGS = {
  port: 'EMULATOR_PORT',
  host: 'EMULATOR_HOST',
  'api-key': 'EMULATOR_API_KEY',
  'max-assets': 'EMULATOR_MAX_ASSETS',
  'renovation-credits': 'EMULATOR_RENOVATION_CREDITS',
  'staging-credits': 'EMULATOR_STAGING_CREDITS',
  latency: 'EMULATOR_LATENCY',
  'data-dir': 'EMULATOR_DATA_DIR',
  'request-timeout': 'EMULATOR_REQUEST_TIMEOUT',
  'headers-timeout': 'EMULATOR_HEADERS_TIMEOUT',
  analyzer: 'EMULATOR_ANALYZER',
} as const;

type FlagName = keyof typeof FLAGS;

/** Switches: present means on; their variables take 1/true/yes or 0/false/no. */
const SWITCHES = { 'allow-link-local': ['EMULATOR_ALLOW_LINK_LOCAL', 'allowLinkLocal'] } as const;

class CliError extends Error {}

/** `label` names where the value came from (`--port` or `EMULATOR_PORT`) for the message. */
function parseCount(label: string, raw: string, max: number): number {
  // Digits only: Number() would accept "1e3", " 12" and "0x10", which hide typos.
  if (!/^\d+$/.test(raw) || Number(raw) > max) {
    throw new CliError(`${label} expects a whole number from 0 to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

function parseLatency(label: string, raw: string): LatencySetting {
  if (raw === 'realistic') return 'realistic';
  if (!/^\d+$/.test(raw)) throw new CliError(`${label} expects milliseconds or "realistic", got "${raw}"`);
  return parseCount(label, raw, 600_000);
}

function parseSwitch(label: string, raw: string): boolean {
  if (/^(1|true|yes)$/i.test(raw)) return true;
  if (/^(0|false|no)$/i.test(raw)) return false;
  throw new CliError(`${label} expects 1, true, yes, 0, false or no, got "${raw}"`);
}

function parseText(label: string, raw: string): string {
  if (raw.trim().length === 0) throw new CliError(`${label} must not be empty`);
  return raw;
}

/** Applies one flag's raw value to the options being built. */
function applyFlag(options: Partial<Record<keyof EmulatorOptions, unknown>>, flag: FlagName, raw: string, label: string): void {
  switch (flag) {
    case 'port':
      options.port = parseCount(label, raw, 65_535);
      break;
    case 'host':
      options.host = parseText(label, raw);
      break;
    case 'api-key':
      options.apiKey = parseText(label, raw);
      break;
    case 'max-assets':
      options.maxAssets = parseCount(label, raw, 1_000_000);
      break;
    case 'renovation-credits':
      options.renovationCredits = parseCount(label, raw, 1_000_000_000);
      break;
    case 'staging-credits':
      options.stagingCredits = parseCount(label, raw, 1_000_000_000);
      break;
    case 'latency':
      options.latency = parseLatency(label, raw);
      break;
    case 'data-dir':
      options.dataDir = parseText(label, raw);
      break;
    case 'request-timeout':
      options.requestTimeoutMs = parseCount(label, raw, 3_600_000);
      break;
    case 'headers-timeout':
      options.headersTimeoutMs = parseCount(label, raw, 3_600_000);
      break;
    case 'analyzer':
      if (!isAnalyzerMode(raw)) throw new CliError(`${label} expects ${ANALYZER_MODES.join(', ')}, got "${raw}"`);
      options.analyzer = raw;
      break;
  }
}

/**
 * Reads flags (`--port 0`, `--port=0`) and falls back to EMULATOR_* variables. Unknown flags,
 * positional arguments, missing values and malformed numbers are errors, never ignored.
 */
export function parseCliArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): CliRequest {
  try {
    const stringFlags: Record<string, { type: 'string' }> = Object.fromEntries(Object.keys(FLAGS).map((name) => [name, { type: 'string' as const }]));
    const { values } = parseArgs({
      args: [...argv],
      options: { ...stringFlags, 'allow-link-local': { type: 'boolean' }, help: { type: 'boolean' } },
      strict: true,
      allowPositionals: false,
    }) as { values: Record<string, string | boolean | undefined> };
    if (values.help === true) return { kind: 'help' };
    const options: Partial<Record<keyof EmulatorOptions, unknown>> = {};
    for (const [flag, envName] of Object.entries(FLAGS) as [FlagName, string][]) {
      const fromFlag = values[flag];
      if (typeof fromFlag === 'string') applyFlag(options, flag, fromFlag, `--${flag}`);
      else if (env[envName] !== undefined && env[envName] !== '') applyFlag(options, flag, env[envName], envName);
    }
    for (const [flag, [envName, option]] of Object.entries(SWITCHES)) {
      if (values[flag] === true) options[option] = true;
      else if (env[envName] !== undefined && env[envName] !== '') options[option] = parseSwitch(envName, env[envName]);
    }
    return { kind: 'start', options: options as Partial<EmulatorOptions> };
  } catch (error) {
    // parseArgs throws TypeErrors with readable messages ("Unknown option '--prot'").
    const message = error instanceof Error ? error.message : String(error);
    return { kind: 'error', message };
  }
}
