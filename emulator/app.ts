/**
 * Composition of the HTTP surface: CORS on the API and files; under /public/v1 the body parser, request
 * log, fault injection and key check, then the spec's 17 endpoints; /files for hosted images;
 * /__emulator for the control API.
 */
import { readdirSync } from 'node:fs';
import { Hono } from 'hono';
import type { EmulatorContext } from './context';
import { API_BASE_PATH, type AppEnv } from './http/app-env';
import { requireApiKey } from './http/auth';
import { bodyParser } from './http/body-middleware';
import { cors } from './http/cors';
import { errorHandler } from './http/error-handler';
import { faultInjection } from './http/fault-middleware';
import { requestLogging } from './http/request-logging';
import { adminRoutes } from './routes/admin';
import { fileRoutes } from './routes/files';

/** What a route module exports (`<name>Routes`): the endpoints of one family, for one emulator. */
type Routes = (ctx: EmulatorContext) => Hono<AppEnv>;

/** The route modules mounted elsewhere: the control API and the hosted files. */
const NOT_API = new Set(['admin.ts', 'files.ts']);

/**
 * The API's routes: every `<name>Routes` that a module of routes/ exports, found rather than
 * listed, so an operation's emulator route is its file alone (test/unit/tooling/recipes.test.ts
 * checks each operation's requests are answered). Their paths do not overlap, so order is free.
 */
const API_ROUTES: readonly Routes[] = (
  await Promise.all(
    readdirSync(new URL('./routes/', import.meta.url))
      .filter((name) => name.endsWith('.ts') && !NOT_API.has(name))
      .sort()
      .map((name) => import(`./routes/${name.slice(0, -'.ts'.length)}.ts`) as Promise<Record<string, unknown>>),
  )
).flatMap((module) => Object.entries(module).flatMap(([name, value]) => (name.endsWith('Routes') && typeof value === 'function' ? [value as Routes] : [])));

/** Builds the app for one running emulator. */
export function createApp(ctx: EmulatorContext): Hono<AppEnv> {
  const api = new Hono<AppEnv>()
    // Order matters: the log needs the parsed body; faults come before the key check, like a failing proxy.
    .use('*', bodyParser(ctx.options.maxImageBytes), requestLogging(ctx.requests, ctx.options.apiKey), faultInjection(ctx.faults, ctx.lifetime), requireApiKey(ctx.options.apiKey));
  for (const routes of API_ROUTES) api.route('/', routes(ctx));

  // CORS only where the extension's pages need it: the API and the hosted images. The control
  // API gets none, so no web page can read it (see http/admin-guard.ts for writes).
  const app = new Hono<AppEnv>()
    .use(`${API_BASE_PATH}/*`, cors())
    .use('/files/*', cors())
    .route(API_BASE_PATH, api)
    .route('/files', fileRoutes(ctx))
    .route('/__emulator', adminRoutes(ctx));
  app.notFound((c) => c.json({ message: 'not found' }, 404));
  app.onError(errorHandler(ctx.options.log));
  return app;
}
