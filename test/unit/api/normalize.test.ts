import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { humanizeId, normalizeStagingOptions } from '../../../lib/api/normalize';
import { normalizeRenovationUrlResult } from '../../../lib/operations/renovate-url-result';
import { createFakeFetch, json, text } from './fake-fetch';
import { renovateCall } from '../../../lib/operations/renovate';

const BASE = 'https://api.example.test/public/v1';
const OUT = 'https://cdn.example.test/out.jpg';
const IN = 'https://photos.example.test/in.jpg';

function thrown(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a throw');
}

const EXPECTED = [
  { id: 'living_room', name: 'Living room' },
  { id: 'bedroom', name: 'Bedroom' },
];

describe('room types and staging styles: every plausible shape', () => {
  it.each([
    ['array of strings', ['living_room', 'bedroom']],
    ['array of {id,name}', [{ id: 'living_room', name: 'Living room' }, { id: 'bedroom', name: 'Bedroom' }]],
    ['array of {value,label}', [{ value: 'living_room', label: 'Living room' }, { value: 'bedroom', label: 'Bedroom' }]],
    ['array of {key,name}', [{ key: 'living_room', name: 'Living room' }, { key: 'bedroom', name: 'Bedroom' }]],
    ['array of {id,label}', [{ id: 'living_room', label: 'Living room' }, { id: 'bedroom', label: 'Bedroom' }]],
    ['array of {slug,name}', [{ slug: 'living_room', name: 'Living room' }, { slug: 'bedroom', name: 'Bedroom' }]],
    ['objects with only ids', [{ id: 'living_room' }, { id: 'bedroom' }]],
    ['{room_types: [...]}', { room_types: ['living_room', 'bedroom'] }],
    ['{styles: [...]}', { styles: ['living_room', 'bedroom'] }],
    ['{staging_styles: [...]}', { staging_styles: [{ id: 'living_room', name: 'Living room' }, 'bedroom'] }],
    ['{data: [...]}', { data: ['living_room', 'bedroom'] }],
    ['{items: [...]}', { items: ['living_room', 'bedroom'] }],
    ['{results: [...]}', { results: ['living_room', 'bedroom'] }],
    ['{data: {room_types: [...]}}', { data: { room_types: ['living_room', 'bedroom'] } }],
    ['single array-valued property', { success: true, count: 2, options: ['living_room', 'bedroom'] }],
    ['duplicates dropped', ['living_room', 'bedroom', 'living_room']],
  ])('%s', (_label, body) => {
    expect(normalizeStagingOptions(body)).toEqual(EXPECTED);
  });

  it('keeps a name-only option usable by sending the name back', () => {
    expect(normalizeStagingOptions([{ name: 'Home office' }])).toEqual([{ id: 'Home office', name: 'Home office' }]);
  });

  it('accepts numeric ids as strings', () => {
    expect(normalizeStagingOptions([{ id: 3, name: 'Kitchen' }])).toEqual([{ id: '3', name: 'Kitchen' }]);
  });

  it('accepts an empty list', () => {
    expect(normalizeStagingOptions({ room_types: [] })).toEqual([]);
  });

  it.each([
    ['a number', 42, '(body)'],
    ['null', null, '(body)'],
    ['a bare string', 'living_room', '(body)'],
    ['an object with no array', { status: 'ok', message: 'hi' }, '(body)'],
    ['an object with two arrays and no known key', { a: ['x'], b: ['y'] }, '(body)'],
    ['a bad element', ['ok', 7], '[1]'],
    ['an object without id or name', { styles: ['ok', { colour: 'red' }] }, 'styles[1]'],
    ['an empty string element', { data: [''] }, 'data[0]'],
  ])('rejects %s as invalid_response', (_label, body, fieldPath) => {
    const error = thrown(() => normalizeStagingOptions(body));
    expect(error.code).toBe('invalid_response');
    expect(error.fieldPath).toBe(fieldPath);
  });

  it('is what getRoomTypes and getStagingStyles return, and failures keep their endpoint', async () => {
    const fake = createFakeFetch(json(200, { room_types: [{ value: 'kitchen', label: 'Kitchen' }] }), json(200, { nope: true }));
    const api = createApiClient({ baseUrl: BASE, apiKey: 'k-1234', fetch: fake.fetch });
    await expect(api.getRoomTypes()).resolves.toEqual([{ id: 'kitchen', name: 'Kitchen' }]);
    const error = await api.getStagingStyles().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('invalid_response');
    expect((error as ApiError).path).toBe('/virtual-staging/styles');
  });
});

