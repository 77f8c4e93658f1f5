import { encodePathParam, type RequestSpec } from './http';
import type { ErrorContext, ReadBadRequest } from './http-status';
import { get, postForm, postJson } from './endpoints/call';
import { pathParam, type JsonBody } from './requests';

/**
 * An API call declared outside lib/api, by the operation that makes it (lib/operations/): its
 * endpoint, written once, and how to build its request for an input. The client sends it
 * (`ApiClient.send`) as it sends its own methods: the input validated inside the promise, the
 * answer validated before it resolves, every failure an `ApiError`. lib/api knows no operation,
 * so adding one adds nothing here.
 */

/** `METHOD /path` as the spec writes it, `{name}` for a path parameter. */
export type Endpoint = `${'GET' | 'POST'} /${string}`;

/** What a declared call builds for one input. */
export interface CallRequest<T> {
  /** The endpoint's path parameters by name, each checked as one segment (`pathParam`) and encoded. */
  readonly params?: Readonly<Record<string, string>>;
  /** A POST's body: JSON (a plain object) or multipart (`FormData`). A GET has none. */
  readonly body?: JsonBody | FormData;
  /** Validates the answer (`parseWith`), throwing `invalid_response`. */
  readonly parse: (body: unknown) => T;
  readonly errorContext?: ErrorContext;
  /** The endpoint's own reading of a 400 (`ReadBadRequest`). */
  readonly readBadRequest?: ReadBadRequest;
  /** The render-class deadline: POSTs have it unless they say otherwise, GETs never. */
  readonly long?: boolean;
}

/** A call the client can send (`ApiClient.send`). */
export interface ApiCall<I, T> {
  readonly endpoint: Endpoint;
  /** The request for `input`, method and path from `endpoint`; throws `bad_request` on an input that cannot succeed. */
  readonly request: (input: I) => RequestSpec<T>;
}

const PARAM = /\{([^}]+)\}/g;

/** The endpoint's path with its parameters filled in; a parameter the endpoint does not name is a mistake of the declaration. */
export function pathOf(endpoint: Endpoint, params: Readonly<Record<string, string>> = {}): string {
  const template = endpoint.slice(endpoint.indexOf(' ') + 1);
  const named = new Set([...template.matchAll(PARAM)].map((match) => match[1]));
  const stray = Object.keys(params).find((name) => !named.has(name));
  if (stray !== undefined) throw new Error(`${endpoint} has no path parameter {${stray}}`);
  return template.replace(PARAM, (_whole, name: string) => encodePathParam(pathParam(params[name], name)));
}

/**
 * Declares a call: `build` validates an input and gives its body, path parameters and how to read
 * the answer; the method and path come from `endpoint`, so what a module declares it sends is
 * what it sends.
 */
export function declareCall<I, T>(endpoint: Endpoint, build: (input: I) => CallRequest<T>): ApiCall<I, T> {
  const isGet = endpoint.startsWith('GET ');
  return {
    endpoint,
    request(input) {
      const built = build(input);
      const path = pathOf(endpoint, built.params);
      if (isGet) {
        if (built.body !== undefined) throw new Error(`${endpoint} is a GET: it has no body`);
        return { ...get(path, built.parse), errorContext: built.errorContext, readBadRequest: built.readBadRequest };
      }
      if (built.body === undefined) throw new Error(`${endpoint} is a POST: it needs a body`);
      const options = { errorContext: built.errorContext, readBadRequest: built.readBadRequest, long: built.long };
      return built.body instanceof FormData ? postForm(path, built.body, built.parse, options) : postJson(path, built.body, built.parse, options);
    },
  };
}
