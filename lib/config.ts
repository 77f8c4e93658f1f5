/** The real RenovateAI service. Production builds talk to it by default. */
export const PRODUCTION_API_BASE = 'https://api.tech.renovateai.app/public/v1';

/** The real service's origin: a key found without a confirmed origin (an older version's) is bound to it. */
export const PRODUCTION_API_ORIGIN = new URL(PRODUCTION_API_BASE).origin;

/** The local emulator's default address (`npm run emulator`). Development and test builds default to it. */
export const EMULATOR_API_BASE = 'http://127.0.0.1:8787/public/v1';

/** The API key the emulator accepts unless started with another `--api-key`. */
export const EMULATOR_DEFAULT_KEY = 'dev-key';

/**
 * The base URL a fresh install starts with. `mode` is Vite's build mode: only a production
 * build points at the paid service, so a developer's build never spends real credits by accident.
 */
export function defaultApiBase(mode: string): string {
  return mode === 'production' ? PRODUCTION_API_BASE : EMULATOR_API_BASE;
}
