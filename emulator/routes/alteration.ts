/** The `alter` fault as renders see it: taken when a render is about to draw, applied to its pixels. */
import type { Context } from 'hono';
import type { EmulatorContext } from '../context';
import { apiRelativePath, type AppEnv } from '../http/app-env';
import type { FixtureAlteration } from '../images/alter-fixture';

/** The fixture change queued for this render request, if any (one use of the fault). */
export function takeAlteration(ctx: EmulatorContext, c: Context<AppEnv>): FixtureAlteration | undefined {
  return ctx.faults.take(c.req.method, apiRelativePath(c.req.path), 'alter')?.alter;
}
