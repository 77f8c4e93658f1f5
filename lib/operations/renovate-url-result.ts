import { isHttpUrl } from '../util/url';
import { isObject, type JsonObject } from '../api/normalize';
import { invalidResponse } from '../api/parse';
import type { RenovationResult } from './renovation-request';

/**
 * The lenient reader of the URL variant of POST /renovate, whose response the spec does not
 * show: it accepts every plausible shape, normalises it to `RenovationResult`, and throws
 * `invalid_response` for anything else, so a surprise shape is reported at the call and never
 * travels further into the extension.
 */

/**
 * Keys that may carry the rendered URL, best first. `image_url` comes last because the request
 * itself has an `image_url` (the input photo), which a server may well echo.
 */
export const RENOVATION_URL_KEYS = ['renovated_image_url', 'output_url', 'result_url', 'url', 'image_url'] as const;

function urlCandidates(body: JsonObject): string[] {
  const found: string[] = [];
  for (const key of RENOVATION_URL_KEYS) {
    const value = body[key];
    if (typeof value === 'string' && isHttpUrl(value.trim())) found.push(value.trim());
  }
  return found;
}

/**
 * Reads the response of the URL variant of POST /renovate. Accepts a bare JSON string URL, or an
 * object with the URL under `renovated_image_url` (preferred), `output_url`, `result_url`, `url`
 * or `image_url`, at the top level or inside `data`/`result`. A URL equal to the request's input
 * photo is an echo, not a render, and is skipped.
 */
export function normalizeRenovationUrlResult(body: unknown, inputImageUrl?: string): RenovationResult {
  const isEcho = (url: string): boolean => inputImageUrl !== undefined && url === inputImageUrl.trim();
  if (typeof body === 'string') {
    const url = body.trim();
    if (!isHttpUrl(url)) throw invalidResponse('(body)', 'expected the rendered image URL');
    if (isEcho(url)) throw invalidResponse('(body)', 'the response only repeats the input image URL');
    return { renovated_image_url: url };
  }
  if (!isObject(body)) throw invalidResponse('(body)', 'expected an object or a URL string');

  const layers: JsonObject[] = [body];
  for (const key of ['data', 'result']) {
    const nested = body[key];
    if (isObject(nested)) layers.push(nested);
  }
  let sawEcho = false;
  for (const layer of layers) {
    for (const url of urlCandidates(layer)) {
      if (isEcho(url)) {
        sawEcho = true;
        continue;
      }
      const result: { renovated_image_url: string; style_id?: string; renovation_spectrum?: string } = { renovated_image_url: url };
      if (typeof layer.style_id === 'string') result.style_id = layer.style_id;
      if (typeof layer.renovation_spectrum === 'string') result.renovation_spectrum = layer.renovation_spectrum;
      return result;
    }
  }
  throw invalidResponse(
    'renovated_image_url',
    sawEcho ? 'the response only repeats the input image URL' : 'no rendered image URL in the response',
  );
}

