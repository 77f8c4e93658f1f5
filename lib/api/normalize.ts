import { ApiError } from './errors';
import { invalidResponse } from './parse';
import type { StagingOption } from './schemas';

/**
 * Lenient readers for the response bodies the spec does not show: the room-type and
 * staging-style lists (the URL variant of POST /renovate is its operation's:
 * lib/operations/renovate-url-result.ts). Each accepts every plausible shape, normalises it to one
 * type, and throws `invalid_response` for anything else, so a surprise shape is reported at the
 * call and never travels further into the extension.
 */

/** A JSON object (not null, not an array). */
export type JsonObject = Record<string, unknown>;

/** True for a JSON object (not null, not an array). */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
