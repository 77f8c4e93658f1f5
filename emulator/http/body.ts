/**
 * Reads and parses a request body once, up front, into a tagged value. Parsing never throws:
 * a broken body becomes a value the route turns into a 400 only if it needs that body, and the
 * request log can list field names whatever the outcome.
 */
import { readLimited } from '../read-limited';

/** A request body after parsing. */
export type ParsedBody =
  | { readonly kind: 'none' }
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'multipart'; readonly form: FormData }
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'unsupported'; readonly contentType: string };

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Deepest nesting of arrays and objects a JSON body may have. The service's bodies need 4
 * (materials[].metadata); JSON.parse copes with any depth, but JSON.stringify and other
 * recursive code overflow the stack on a few thousand levels, so deeper bodies are refused here.
 */
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of arrays and objects in well-formed JSON text (brackets in strings skipped). */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i++; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (code === 0x5d || code === 0x7d) depth--;
  }
  return deepest;
}

function isJsonType(type: string): boolean {
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/** Reads at most `maxBytes` of `request`'s body and parses it by its Content-Type. */
export async function parseBody(request: Request, maxBytes: number): Promise<ParsedBody> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return { kind: 'none' };
  const contentType = request.headers.get('content-type');
  let bytes: Buffer | 'too_large';
  try {
    bytes = await readLimited(request.body, maxBytes, { drain: true });
  } catch {
    return { kind: 'invalid', message: 'request body could not be read' };
  }
  if (bytes === 'too_large') return { kind: 'invalid', message: `request body is larger than ${maxBytes} bytes` };
  if (bytes.length === 0) return { kind: 'none' };
  const type = mediaType(contentType);
  if (isJsonType(type)) {
    const text = bytes.toString('utf8');
    let value: unknown;
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      return { kind: 'invalid', message: 'malformed JSON body' };
    }
    if (jsonNestingDepth(text) > MAX_JSON_DEPTH) return { kind: 'invalid', message: `JSON body is nested more than ${MAX_JSON_DEPTH} levels deep` };
    return { kind: 'json', value };
  }
  if (type === 'multipart/form-data') {
    try {
      // The platform's own multipart parser, fed from the bytes already read.
      const form = await new globalThis.Response(new Uint8Array(bytes), { headers: { 'content-type': contentType ?? '' } }).formData();
      return { kind: 'multipart', form };
    } catch {
      return { kind: 'invalid', message: 'malformed multipart/form-data body' };
    }
  }
  return { kind: 'unsupported', contentType: type || '(none)' };
}

/** The body's field names for the request log: JSON object keys or multipart part names. */
export function bodyFieldNames(body: ParsedBody): string[] {
  if (body.kind === 'json' && typeof body.value === 'object' && body.value !== null && !Array.isArray(body.value)) return Object.keys(body.value);
  if (body.kind === 'multipart') return [...new Set(body.form.keys())];
  return [];
}
