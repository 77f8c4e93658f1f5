/**
 * Request field readers. Each returns the typed value or throws a 400 naming the field, so
 * routes read like the spec's field tables. JSON `null` counts as absent for optional fields.
 */
import { MAX_ID_LENGTH, MAX_TEXT } from '../limits';
import { badRequest } from './http-error';
import type { ParsedBody } from './body';

/** A JSON request body's top-level object. */
export type JsonObject = Readonly<Record<string, unknown>>;

/** The JSON object body, or 400 when the body is missing, malformed, not JSON or not an object. */
export function requireJsonObject(body: ParsedBody): JsonObject {
  switch (body.kind) {
    case 'json':
      if (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value)) throw badRequest('JSON body must be an object');
      return body.value as JsonObject;
    case 'none':
      throw badRequest('a JSON body is required');
    case 'invalid':
      throw badRequest(body.message);
    default:
      throw badRequest('expected Content-Type: application/json');
  }
}

/** The multipart form, or 400 when the body is missing, malformed or not multipart. */
export function requireMultipart(body: ParsedBody): FormData {
  switch (body.kind) {
    case 'multipart':
      return body.form;
    case 'none':
      throw badRequest('a multipart/form-data body is required');
    case 'invalid':
      throw badRequest(body.message);
    default:
      throw badRequest('expected Content-Type: multipart/form-data');
  }
}

/** An optional string field; empty or whitespace-only counts as absent. */
export function optionalString(body: JsonObject, key: string, maxLength = MAX_TEXT): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(`${key} must be a string`);
  if (value.length > maxLength) throw badRequest(`${key} must be at most ${maxLength} characters`);
  return value.trim() === '' ? undefined : value;
}

/** A required, non-empty string field. */
export function requiredString(body: JsonObject, key: string, maxLength = MAX_TEXT): string {
  const value = optionalString(body, key, maxLength);
  if (value === undefined) throw badRequest(`${key} is required`);
  return value;
}

/** An identifier from the path (`project_id`, `batch_id`); 400 when longer than any id we issue. */
export function pathId(value: string, key: string): string {
  if (value.length > MAX_ID_LENGTH) throw badRequest(`${key} must be at most ${MAX_ID_LENGTH} characters`);
  return value;
}

/** An optional field restricted to `values`. */
export function optionalEnum<T extends string>(body: JsonObject, key: string, values: readonly T[]): T | undefined {
  const value = optionalString(body, key);
  if (value === undefined) return undefined;
  if (!(values as readonly string[]).includes(value)) throw badRequest(`${key} must be one of ${values.join(', ')}`);
  return value as T;
}

/** The single entry of a multipart part name; 400 if it is repeated. */
function singleEntry(form: FormData, key: string): FormDataEntryValue | undefined {
  const entries = form.getAll(key);
  if (entries.length > 1) throw badRequest(`${key} must be given once`);
  return entries[0];
}

/** An optional multipart text part; empty counts as absent. */
export function formText(form: FormData, key: string, maxLength = MAX_TEXT): string | undefined {
  const entry = singleEntry(form, key);
  if (entry === undefined) return undefined;
  if (typeof entry !== 'string') throw badRequest(`${key} must be a text field, not a file`);
  if (entry.length > maxLength) throw badRequest(`${key} must be at most ${maxLength} characters`);
  return entry.trim() === '' ? undefined : entry;
}

/** An optional multipart file part. */
export function formFile(form: FormData, key: string): File | undefined {
  const entry = singleEntry(form, key);
  if (entry === undefined) return undefined;
  if (typeof entry === 'string') throw badRequest(`${key} must be a file upload`);
  return entry;
}
