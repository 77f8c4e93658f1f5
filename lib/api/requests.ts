import { z } from '../zod';
import { isHttpUrl } from '../util/url';
import { ApiError } from './errors';
import { pathSegmentProblem } from './http';
import {
  CREATIVITY,
  GUIDANCE,
  hasStyleOrGuidance,
  isCreativityInRange,
  MAX_ASSET_NAME_LENGTH,
  MAX_BATCH_IMAGES,
  MAX_ID_LENGTH,
  MAX_MATERIALS,
  MAX_URL_LENGTH,
  presentText,
} from './limits';
import { toFieldPath } from './parse';
import { AnalysisType, RenovateByAssetRequest, RenovateByUrlRequest } from './schemas';

/**
 * Input validation and body building for the client's methods. Everything here runs before any
 * fetch: a request that cannot succeed is refused as `bad_request` without spending a credit.
 * Bodies are built from known fields only, so stray properties of an input never reach the server.
 * Every limit and rule comes from `./limits`, the one place they are written.
 */

type JsonBody = Record<string, unknown>;

/** A refusal of the caller's input, naming the offending field. */
export function badInput(fieldPath: string, problem: string): ApiError {
  return new ApiError('bad_request', `Invalid input: ${fieldPath}: ${problem}`, { fieldPath });
}

/** Validates with `schema`; `field` names the input when the schema checks a single value. */
function validate<S extends z.ZodMiniType>(schema: S, input: unknown, field?: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = [...(field === undefined ? [] : [field]), ...(issue?.path ?? [])];
  throw badInput(path.length === 0 ? '(input)' : toFieldPath(path), issue?.message ?? 'invalid');
}

function requireText(value: unknown, field: string, maxLength = Infinity): string {
  const text = typeof value === 'string' ? presentText(value) : undefined;
  if (text === undefined) throw badInput(field, 'a non-empty string is required');
  if (text.length > maxLength) throw badInput(field, `must be at most ${maxLength} characters`);
  return text;
}

/** An identifier the service gave us (asset, project, batch) or lists (style, room type). */
function requireId(value: unknown, field: string): string {
  return requireText(value, field, MAX_ID_LENGTH);
}

function requireHttpUrl(value: unknown, field: string): string {
  const text = requireText(value, field);
  if (!isHttpUrl(text)) throw badInput(field, 'must be an absolute http(s) URL the service can download');
  if (text.length > MAX_URL_LENGTH) throw badInput(field, `must be at most ${MAX_URL_LENGTH} characters`);
  return text;
}

function requireBlob(value: unknown, field: string): Blob {
  if (!(value instanceof Blob)) throw badInput(field, 'a file (Blob) is required');
  if (value.size === 0) throw badInput(field, 'the file is empty');
  return value;
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'image/bmp': 'bmp',
  'image/tiff': 'tiff',
};

/**
 * A file name matching the blob's type (`photo.jpg`, `photo.png`). Servers often pick a decoder
 * from the name, and a Blob without one is sent as `blob`, which some reject.
 */
export function fileNameFor(blob: Blob, stem: string): string {
  const type = blob.type.split(';')[0]?.trim().toLowerCase() ?? '';
  return `${stem}.${EXTENSIONS[type] ?? 'jpg'}`;
}

/**
 * Exactly one of a file or a URL. The spec doesn't say which wins when both are sent, and a
 * request whose outcome we can't predict is not worth a credit.
 */
function fileOrUrl(file: unknown, url: unknown, fileField: string, urlField: string): { file: Blob } | { url: string } {
  const hasFile = file !== undefined && file !== null;
  // A blank URL counts as absent; a present non-string is refused by requireHttpUrl.
  const hasUrl = url !== undefined && url !== null && (typeof url !== 'string' || presentText(url) !== undefined);
  if (hasFile && hasUrl) throw badInput(fileField, `give ${fileField} or ${urlField}, not both`);
  if (hasFile) return { file: requireBlob(file, fileField) };
  if (hasUrl) return { url: requireHttpUrl(url, urlField) };
  throw badInput(fileField, `${fileField} or ${urlField} is required`);
}

