/**
 * The emulator's own control API under /__emulator (no key, loopback only, never for web pages,
 * no CORS, outside /public/v1):
 * fault injection, reset, the request log, and state inspection and tweaks for tests.
 */
import { Hono } from 'hono';
import { analyzerMode, isAnalyzerMode, setAnalyzerMode, ANALYZER_MODES } from '../analyzer-switch';
import type { EmulatorContext } from '../context';
import { faultToJson, FaultSpecError, parseFaultSpec } from '../faults';
import { noBrowserPages } from '../http/admin-guard';
import type { AppEnv } from '../http/app-env';
import { bodyParser } from '../http/body-middleware';
import { requireJsonObject } from '../http/fields';
import { badRequest } from '../http/http-error';
import { loopbackOnly } from '../http/loopback';
import { resetEmulator } from '../reset';

/** Admin bodies are small JSON; a megabyte is plenty. */
const ADMIN_BODY_LIMIT = 1024 * 1024;

function stateBody(ctx: EmulatorContext): Record<string, unknown> {
  return {
    renovation_credits: ctx.state.renovationCredits,
    staging_credits: ctx.state.stagingCredits,
    max_assets: ctx.options.maxAssets,
    assets: ctx.state.assets.size,
    projects: ctx.state.projects.size,
    batches: ctx.state.batches.size,
    pending_faults: ctx.faults.list().length,
    latency: ctx.options.latency,
    analyzer: analyzerMode(ctx),
    base_url: `${ctx.origin}/public/v1`,
  };
}

function creditValue(value: unknown, key: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw badRequest(`${key} must be a whole number >= 0`);
  return value;
}

/** The admin routes, mounted at /__emulator. */
export function adminRoutes(ctx: EmulatorContext): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .use('*', loopbackOnly(), noBrowserPages(), bodyParser(ADMIN_BODY_LIMIT))
    .post('/faults', (c) => {
      const body = c.var.body;
      if (body.kind !== 'json') return c.json({ message: 'send a fault object or an array of them as JSON' }, 400);
      const specs = Array.isArray(body.value) ? body.value : [body.value];
      try {
        const parsed = specs.map(parseFaultSpec);
        return c.json({ faults: parsed.map((spec) => faultToJson(ctx.faults.add(spec))) }, 201);
      } catch (error) {
        if (error instanceof FaultSpecError) return c.json({ message: error.message }, 400);
        throw error;
      }
    })
    .get('/faults', (c) => c.json({ faults: ctx.faults.list().map(faultToJson) }, 200))
    .delete('/faults', (c) => {
      ctx.faults.clear();
      return c.json({ status: 'cleared' }, 200);
    })
    .post('/reset', async (c) => {
      await resetEmulator(ctx);
      return c.json({ status: 'reset' }, 200);
    })
    .get('/requests', (c) => c.json({ requests: ctx.requests.list() }, 200))
    .delete('/requests', (c) => {
      ctx.requests.clear();
      return c.json({ status: 'cleared' }, 200);
    })
    .get('/state', (c) => c.json(stateBody(ctx), 200))
    .post('/credits', (c) => {
      const body = requireJsonObject(c.var.body);
      const renovation = creditValue(body.renovation_credits, 'renovation_credits');
      const staging = creditValue(body.staging_credits, 'staging_credits');
      if (renovation !== undefined) ctx.state.renovationCredits = renovation;
      if (staging !== undefined) ctx.state.stagingCredits = staging;
      return c.json(stateBody(ctx), 200);
    })
    // The analyzer switch (available, coming-soon, absent) until the next reset: see analyzer-switch.ts.
    .post('/analyzer', (c) => {
      const { mode } = requireJsonObject(c.var.body);
      if (!isAnalyzerMode(mode)) throw badRequest(`mode must be one of ${ANALYZER_MODES.join(', ')}`);
      setAnalyzerMode(ctx, mode);
      return c.json(stateBody(ctx), 200);
    });
}
