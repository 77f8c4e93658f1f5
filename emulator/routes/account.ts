/** Account: GET /plan/details, the plan with live credit and asset numbers. */
import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import type { AppEnv } from '../http/app-env';

/** The plan name plan details report. */
export const PLAN_NAME = 'emulator';

/** The business name plan details report. */
export const BUSINESS_NAME = 'Reimagine Emulator';

/** The plan-details body. */
export function planDetails(ctx: EmulatorContext): { plan: { business_name: string; plan: string; remaining_assets: number; staging_credits: number; renovation_credits: number } } {
  return {
    plan: {
      business_name: BUSINESS_NAME,
      plan: PLAN_NAME,
      remaining_assets: Math.max(0, ctx.options.maxAssets - ctx.state.assets.size),
      staging_credits: ctx.state.stagingCredits,
      renovation_credits: ctx.state.renovationCredits,
    },
  };
}

/** The account routes. */
export function accountRoutes(ctx: EmulatorContext): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/plan/details', (c) => c.json(planDetails(ctx), 200));
}
