import type { ApiErrorCode } from './errors';

/**
 * Reading a failed response: the server's own message, and the error code its status means
 * (spec section 7). Pure functions, used by the transport for every non-2xx answer.
 */

/**
 * Which reading of a 403 applies: an upload's 403 is the asset limit (spec section 7); every
 * other endpoint shares the generic one.
 */
export type ErrorContext = 'generic' | 'upload';

/**
 * An endpoint's own reading of a 400 whose message does not mention credits (spec section 7
 * documents special meanings for some: no cabinets, the variation limit, the project limit): the
 * code, or undefined for the generic `bad_request`. Declared by the call that has it (an
 * operation's, lib/operations/), so this file names no operation.
 */
export type ReadBadRequest = (message: string | undefined) => ApiErrorCode | undefined;

/** Longest server message kept; longer text bodies are usually HTML error pages. */
const MAX_SERVER_MESSAGE_LENGTH = 300;

/** FastAPI-style validation errors: `detail: [{ loc, msg, type }]`, joined with `; `. */
function messageFromList(value: readonly unknown[]): string | undefined {
  const parts = value
    .map((item: unknown) =>
      typeof item === 'string'
        ? item
        : typeof item === 'object' && item !== null && typeof (item as { msg?: unknown }).msg === 'string'
          ? (item as { msg: string }).msg
          : undefined,
    )
    .filter((part): part is string => part !== undefined && part.trim() !== '');
  return parts.length > 0 ? parts.join('; ') : undefined;
}

function messageFromJson(body: unknown): string | undefined {
  if (typeof body === 'string') return body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'error', 'detail', 'error_message']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
    const nested = Array.isArray(value) ? messageFromList(value) : messageFromJson(typeof value === 'object' ? value : undefined);
    if (nested !== undefined) return nested;
  }
  return undefined;
}

/**
 * The server's own explanation in an error body: a JSON `message`, `error`, `detail` (string or
 * `[{ msg }]`) or `error_message`, or else a short plain-text body. HTML pages are ignored.
 */
export function readServerMessage(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  let message: string | undefined;
  try {
    message = messageFromJson(JSON.parse(trimmed) as unknown);
  } catch {
    message = trimmed.startsWith('<') ? undefined : trimmed;
  }
  if (message === undefined) return undefined;
  const collapsed = message.replace(/\s+/g, ' ').trim();
  if (collapsed === '') return undefined;
  return collapsed.length > MAX_SERVER_MESSAGE_LENGTH ? `${collapsed.slice(0, MAX_SERVER_MESSAGE_LENGTH)}…` : collapsed;
}

const mentionsCredit = (message: string | undefined): boolean => message !== undefined && /credit/i.test(message);

/**
 * The error code for a non-2xx status, following spec section 7. `message` is the server's own
 * message, used only where a status has several documented causes; `readBadRequest` is the
 * endpoint's own reading of a 400, if it has one.
 */
export function mapStatusToCode(status: number, message: string | undefined, context: ErrorContext = 'generic', readBadRequest?: ReadBadRequest): ApiErrorCode {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 402:
      return 'insufficient_credits';
    case 403:
      if (context === 'upload') return 'asset_limit';
      return mentionsCredit(message) ? 'insufficient_credits' : 'unauthorized';
    case 404:
      return 'not_found';
    case 400:
      return mentionsCredit(message) ? 'insufficient_credits' : (readBadRequest?.(message) ?? 'bad_request');
    case 429:
      return 'server';
    default:
      if (status >= 500) return 'server';
      if (status >= 400) return 'bad_request';
      // Redirects never get here (http-attempt.ts: `redirected`); another 1xx/3xx is a broken proxy.
      return 'server';
  }
}
