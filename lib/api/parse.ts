import type { z } from '../zod';
import { ApiError } from './errors';

/**
 * Response validation: a body that does not fit its schema becomes an `invalid_response`
 * `ApiError` naming the first field that went wrong, so a malformed answer never travels further.
 */

/** A readable location in a JSON body: `assets[2].id`, `plan.renovation_credits`. */
export function toFieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? String(segment) : `.${String(segment)}`;
  }
  return out === '' ? '(body)' : out;
}

/** Builds an `invalid_response` error naming where the body went wrong. */
export function invalidResponse(fieldPath: string, problem: string): ApiError {
  return new ApiError('invalid_response', `Unexpected response: ${fieldPath}: ${problem}`, { fieldPath });
}

/** Validates `body` with `schema`, or throws `invalid_response` naming the first bad field. */
export function parseWith<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (issue === undefined) throw invalidResponse('(body)', 'does not match the expected shape');
  throw invalidResponse(toFieldPath(issue.path), issue.message);
}
