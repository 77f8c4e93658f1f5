/**
 * The emulator's settings: one type, the defaults, and the check that turns a partial set of
 * options (from the CLI or a test) into a complete, valid one.
 */

import { isAnalyzerMode, type AnalyzerMode } from './analyzer-switch';
import type { HttpGet } from './http-get';

/** Render latency: a fixed number of milliseconds, or `realistic` (6 to 15 s, seeded per request). */
export type LatencySetting = number | 'realistic';

/** Everything that shapes one emulator instance. */
export interface EmulatorOptions {
  /** Interface to bind. Loopback by default so the fault API and files never leave the machine. */
  readonly host: string;
  /** TCP port; 0 asks the OS for a free one. */
  readonly port: number;
  /** The only value of `X-API-KEY` that is accepted. */
  readonly apiKey: string;
  /** Upload limit: the upload that would exceed it answers 403. */
  readonly maxAssets: number;
  /** Starting renovation credits (renovate, kitchen_cabinets, style_transfer, creative_upscale). */
  readonly renovationCredits: number;
  /** Starting staging credits (one per staging project). */
  readonly stagingCredits: number;
  /** Extra wait before each render. */
  readonly latency: LatencySetting;
  /** Where images are stored; undefined means a fresh temp dir removed on close. */
  readonly dataDir: string | undefined;
  /** Whole-download budget for an `image_url` fetch, redirects included. */
  readonly fetchTimeoutMs: number;
  /** Largest accepted image, uploaded or fetched, in bytes. */
  readonly maxImageBytes: number;
  /** Time a client has to send a whole request (headers and body); then 408 and the connection closes. */
  readonly requestTimeoutMs: number;
  /** Time a client has to send the request headers; at most `requestTimeoutMs`. */
  readonly headersTimeoutMs: number;
  /** Fetch image URLs on link-local addresses (169.254.0.0/16, fe80::/10: cloud metadata) too. */
  readonly allowLinkLocal: boolean;
  /** How image URLs are downloaded; undefined means over the network (tests pass a stand-in). */
  readonly httpGet: HttpGet | undefined;
  /** Pause before each image of a batch analysis, so callers can watch it progress. */
  readonly batchImageDelayMs: number;
  /** How the image analyzer answers at start: `available`, `coming-soon` (501) or `absent` (404). */
  readonly analyzer: AnalyzerMode;
  /** Where diagnostics go (unexpected errors). Never receives the API key. */
  readonly log: (line: string) => void;
}

/** The defaults `npm run emulator` starts with. */
export const DEFAULT_OPTIONS: EmulatorOptions = {
  host: '127.0.0.1',
  port: 8787,
  apiKey: 'dev-key',
  maxAssets: 50,
  renovationCredits: 1000,
  stagingCredits: 100,
  latency: 0,
  dataDir: undefined,
  fetchTimeoutMs: 10_000,
  maxImageBytes: 20 * 1024 * 1024,
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  allowLinkLocal: false,
  httpGet: undefined,
  batchImageDelayMs: 750,
  analyzer: 'available',
  log: () => undefined,
};

/** Largest value accepted for any count or duration, to keep arithmetic and timers sane. */
const MAX_SETTING = 2_147_483_647;

function checkInteger(name: string, value: number, min: number, max = MAX_SETTING): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be an integer from ${min} to ${max}, got ${String(value)}`);
  }
}

/**
 * Fills in defaults and validates. Throws a RangeError naming the bad option, so a caller
 * (CLI or test) learns about a typo at start rather than through odd behaviour later.
 */
export function resolveOptions(partial: Partial<EmulatorOptions>): EmulatorOptions {
  const defined = Object.fromEntries(Object.entries(partial).filter(([, value]) => value !== undefined));
  const options: EmulatorOptions = { ...DEFAULT_OPTIONS, ...defined };
  checkInteger('port', options.port, 0, 65_535);
  checkInteger('maxAssets', options.maxAssets, 0);
  checkInteger('renovationCredits', options.renovationCredits, 0);
  checkInteger('stagingCredits', options.stagingCredits, 0);
  checkInteger('fetchTimeoutMs', options.fetchTimeoutMs, 1);
  checkInteger('maxImageBytes', options.maxImageBytes, 1);
  checkInteger('batchImageDelayMs', options.batchImageDelayMs, 0);
  checkInteger('requestTimeoutMs', options.requestTimeoutMs, 1);
  checkInteger('headersTimeoutMs', options.headersTimeoutMs, 1, options.requestTimeoutMs);
  if (options.latency !== 'realistic') checkInteger('latency', options.latency, 0);
  if (!isAnalyzerMode(options.analyzer)) throw new RangeError(`analyzer must be available, coming-soon or absent, got ${String(options.analyzer)}`);
  if (options.apiKey.length === 0) throw new RangeError('apiKey must not be empty');
  if (options.host.length === 0) throw new RangeError('host must not be empty');
  if (options.dataDir !== undefined && options.dataDir.length === 0) throw new RangeError('dataDir must not be empty');
  return options;
}