/**
 * Copies the optional renovation fields that carry a value, after the spec's rule (a style or
 * guidance) and the length limits. Blank style ids and guidance are not sent.
 */
function renovationOptions(input: { style_id?: string; guidance?: string; renovation_spectrum?: string }): JsonBody {
  if (!hasStyleOrGuidance(input)) throw badInput('style_id', 'at least one of style_id or guidance is required');
  const body: JsonBody = {};
  if (presentText(input.style_id) !== undefined) body.style_id = requireId(input.style_id, 'style_id');
  if (input.renovation_spectrum !== undefined) body.renovation_spectrum = input.renovation_spectrum;
  if (presentText(input.guidance) !== undefined) body.guidance = requireText(input.guidance, 'guidance', GUIDANCE.maxLength);
  return body;
}

/** JSON body of POST /renovate or /kitchen_cabinets on an asset. */
export function renovateByAssetBody(input: RenovateByAssetRequest): JsonBody {
  const valid = validate(RenovateByAssetRequest, input);
  const assetId = requireId(valid.asset_id, 'asset_id');
  return { asset_id: assetId, ...renovationOptions(valid) };
}

/**
 * JSON body of the URL variant of POST /renovate. The spec's rule (a style or guidance) is kept
 * for this shape too: materials say *what* to apply, guidance says how, and a request the
 * service may refuse must not leave the client.
 */
export function renovateByUrlBody(input: RenovateByUrlRequest): JsonBody {
  const valid = validate(RenovateByUrlRequest, input);
  const imageUrl = requireHttpUrl(valid.image_url, 'image_url');
  const materials = valid.materials ?? [];
  if (materials.length > MAX_MATERIALS) throw badInput('materials', `at most ${MAX_MATERIALS} materials per render`);
  materials.forEach((material, index) => requireHttpUrl(material.image_url, `materials[${index}].image_url`));
  const body: JsonBody = { image_url: imageUrl, ...renovationOptions(valid) };
  if (materials.length > 0) body.materials = materials;
  return body;
}

/** True when the input names an asset (first shape of POST /renovate), false for the URL shape. */
export function isAssetRenovation(input: RenovateByAssetRequest | RenovateByUrlRequest): input is RenovateByAssetRequest {
  const record = input as { asset_id?: unknown; image_url?: unknown };
  const hasAsset = record.asset_id !== undefined;
  const hasUrl = record.image_url !== undefined;
  if (hasAsset && hasUrl) throw badInput('asset_id', 'give asset_id or image_url, not both');
  if (!hasAsset && !hasUrl) throw badInput('asset_id', 'asset_id or image_url is required');
  return hasAsset;
}

/** Input of `uploadAsset`. */
export interface UploadAssetInput {
  readonly image?: Blob;
  readonly image_url?: string;
  readonly asset_name?: string;
}

/** Multipart body of POST /assets/upload. */
export function uploadAssetForm(input: UploadAssetInput): FormData {
  const source = fileOrUrl(input.image, input.image_url, 'image', 'image_url');
  const form = new FormData();
  if ('file' in source) form.append('image', source.file, fileNameFor(source.file, 'photo'));
  else form.append('image_url', source.url);
  if (input.asset_name !== undefined) form.append('asset_name', requireText(input.asset_name, 'asset_name', MAX_ASSET_NAME_LENGTH));
  return form;
}

/** JSON body of POST /assets/delete. */
export function deleteAssetBody(input: { readonly asset_id: string }): JsonBody {
  return { asset_id: requireId(input.asset_id, 'asset_id') };
}

/** Input of `creativeUpscale`. */
export interface UpscaleInput {
  readonly image?: Blob;
  readonly image_url?: string;
  /** From `CREATIVITY.min` to `CREATIVITY.max` (`./limits`); omitted lets the server choose. */
  readonly creativity?: number;
}

