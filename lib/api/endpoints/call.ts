import type { CallOptions, RequestSpec } from '../http';

/**
 * What every endpoint family is built from: `call` builds a request (validating the input) and
 * sends it; `get` is the spec of a plain GET.
 */

/**
 * Builds the request and sends it. Building happens inside the promise, so a refused input
 * rejects like any other failure instead of throwing synchronously.
 */
export type Call = <T>(build: () => RequestSpec<T>, o?: CallOptions) => Promise<T>;

/** A GET below the base URL with the short deadline; `parse` validates the body. */
export function get<T>(path: string, parse: (body: unknown) => T): RequestSpec<T> {
  return { method: 'GET', path, long: false, parse };
}
