import { isApiError } from '../api/errors';
import type { ApiClient, CallOptions } from '../api/client';
import { decodeDataUrl } from '../images/data-url';
import { inspectPhoto } from '../images/inspect';
import { isPublicPhotoUrl, photoBlob, uploadBlob, urlOrBytes, withAsset, type AssetContext, type FetchedPhoto } from '../acquisition/acquisition';
import { AppError } from '../errors';
import { findProject, forgetProject, recordProject } from '../library/staging-projects';
import type { JobRequest, StyleSource } from '../queue/types';

/**
 * One API conversation per operation: which endpoint, URL or bytes, which asset. Every call gets
 * the job's signal, so cancelling a running job aborts its request.
 */

/** What an operation produced. */
export interface OperationOutput {
  readonly imageUrl?: string;
  readonly projectId?: string;
  readonly analysis?: Record<string, unknown>;
}

/** What operations need besides the photo. */
export interface OperationContext extends AssetContext {
  readonly api: ApiClient;
  readonly signal: AbortSignal;
  /** Downloads a style image (no minimum size: a style can come from a small swatch). */
  readonly fetchStyleImage: (url: string) => Promise<FetchedPhoto>;
}

type Params<O extends JobRequest['operation']> = Extract<JobRequest, { operation: O }>['params'];

function renovationFields(p: { style_id?: string | undefined; renovation_spectrum?: Params<'renovate'>['renovation_spectrum']; guidance?: string | undefined }) {
  return {
    ...(p.style_id?.trim() ? { style_id: p.style_id.trim() } : {}),
    ...(p.renovation_spectrum ? { renovation_spectrum: p.renovation_spectrum } : {}),
    ...(p.guidance?.trim() ? { guidance: p.guidance.trim() } : {}),
  };
}

async function renovate(ctx: OperationContext, photo: FetchedPhoto, params: Params<'renovate'>): Promise<OperationOutput> {
  const o: CallOptions = { signal: ctx.signal };
  const fields = renovationFields(params);
  const materials = params.materials ?? [];
  if (materials.length > 0) {
    // Only the URL variant takes materials. A private photo goes by its uploaded asset's hosted
    // preview URL, which the API can download.
    const byAssetPreview = () =>
      withAsset(ctx, photo, async (asset) => {
        if (!asset.previewUrl) throw new AppError('bad_request', 'Materials need a photo the service can download, and this one has no public copy.');
        return ctx.api.renovate({ image_url: asset.previewUrl, ...fields, materials }, o);
      });
    const result = await urlOrBytes(photo.publicUrl, () => ctx.api.renovate({ image_url: photo.url, ...fields, materials }, o), byAssetPreview);
    return { imageUrl: result.renovated_image_url };
  }
  const result = await urlOrBytes(
    photo.publicUrl,
    () => ctx.api.renovate({ image_url: photo.url, ...fields }, o),
    () => withAsset(ctx, photo, (asset) => ctx.api.renovate({ asset_id: asset.id, ...fields }, o)),
  );
  return { imageUrl: result.renovated_image_url };
}

async function kitchenCabinets(ctx: OperationContext, photo: FetchedPhoto, params: Params<'kitchenCabinets'>): Promise<OperationOutput> {
  const result = await withAsset(ctx, photo, (asset) => ctx.api.kitchenCabinets({ asset_id: asset.id, ...renovationFields(params) }, { signal: ctx.signal }));
  return { imageUrl: result.renovated_image_url };
}

/** A style image as bytes: decoded from the picked file, or downloaded. */
async function styleImageBlob(ctx: OperationContext, style: StyleSource): Promise<Blob> {
  if (style.kind === 'url') return photoBlob(await ctx.fetchStyleImage(style.url));
  const decoded = decodeDataUrl(style.dataUrl);
  if (!decoded) throw new AppError('not_an_image', 'The style file could not be read.');
  const inspection = inspectPhoto(decoded.bytes, 0);
  if (!inspection.ok) throw new AppError(inspection.code, inspection.message);
  return photoBlob({ bytes: decoded.bytes, type: inspection.type });
}

