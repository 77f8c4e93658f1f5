import { isHttpUrl } from '../util/url';
import { ApiError } from './errors';
import { invalidResponse } from './parse';
import type { RenovationResult, StagingOption } from './schemas';

/**
 * Lenient readers for the response bodies the spec does not show: the URL variant of
 * POST /renovate, and the room-type and staging-style lists. Each accepts every plausible shape,
 * normalises it to one type, and throws `invalid_response` for anything else, so a surprise
 * shape is reported at the call and never travels further into the extension.
 */

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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

/**
 * A display name for an identifier: `living_room` -> `Living room`, `midCenturyModern` ->
 * `Mid century modern`, `TV_room` -> `TV room`. Acronyms survive unless the whole id shouts.
 */
export function humanizeId(id: string): string {
  const words = id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_\-.]+/)
    .filter((word) => word !== '');
  if (words.length === 0) return id.trim();
  const allUpper = id === id.toUpperCase();
  const lowered = words.map((word) => (!allUpper && word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()));
  const sentence = lowered.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

const ID_KEYS = ['id', 'value', 'key', 'slug', 'code'] as const;
const NAME_KEYS = ['name', 'label', 'title', 'display_name', 'displayName'] as const;

function firstText(record: JsonObject, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return undefined;
}

function optionFrom(item: unknown, fieldPath: string): StagingOption | ApiError {
  if (typeof item === 'string') {
    const id = item.trim();
    return id === '' ? invalidResponse(fieldPath, 'empty option') : { id, name: humanizeId(id) };
  }
  if (!isObject(item)) return invalidResponse(fieldPath, 'expected a string or an object with an id or a name');
  const id = firstText(item, ID_KEYS);
  const name = firstText(item, NAME_KEYS);
  // Only a name: it is then also what the server expects back (the list has no other handle).
  if (id === undefined && name === undefined) return invalidResponse(fieldPath, 'the option has neither an id nor a name');
  const finalId = id ?? name ?? '';
  return { id: finalId, name: name ?? humanizeId(finalId) };
}

function optionsFromArray(items: readonly unknown[], prefix: string): StagingOption[] {
  const seen = new Set<string>();
  const options: StagingOption[] = [];
  items.forEach((item, index) => {
    const option = optionFrom(item, `${prefix}[${index}]`);
    if (option instanceof ApiError) throw option;
    if (seen.has(option.id)) return;
    seen.add(option.id);
    options.push(option);
  });
  return options;
}

/** Wrapper keys tried, in order, before falling back to "the one array-valued property". */
const WRAPPER_KEYS = ['room_types', 'styles', 'staging_styles', 'data', 'items', 'results'] as const;

function findList(body: unknown, path: string, depth: number): { items: unknown[]; path: string } | undefined {
  if (Array.isArray(body)) return { items: body, path };
  if (!isObject(body) || depth > 2) return undefined;
  const at = (key: string): string => (path === '' ? key : `${path}.${key}`);
  for (const key of WRAPPER_KEYS) {
    if (key in body) {
      const found = findList(body[key], at(key), depth + 1);
      if (found !== undefined) return found;
    }
  }
  const arrays = Object.entries(body).filter(([, value]) => Array.isArray(value));
  const only = arrays.length === 1 ? arrays[0] : undefined;
  if (only !== undefined) return { items: only[1] as unknown[], path: at(only[0]) };
  return undefined;
}

/**
 * Reads the room-type or staging-style list, whose shape the spec does not show. Accepts an array
 * of strings or of objects (`{id,name}`, `{value,label}`, `{key,name}`, `{id,label}`,
 * `{slug,name}`...), bare or wrapped in an object under `room_types`, `styles`, `staging_styles`,
 * `data`, `items`, `results` or its single array-valued property. Returns `{ id, name }[]` with
 * duplicates dropped and missing names derived from ids.
 */
export function normalizeStagingOptions(body: unknown): StagingOption[] {
  const list = findList(body, '', 0);
  if (list === undefined) throw invalidResponse('(body)', 'expected a list of options');
  return optionsFromArray(list.items, list.path);
}
