/** The image analyzer: POST /analyze, POST /analyze/batch, GET /analyze/batch/{batch_id}. */
import { Hono } from 'hono';
import { successfulAnalysis } from '../analysis-result';
import { analyzerGate } from '../analyzer-switch';
import { runBatch, type BatchImage } from '../batch-runner';
import type { EmulatorContext } from '../context';
import type { AppEnv } from '../http/app-env';
import { formFile, formText, optionalEnum, pathId, requireJsonObject, requireMultipart } from '../http/fields';
import { badRequest, notFound } from '../http/http-error';
import { newId } from '../ids';
import { ANALYSIS_TYPES, classifyScene, isAnalysisType, type AnalysisType } from '../images/analyze';
import { loadAnalysisView } from '../images/analysis-view';
import { MAX_BATCH_IMAGES } from '../limits';
import type { Batch } from '../state';
import { imageFromFile } from './image-input';

/** Seconds per image the completion estimate adds on top of the pacing delay. */
const ESTIMATED_SECONDS_PER_IMAGE = 0.2;

function parseAnalysisType(raw: string | undefined): AnalysisType {
  if (raw === undefined) return 'normal';
  if (!isAnalysisType(raw)) throw badRequest(`analysis_type must be one of ${ANALYSIS_TYPES.join(', ')}`);
  return raw;
}

/** Validates the batch `images` array: 1..100 objects, each with string `image_url` and `image_id`. */
export function parseBatchImages(value: unknown): BatchImage[] {
  if (!Array.isArray(value) || value.length === 0) throw badRequest('images must be a non-empty array');
  if (value.length > MAX_BATCH_IMAGES) throw badRequest(`images may hold at most ${MAX_BATCH_IMAGES} entries`);
  return value.map((entry: unknown, i) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw badRequest(`images[${i}] must be an object`);
    const { image_url: imageUrl, image_id: imageId } = entry as Record<string, unknown>;
    if (typeof imageUrl !== 'string' || imageUrl.trim() === '') throw badRequest(`images[${i}].image_url is required and must be a string`);
    if (typeof imageId !== 'string' || imageId.trim() === '') throw badRequest(`images[${i}].image_id is required and must be a string`);
    return { imageUrl, imageId };
  });
}

function batchBody(batch: Batch): Record<string, unknown> {
  return { batch_id: batch.id, status: batch.status, total_images: batch.total, processed_images: batch.processed, results: batch.results };
}

/** The analyzer routes. */
export function analyzerRoutes(ctx: EmulatorContext): Hono<AppEnv> {
  return new Hono<AppEnv>()
    // Switched off (coming soon, or absent), every analyzer path answers like that service would.
    .use('/analyze', analyzerGate(ctx))
    .use('/analyze/*', analyzerGate(ctx))
    .post('/analyze', async (c) => {
      const form = requireMultipart(c.var.body);
      const file = formFile(form, 'image');
      const analysisType = parseAnalysisType(formText(form, 'analysis_type'));
      if (file === undefined) throw badRequest('image (file) is required');
      const started = Date.now();
      const image = await imageFromFile(ctx, 'image', file);
      const findings = classifyScene(await loadAnalysisView(image.jpeg), analysisType);
      return c.json(successfulAnalysis(newId('image'), analysisType, findings, Date.now() - started), 200);
    })
    .post('/analyze/batch', (c) => {
      const body = requireJsonObject(c.var.body);
      const images = parseBatchImages(body.images);
      const analysisType = optionalEnum(body, 'analysis_type', ANALYSIS_TYPES) ?? 'normal';
      const estimateMs = images.length * (ctx.options.batchImageDelayMs + ESTIMATED_SECONDS_PER_IMAGE * 1000);
      const batch: Batch = { id: newId('batch'), total: images.length, processed: 0, status: 'processing', results: [], estimatedCompletion: new Date(Date.now() + estimateMs).toISOString() };
      ctx.state.batches.set(batch.id, batch);
      // runBatch records per-image failures itself; this catch only guards against a bug taking the process down.
      runBatch(ctx, batch, images, analysisType).catch((error: unknown) => ctx.options.log(`emulator: batch ${batch.id} stopped: ${String(error)}`));
      return c.json({ batch_id: batch.id, status: batch.status, total_images: batch.total, estimated_completion_time: batch.estimatedCompletion }, 200);
    })
    .get('/analyze/batch/:batch_id', (c) => {
      const batch = ctx.state.batches.get(pathId(c.req.param('batch_id'), 'batch_id'));
      if (batch === undefined) throw notFound('batch');
      return c.json(batchBody(batch), 200);
    });
}
