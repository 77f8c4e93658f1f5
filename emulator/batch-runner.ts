/**
 * Background processing of a batch analysis: one image after another, each after a short pause
 * so callers can watch `processed_images` count up. A batch ends `failed` when every image
 * failed, else `completed`; failed images carry `error`. Stops quietly on reset or close.
 */
import { failedAnalysis, successfulAnalysis } from './analysis-result';
import type { EmulatorContext } from './context';
import { fetchImage } from './fetch-image';
import { sleep } from './http/sleep';
import { classifyScene, type AnalysisType } from './images/analyze';
import { loadAnalysisView } from './images/analysis-view';
import { MAX_INPUT_SIDE, normalizeImage } from './images/normalize';
import type { Batch } from './state';

/** One image of a batch request. */
export interface BatchImage {
  readonly imageUrl: string;
  readonly imageId: string;
}

async function analyzeOne(ctx: EmulatorContext, image: BatchImage, analysisType: AnalysisType): Promise<ReturnType<typeof successfulAnalysis>> {
  const started = Date.now();
  try {
    const bytes = await fetchImage(image.imageUrl, ctx.fetchDeps, ctx.lifetime);
    const normalized = await normalizeImage(bytes, { maxBytes: ctx.options.maxImageBytes, maxSide: MAX_INPUT_SIDE });
    const findings = classifyScene(await loadAnalysisView(normalized.jpeg), analysisType);
    return successfulAnalysis(image.imageId, analysisType, findings, Date.now() - started);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return failedAnalysis(image.imageId, analysisType, `image_url: ${reason}`, Date.now() - started);
  }
}

/** Processes `images` into `batch`. Never rejects: every failure is recorded on its image. */
export async function runBatch(ctx: EmulatorContext, batch: Batch, images: readonly BatchImage[], analysisType: AnalysisType): Promise<void> {
  const epoch = ctx.state.epoch;
  const stillWanted = (): boolean => ctx.state.epoch === epoch && !ctx.lifetime.aborted;
  for (const image of images) {
    if (!(await sleep(ctx.options.batchImageDelayMs, ctx.lifetime)) || !stillWanted()) return;
    const result = await analyzeOne(ctx, image, analysisType);
    if (!stillWanted()) return;
    batch.results.push(result);
    batch.processed++;
  }
  batch.status = batch.results.every((r) => r.error !== '') ? 'failed' : 'completed';
}
