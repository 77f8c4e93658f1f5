/**
 * The analyzer switch: whether the image analyzer answers (`available`), answers like the real
 * service announcing it (`coming-soon`: 501 and a "coming soon" message), or is not there at all
 * (`absent`: 404 like any unknown path). Clients must feature-detect the analyzer, so both of
 * its behaviours can be shown and tested: the start value is an option (`--analyzer`), and the
 * control API (`POST /__emulator/analyzer`) flips it while the emulator runs.
 */
import type { MiddlewareHandler } from 'hono';
import type { EmulatorContext } from './context';
import type { AppEnv } from './http/app-env';
import type { EmulatorState } from './state';

/** How the analyzer endpoints behave. */
export const ANALYZER_MODES = ['available', 'coming-soon', 'absent'] as const;
export type AnalyzerMode = (typeof ANALYZER_MODES)[number];

export function isAnalyzerMode(value: unknown): value is AnalyzerMode {
  return typeof value === 'string' && (ANALYZER_MODES as readonly string[]).includes(value);
}

/** The body a "coming soon" analyzer answers with, worded like the spec's announcement. */
export const COMING_SOON_MESSAGE = 'the image analyzer is coming soon';

/**
 * A mode set through the control API, with the reset epoch it was set in. Keyed by the state
 * object (one per emulator), so two emulators in one process never share a switch; a reset
 * bumps the epoch, which brings the started mode back without reset.ts knowing about it.
 */
const switched = new WeakMap<EmulatorState, { readonly mode: AnalyzerMode; readonly epoch: number }>();

/** The mode in force: the one switched to since the last reset, else the option's. */
export function analyzerMode(ctx: Pick<EmulatorContext, 'state' | 'options'>): AnalyzerMode {
  const entry = switched.get(ctx.state);
  return entry !== undefined && entry.epoch === ctx.state.epoch ? entry.mode : ctx.options.analyzer;
}

/** Switches the analyzer until the next reset. */
export function setAnalyzerMode(ctx: Pick<EmulatorContext, 'state'>, mode: AnalyzerMode): void {
  switched.set(ctx.state, { mode, epoch: ctx.state.epoch });
}

/**
 * Middleware for the analyzer paths: answers for a missing or announced analyzer before any
 * route runs. Batches already running keep running, so a poller sees the analyzer vanish mid-batch.
 */
export function analyzerGate(ctx: EmulatorContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const mode = analyzerMode(ctx);
    if (mode === 'coming-soon') return c.json({ message: COMING_SOON_MESSAGE }, 501);
    // The same body as the app's answer to any unknown path: indistinguishable from no route.
    if (mode === 'absent') return c.json({ message: 'not found' }, 404);
    await next();
    return undefined;
  };
}
