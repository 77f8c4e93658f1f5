/** The Hono environment type shared by every route and middleware. */
import type { HttpBindings } from '@hono/node-server';
import type { ParsedBody } from './body';

/** Node bindings (for the socket) plus the request's parsed body. */
export interface AppEnv {
  Bindings: HttpBindings;
  Variables: {
    /** Set by the body middleware for every API request. */
    body: ParsedBody;
  };
}

/** The API's base path; the spec's paths are relative to it. */
export const API_BASE_PATH = '/public/v1';

/** A request path relative to the API base (`/public/v1/renovate` -> `/renovate`). */
export function apiRelativePath(path: string): string {
  return path.startsWith(API_BASE_PATH) ? path.slice(API_BASE_PATH.length) || '/' : path;
}
