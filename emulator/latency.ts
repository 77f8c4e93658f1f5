/** How long a render waits before answering, per the --latency setting. */
import { hash32 } from './images/text-hash';
import type { LatencySetting } from './options';

/** Shortest realistic wait: the spec's typical render takes 6 to 15 seconds. */
export const REALISTIC_MIN_MS = 6000;

/** Longest realistic wait. */
export const REALISTIC_MAX_MS = 15000;

/**
 * Milliseconds to wait. `seed` identifies the request (path and body), so the same request
 * always waits the same time under `realistic` while different ones spread over 6 to 15 s.
 */
export function latencyFor(setting: LatencySetting, seed: string): number {
  if (setting !== 'realistic') return setting;
  return REALISTIC_MIN_MS + (hash32(seed) % (REALISTIC_MAX_MS - REALISTIC_MIN_MS + 1));
}