describe('humanizeId', () => {
  it.each([
    ['living_room', 'Living room'],
    ['LIVING_ROOM', 'Living room'],
    ['mid-century-modern', 'Mid century modern'],
    ['homeOffice', 'Home office'],
    ['TV_room', 'TV room'],
    ['Living Room', 'Living room'],
    ['coastal', 'Coastal'],
    ['  kids__bedroom ', 'Kids bedroom'],
  ])('%j -> %j', (id, name) => {
    expect(humanizeId(id)).toBe(name);
  });
});

describe('renovate-by-URL response variants', () => {
  it.each([
    ['{renovated_image_url}', { renovated_image_url: OUT }],
    ['{image_url}', { image_url: OUT }],
    ['{url}', { url: OUT }],
    ['{output_url}', { output_url: OUT }],
    ['{result_url}', { result_url: OUT }],
    ['a bare JSON string', OUT],
    ['nested under data', { data: { url: OUT } }],
    ['nested under result', { result: { output_url: OUT } }],
  ])('accepts %s', (_label, body) => {
    expect(normalizeRenovationUrlResult(body, IN)).toEqual({ renovated_image_url: OUT });
  });

  it('prefers renovated_image_url over the other keys', () => {
    expect(normalizeRenovationUrlResult({ url: 'https://cdn.example.test/other.jpg', renovated_image_url: OUT }, IN).renovated_image_url).toBe(OUT);
  });

  it('skips an echo of the input photo and takes the render', () => {
    expect(normalizeRenovationUrlResult({ image_url: IN, url: OUT }, IN)).toEqual({ renovated_image_url: OUT });
  });

  it('refuses a response that only echoes the input photo', () => {
    const error = thrown(() => normalizeRenovationUrlResult({ image_url: IN }, IN));
    expect(error.code).toBe('invalid_response');
    expect(error.message).toContain('input image');
  });

  it('keeps string echoes of style and spectrum', () => {
    expect(normalizeRenovationUrlResult({ renovated_image_url: OUT, style_id: 's1', renovation_spectrum: 'tweak' })).toEqual({
      renovated_image_url: OUT,
      style_id: 's1',
      renovation_spectrum: 'tweak',
    });
  });

  it.each([
    ['a non-URL string', 'ok'],
    ['an object without a URL', { status: 'success' }],
    ['a relative URL', { url: '/out.jpg' }],
    ['a URL of the wrong type', { renovated_image_url: 12 }],
    ['an array', [OUT]],
    ['null', null],
  ])('rejects %s', (_label, body) => {
    expect(thrown(() => normalizeRenovationUrlResult(body, IN)).code).toBe('invalid_response');
  });

  it('is applied by renovate() for the URL shape only', async () => {
    const fake = createFakeFetch(text(200, JSON.stringify(OUT)), json(200, { url: OUT }));
    const api = createApiClient({ baseUrl: BASE, apiKey: 'k-1234', fetch: fake.fetch });
    await expect(api.send(renovateCall, { image_url: IN, guidance: 'paint the walls sage green' })).resolves.toEqual({ renovated_image_url: OUT });
    // The asset shape has a documented response: `url` alone is not it.
    const error = await api.send(renovateCall, { asset_id: 'a1', guidance: 'paint the walls sage green' }).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('invalid_response');
    expect((error as ApiError).fieldPath).toBe('renovated_image_url');
  });
});