async function styleTransfer(ctx: OperationContext, photo: FetchedPhoto, params: Params<'styleTransfer'>): Promise<OperationOutput> {
  const o: CallOptions = { signal: ctx.signal };
  const { style } = params;
  const styleUrlIsPublic = style.kind === 'url' && isPublicPhotoUrl(style.url);
  const result = await withAsset(ctx, photo, (asset) =>
    urlOrBytes(
      styleUrlIsPublic,
      () => ctx.api.styleTransfer({ asset_id: asset.id, style_image_url: style.kind === 'url' ? style.url : '' }, o),
      async () => ctx.api.styleTransfer({ asset_id: asset.id, style_image: await styleImageBlob(ctx, style) }, o),
    ),
  );
  return { imageUrl: result.renovated_image_url };
}

async function upscale(ctx: OperationContext, photo: FetchedPhoto, params: Params<'upscale'>): Promise<OperationOutput> {
  const o: CallOptions = { signal: ctx.signal };
  const creativity = params.creativity !== undefined ? { creativity: params.creativity } : {};
  const result = await urlOrBytes(
    photo.publicUrl,
    () => ctx.api.creativeUpscale({ image_url: photo.url, ...creativity }, o),
    async () => ctx.api.creativeUpscale({ image: await uploadBlob(photo, ctx.resizer), ...creativity }, o),
  );
  return { imageUrl: result.upscaled_image_url };
}

async function createProject(ctx: OperationContext, photo: FetchedPhoto): Promise<string> {
  const created = await ctx.api.createStagingProject({ image: await uploadBlob(photo, ctx.resizer) }, { signal: ctx.signal });
  // Stored before staging: a retry after an interruption reuses it instead of paying again.
  await recordProject(ctx.db, ctx.apiBase, photo.hash, created.project_id, ctx.clock());
  return created.project_id;
}

/**
 * Staging: the photo's project (given, remembered, or created now), then one variation. A full
 * project (`variation_limit`) is forgotten so the user's retry starts a new one; a remembered
 * project gone from the server is replaced once.
 */
async function stage(ctx: OperationContext, photo: FetchedPhoto, params: Params<'stage'>): Promise<OperationOutput> {
  const o: CallOptions = { signal: ctx.signal };
  const explicit = params.project_id?.trim() || undefined;
  const remembered = explicit ? undefined : (await findProject(ctx.db, ctx.apiBase, photo.hash))?.projectId;
  let projectId = explicit ?? remembered ?? (await createProject(ctx, photo));
  const stageOnce = () => ctx.api.stageProject({ project_id: projectId, room_type: params.room_type, style: params.style }, o);
  try {
    const result = await stageOnce();
    return { imageUrl: result.staged_image_url, projectId: result.project_id || projectId };
  } catch (error) {
    if (!isApiError(error) || explicit) throw error;
    if (error.code === 'variation_limit') {
      await forgetProject(ctx.db, ctx.apiBase, photo.hash);
      throw error;
    }
    if (error.code !== 'not_found' || !remembered) throw error;
    await forgetProject(ctx.db, ctx.apiBase, photo.hash);
    projectId = await createProject(ctx, photo);
    const result = await stageOnce();
    return { imageUrl: result.staged_image_url, projectId: result.project_id || projectId };
  }
}

async function analyze(ctx: OperationContext, photo: FetchedPhoto, params: Params<'analyze'>): Promise<OperationOutput> {
  const result = await ctx.api.analyze(
    { image: await uploadBlob(photo, ctx.resizer), ...(params.analysis_type ? { analysis_type: params.analysis_type } : {}) },
    { signal: ctx.signal },
  );
  return { analysis: { ...result } };
}

/** Runs a job's operation on its photo. */
export function performOperation(ctx: OperationContext, photo: FetchedPhoto, request: JobRequest): Promise<OperationOutput> {
  switch (request.operation) {
    case 'renovate':
      return renovate(ctx, photo, request.params);
    case 'kitchenCabinets':
      return kitchenCabinets(ctx, photo, request.params);
    case 'styleTransfer':
      return styleTransfer(ctx, photo, request.params);
    case 'upscale':
      return upscale(ctx, photo, request.params);
    case 'stage':
      return stage(ctx, photo, request.params);
    case 'analyze':
      return analyze(ctx, photo, request.params);
  }
}
