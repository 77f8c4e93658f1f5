import { z } from '../zod';
import { isHttpUrl } from '../util/url';
import { ApiError } from './errors';
import { pathSegmentProblem } from './http';
import { MAX_ASSET_NAME_LENGTH, MAX_BATCH_IMAGES, MAX_ID_LENGTH, MAX_URL_LENGTH, presentText } from './limits';
import { toFieldPath } from './parse';
import { AnalysisType } from './schemas';

/**
 * Input validation, and the bodies of the client's own methods. Everything here runs before any
 * fetch: a request that cannot succeed is refused as `bad_request` without spending a credit.
 * Bodies are built from known fields only, so stray properties of an input never reach the server.
 * Every limit and rule comes from `./limits`, the one place they are written. The validators are
 * exported for the calls the operations declare (lib/operations/), which build their own bodies.
 */

/** A JSON request body. */
export type JsonBody = Record<string, unknown>;

/** A refusal of the caller's input, naming the offending field. */
export function badInput(fieldPath: string, problem: string): ApiError {
  return new ApiError('bad_request', `Invalid input: ${fieldPath}: ${problem}`, { fieldPath });
}

/** Validates with `schema`; `field` names the input when the schema checks a single value. */
export function validate<S extends z.ZodMiniType>(schema: S, input: unknown, field?: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = [...(field === undefined ? [] : [field]), ...(issue?.path ?? [])];
  throw badInput(path.length === 0 ? '(input)' : toFieldPath(path), issue?.message ?? 'invalid');
}

/** A non-blank string (trimmed), at most `maxLength` characters. */
export function requireText(value: unknown, field: string, maxLength = Infinity): string {
  const text = typeof value === 'string' ? presentText(value) : undefined;
  if (text === undefined) throw badInput(field, 'a non-empty string is required');
  if (text.length > maxLength) throw badInput(field, `must be at most ${maxLength} characters`);
  return text;
}

/** An identifier the service gave us (asset, project, batch) or lists (style, room type). */
export function requireId(value: unknown, field: string): string {
  return requireText(value, field, MAX_ID_LENGTH);
}

/** An absolute http(s) URL the service can download, at most `MAX_URL_LENGTH` characters. */
export function requireHttpUrl(value: unknown, field: string): string {
  const text = requireText(value, field);
  if (!isHttpUrl(text)) throw badInput(field, 'must be an absolute http(s) URL the service can download');
  if (text.length > MAX_URL_LENGTH) throw badInput(field, `must be at most ${MAX_URL_LENGTH} characters`);
  return text;
}

/** A non-empty file. */
export function requireBlob(value: unknown, field: string): Blob {
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
export function fileOrUrl(file: unknown, url: unknown, fileField: string, urlField: string): FileOrUrl {
  const hasFile = file !== undefined && file !== null;
  // A blank URL counts as absent; a present non-string is refused by requireHttpUrl.
  const hasUrl = url !== undefined && url !== null && (typeof url !== 'string' || presentText(url) !== undefined);
  if (hasFile && hasUrl) throw badInput(fileField, `give ${fileField} or ${urlField}, not both`);
  if (hasFile) return { file: requireBlob(file, fileField) };
  if (hasUrl) return { url: requireHttpUrl(url, urlField) };
  throw badInput(fileField, `${fileField} or ${urlField} is required`);
}

/** What `fileOrUrl` chose. */
export type FileOrUrl = { readonly file: Blob } | { readonly url: string };

/** Appends the chosen file (named after its type: `<stem>.jpg`) under `fileField`, or the URL under `urlField`. */
export function appendSource(form: FormData, source: FileOrUrl, fileField: string, urlField: string, stem: string): void {
  if ('file' in source) form.append(fileField, source.file, fileNameFor(source.file, stem));
  else form.append(urlField, source.url);
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
  appendSource(form, source, 'image', 'image_url', 'photo');
  if (input.asset_name !== undefined) form.append('asset_name', requireText(input.asset_name, 'asset_name', MAX_ASSET_NAME_LENGTH));
  return form;
}

/** JSON body of POST /assets/delete. */
export function deleteAssetBody(input: { readonly asset_id: string }): JsonBody {
  return { asset_id: requireId(input.asset_id, 'asset_id') };
}

/** An optional `analysis_type` (POST /analyze and its batch): one of the spec's values, or absent. */
export function optionalAnalysisType(value: unknown): AnalysisType | undefined {
  return value === undefined ? undefined : validate(AnalysisType, value, 'analysis_type');
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
