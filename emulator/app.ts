/**
 * Composition of the HTTP surface: CORS on the API and files; under /public/v1 the body parser, request
 * log, fault injection and key check, then the spec's 17 endpoints; /files for hosted images;
 * /__emulator for the control API.
 */
import { Hono } from 'hono';
import type { EmulatorContext } from './context';
import { API_BASE_PATH, type AppEnv } from './http/app-env';
import { requireApiKey } from './http/auth';
import { bodyParser } from './http/body-middleware';
import { cors } from './http/cors';
import { errorHandler } from './http/error-handler';
import { faultInjection } from './http/fault-middleware';
import { requestLogging } from './http/request-logging';
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
import { analyzerRoutes } from './routes/analyzer';
import { assetRoutes } from './routes/assets';
import { fileRoutes } from './routes/files';
import { renovationRoutes } from './routes/renovation';
import { stagingRoutes } from './routes/staging';
import { styleRoutes } from './routes/styles';
import { styleTransferRoutes } from './routes/style-transfer';
import { upscaleRoutes } from './routes/upscale';

/** Builds the app for one running emulator. */
export function createApp(ctx: EmulatorContext): Hono<AppEnv> {
  const api = new Hono<AppEnv>()
    // Order matters: the log needs the parsed body; faults come before the key check, like a failing proxy.
    .use('*', bodyParser(ctx.options.maxImageBytes), requestLogging(ctx.requests, ctx.options.apiKey), faultInjection(ctx.faults, ctx.lifetime), requireApiKey(ctx.options.apiKey))
    .route('/', accountRoutes(ctx))
    .route('/', assetRoutes(ctx))
    .route('/', styleRoutes())
    .route('/', renovationRoutes(ctx))
    .route('/', upscaleRoutes(ctx))
    .route('/', styleTransferRoutes(ctx))
    .route('/', analyzerRoutes(ctx))
    .route('/', stagingRoutes(ctx));

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