/** Multipart body of POST /creative_upscale; `creativity` goes as a decimal string field. */
export function upscaleForm(input: UpscaleInput): FormData {
  const source = fileOrUrl(input.image, input.image_url, 'image', 'image_url');
  const { creativity } = input;
  if (creativity !== undefined && !isCreativityInRange(creativity)) {
    throw badInput('creativity', `must be a number from ${CREATIVITY.min} to ${CREATIVITY.max}`);
  }
  const form = new FormData();
  if ('file' in source) form.append('image', source.file, fileNameFor(source.file, 'photo'));
  else form.append('image_url', source.url);
  if (creativity !== undefined) form.append('creativity', String(creativity));
  return form;
}

/** Input of `styleTransfer`. */
export interface StyleTransferInput {
  readonly asset_id: string;
  readonly style_image?: Blob;
  readonly style_image_url?: string;
}

/** Multipart body of POST /style_transfer. */
export function styleTransferForm(input: StyleTransferInput): FormData {
  const assetId = requireId(input.asset_id, 'asset_id');
  const source = fileOrUrl(input.style_image, input.style_image_url, 'style_image', 'style_image_url');
  const form = new FormData();
  form.append('asset_id', assetId);
  if ('file' in source) form.append('style_image', source.file, fileNameFor(source.file, 'style'));
  else form.append('style_image_url', source.url);
  return form;
}

function optionalAnalysisType(value: unknown): AnalysisType | undefined {
  return value === undefined ? undefined : validate(AnalysisType, value, 'analysis_type');
}

/** Input of `analyze`. */
export interface AnalyzeInput {
  readonly image: Blob;
  readonly analysis_type?: AnalysisType;
}

/** Multipart body of POST /analyze. */
export function analyzeForm(input: AnalyzeInput): FormData {
  const image = requireBlob(input.image, 'image');
  const analysisType = optionalAnalysisType(input.analysis_type);
  const form = new FormData();
  form.append('image', image, fileNameFor(image, 'photo'));
  if (analysisType !== undefined) form.append('analysis_type', analysisType);
  return form;
}

/** Input of `analyzeBatch`. */
export interface AnalyzeBatchInput {
  readonly images: readonly { readonly image_url: string; readonly image_id: string }[];
  readonly analysis_type?: AnalysisType;
}

/** JSON body of POST /analyze/batch. Image ids must be unique, or results can't be told apart. */
export function analyzeBatchBody(input: AnalyzeBatchInput): JsonBody {
  if (!Array.isArray(input.images) || input.images.length === 0) throw badInput('images', 'at least one image is required');
  if (input.images.length > MAX_BATCH_IMAGES) throw badInput('images', `at most ${MAX_BATCH_IMAGES} images per batch`);
  const seen = new Set<string>();
  const images = input.images.map((image, index) => {
    const imageId = requireText(image.image_id, `images[${index}].image_id`);
    if (seen.has(imageId)) throw badInput(`images[${index}].image_id`, 'duplicate image_id');
    seen.add(imageId);
    return { image_url: requireHttpUrl(image.image_url, `images[${index}].image_url`), image_id: imageId };
  });
  const analysisType = optionalAnalysisType(input.analysis_type);
  return analysisType === undefined ? { images } : { images, analysis_type: analysisType };
}

/** Multipart body of POST /virtual-staging/projects/create. */
export function stagingCreateForm(input: { readonly image: Blob }): FormData {
  const image = requireBlob(input.image, 'image');
  const form = new FormData();
  form.append('image', image, fileNameFor(image, 'room'));
  return form;
}

/** Input of `stageProject`. */
export interface StageInput {
  readonly project_id: string;
  readonly room_type: string;
  readonly style: string;
}

/** JSON body of POST /virtual-staging/projects/{project_id}/stage (the id goes in the path). */
export function stageBody(input: StageInput): JsonBody {
  return { room_type: requireId(input.room_type, 'room_type'), style: requireId(input.style, 'style') };
}

/**
 * A required path parameter: an id, trimmed, that can be one path segment (`pathSegmentProblem`:
 * no `.`/`..`, no `/ \ ? # %`); encoding happens when the path is built.
 */
export function pathParam(value: unknown, field: string): string {
  const id = requireId(value, field);
  const problem = pathSegmentProblem(id);
  if (problem !== undefined) throw badInput(field, problem);
  return id;
}
