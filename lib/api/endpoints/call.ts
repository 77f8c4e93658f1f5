import type { CallOptions, RequestSpec } from '../http';
import type { ErrorContext, ReadBadRequest } from '../http-status';

/**
 * What every endpoint family is built from: `call` builds a request (validating the input) and
 * sends it; `get`, `postJson` and `postForm` are the specs of the spec's three kinds of request.
 */

/**
 * Builds the request and sends it. Building happens inside the promise, so a refused input
 * rejects like any other failure instead of throwing synchronously.
 */
export type Call = <T>(build: () => RequestSpec<T>, o?: CallOptions) => Promise<T>;

/** How a POST differs from the usual: its reading of 400/403, or the short deadline. */
export interface PostOptions {
  readonly errorContext?: ErrorContext;
  readonly readBadRequest?: ReadBadRequest;
  /** Render-class deadline; true unless said otherwise (every POST but asset deletion renders or uploads). */
  readonly long?: boolean;
}

/** A GET below the base URL with the short deadline; `parse` validates the body. */
export function get<T>(path: string, parse: (body: unknown) => T): RequestSpec<T> {
  return { method: 'GET', path, long: false, parse };
}

/** A POST with a JSON body. */
export function postJson<T>(path: string, value: unknown, parse: (body: unknown) => T, options: PostOptions = {}): RequestSpec<T> {
  return { method: 'POST', path, body: { kind: 'json', value }, long: options.long ?? true, errorContext: options.errorContext, readBadRequest: options.readBadRequest, parse };
}

/** A POST with a multipart body. */
export function postForm<T>(path: string, form: FormData, parse: (body: unknown) => T, options: PostOptions = {}): RequestSpec<T> {
  return { method: 'POST', path, body: { kind: 'multipart', form }, long: options.long ?? true, errorContext: options.errorContext, readBadRequest: options.readBadRequest, parse };
}
