import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { CREATIVITY, GUIDANCE, MAX_ASSET_NAME_LENGTH, MAX_BATCH_IMAGES, MAX_ID_LENGTH, MAX_MATERIALS } from '../../../lib/api/limits';
import { fileNameFor } from '../../../lib/api/requests';
import { createFakeFetch, imageBlob, json } from './fake-fetch';
import { analyzeCall } from '../../../lib/operations/analyze';
import { kitchenCabinetsCall } from '../../../lib/operations/kitchen-cabinets';
import { renovateCall } from '../../../lib/operations/renovate';
import { createStagingProjectCall, stageProjectCall } from '../../../lib/operations/stage';
import { styleTransferCall } from '../../../lib/operations/style-transfer';
import { creativeUpscaleCall } from '../../../lib/operations/upscale';

/**
 * Inputs that can't succeed are refused as bad_request before any fetch, so no credit is spent.
 * Each case: the call, and the field the refusal must name.
 */

const URL_A = 'https://photos.example.test/a.jpg';
const photo = imageBlob();

function setup() {
  const fake = createFakeFetch(json(200, {}));
  const api = createApiClient({ baseUrl: 'https://api.example.test/public/v1', apiKey: 'key-123456', fetch: fake.fetch });
  return { api, requests: fake.requests };
}

const material = { material_id: 'm', image_url: URL_A, installation_location: 'WALLS' as const };
const materials = (count: number) => Array.from({ length: count }, () => material);
const LONG_ID = 'x'.repeat(MAX_ID_LENGTH + 1);
const TOO_MUCH_GUIDANCE = 'g'.repeat(GUIDANCE.maxLength + 1);

// Deliberately wrong inputs, as an untyped caller (a message from another context) could send.
function loose<T>(value: unknown): T {
  return value as T;
}

const REFUSED: readonly (readonly [label: string, call: (api: ApiClient) => Promise<unknown>, fieldPath: string])[] = [
  ['renovate with neither style_id nor guidance', (api) => api.send(renovateCall, { asset_id: 'a' }), 'style_id'],
  ['renovate with blank style_id and guidance', (api) => api.send(renovateCall, { asset_id: 'a', style_id: ' ', guidance: '' }), 'style_id'],
  ['renovate without asset_id or image_url', (api) => api.send(renovateCall, loose({ style_id: 's' })), 'asset_id'],
  ['renovate with both asset_id and image_url', (api) => api.send(renovateCall, loose({ asset_id: 'a', image_url: URL_A, style_id: 's' })), 'asset_id'],
  ['renovate with an empty asset_id', (api) => api.send(renovateCall, { asset_id: '', style_id: 's' }), 'asset_id'],
  ['renovate with an unknown spectrum', (api) => api.send(renovateCall, loose({ asset_id: 'a', style_id: 's', renovation_spectrum: 'demolish' })), 'renovation_spectrum'],
  ['renovate by URL with nothing to apply', (api) => api.send(renovateCall, { image_url: URL_A }), 'style_id'],
  ['renovate by URL with a relative URL', (api) => api.send(renovateCall, { image_url: '/a.jpg', guidance: 'paint it sage green' }), 'image_url'],
  [
    'renovate by URL with a bad material location',
    (api) =>
      api.send(renovateCall, loose({ image_url: URL_A, materials: [{ material_id: 'm', image_url: URL_A, installation_location: 'ROOF' }] })),
    'materials[0].installation_location',
  ],
  [
    'renovate by URL with a material texture that is not a URL',
    (api) => api.send(renovateCall, { image_url: URL_A, materials: [{ material_id: 'm', image_url: 'oak.jpg', installation_location: 'FLOORS' }] }),
    'materials[0].image_url',
  ],
  ['renovate by URL with more than MAX_MATERIALS materials', (api) => api.send(renovateCall, { image_url: URL_A, guidance: 'oak floors', materials: materials(MAX_MATERIALS + 1) }), 'materials'],
  ['renovate with guidance longer than GUIDANCE.maxLength', (api) => api.send(renovateCall, { asset_id: 'a', guidance: TOO_MUCH_GUIDANCE }), 'guidance'],
  ['renovate by URL with guidance longer than GUIDANCE.maxLength', (api) => api.send(renovateCall, { image_url: URL_A, guidance: TOO_MUCH_GUIDANCE }), 'guidance'],
  ['renovate with an asset_id longer than MAX_ID_LENGTH', (api) => api.send(renovateCall, { asset_id: LONG_ID, style_id: 's' }), 'asset_id'],
  ['renovate with a style_id longer than MAX_ID_LENGTH', (api) => api.send(renovateCall, { asset_id: 'a', style_id: LONG_ID }), 'style_id'],
  ['kitchen cabinets with guidance longer than GUIDANCE.maxLength', (api) => api.send(kitchenCabinetsCall, { asset_id: 'a', guidance: TOO_MUCH_GUIDANCE }), 'guidance'],
  ['style transfer with an asset_id longer than MAX_ID_LENGTH', (api) => api.send(styleTransferCall, { asset_id: LONG_ID, style_image: photo }), 'asset_id'],
  ['delete with an asset_id longer than MAX_ID_LENGTH', (api) => api.deleteAsset({ asset_id: LONG_ID }), 'asset_id'],
  ['upload with an asset_name longer than MAX_ASSET_NAME_LENGTH', (api) => api.uploadAsset({ image: photo, asset_name: 'n'.repeat(MAX_ASSET_NAME_LENGTH + 1) }), 'asset_name'],
  ['stage with a project_id longer than MAX_ID_LENGTH', (api) => api.send(stageProjectCall, { project_id: LONG_ID, room_type: 'bedroom', style: 'modern' }), 'project_id'],
  ['stage with a room_type longer than MAX_ID_LENGTH', (api) => api.send(stageProjectCall, { project_id: 'p', room_type: LONG_ID, style: 'modern' }), 'room_type'],
  ['get project with an id longer than MAX_ID_LENGTH', (api) => api.getStagingProject({ project_id: LONG_ID }), 'project_id'],
  ['get batch with an id longer than MAX_ID_LENGTH', (api) => api.getBatchAnalysis({ batch_id: LONG_ID }), 'batch_id'],
  ['kitchen cabinets with neither style_id nor guidance', (api) => api.send(kitchenCabinetsCall, { asset_id: 'a' }), 'style_id'],
  ['upload with neither image nor image_url', (api) => api.uploadAsset({ asset_name: 'x' }), 'image'],
  ['upload with both image and image_url', (api) => api.uploadAsset({ image: photo, image_url: URL_A }), 'image'],
  ['upload with an empty file', (api) => api.uploadAsset({ image: new Blob([]) }), 'image'],
  ['upload with a non-Blob image', (api) => api.uploadAsset(loose({ image: 'data' })), 'image'],
  ['upload with a non-http image_url', (api) => api.uploadAsset({ image_url: 'file:///etc/passwd' }), 'image_url'],
  ['delete without asset_id', (api) => api.deleteAsset({ asset_id: '' }), 'asset_id'],
  ['upscale with neither image nor image_url', (api) => api.send(creativeUpscaleCall, { creativity: 0.5 }), 'image'],
  ['upscale with creativity above the maximum', (api) => api.send(creativeUpscaleCall, { image: photo, creativity: CREATIVITY.max + 0.01 }), 'creativity'],
  ['upscale with creativity below the minimum', (api) => api.send(creativeUpscaleCall, { image: photo, creativity: CREATIVITY.min - 0.01 }), 'creativity'],
  ['upscale with NaN creativity', (api) => api.send(creativeUpscaleCall, { image: photo, creativity: Number.NaN }), 'creativity'],
  ['upscale with infinite creativity', (api) => api.send(creativeUpscaleCall, { image: photo, creativity: Infinity }), 'creativity'],
  ['upscale with string creativity', (api) => api.send(creativeUpscaleCall, loose({ image: photo, creativity: '0.5' })), 'creativity'],
  ['style transfer with neither style image nor URL', (api) => api.send(styleTransferCall, { asset_id: 'a' }), 'style_image'],
  ['style transfer with both style image and URL', (api) => api.send(styleTransferCall, { asset_id: 'a', style_image: photo, style_image_url: URL_A }), 'style_image'],
  ['style transfer without asset_id', (api) => api.send(styleTransferCall, { asset_id: ' ', style_image: photo }), 'asset_id'],
  ['analyze without an image', (api) => api.send(analyzeCall, loose({})), 'image'],
  ['analyze with an unknown analysis type', (api) => api.send(analyzeCall, loose({ image: photo, analysis_type: 'deep' })), 'analysis_type'],
  ['analyze batch with an unknown analysis type', (api) => api.analyzeBatch(loose({ images: [{ image_url: URL_A, image_id: 'x' }], analysis_type: 1 })), 'analysis_type'],
  ['analyze batch with no images', (api) => api.analyzeBatch({ images: [] }), 'images'],
  ['analyze batch with a duplicate id', (api) => api.analyzeBatch({ images: [{ image_url: URL_A, image_id: 'x' }, { image_url: URL_A, image_id: 'x' }] }), 'images[1].image_id'],
  [
    'analyze batch with more than MAX_BATCH_IMAGES images',
    (api) => api.analyzeBatch({ images: Array.from({ length: MAX_BATCH_IMAGES + 1 }, (_, i) => ({ image_url: URL_A, image_id: `p${i}` })) }),
    'images',
  ],
  ['analyze batch with a bad URL', (api) => api.analyzeBatch({ images: [{ image_url: 'nope', image_id: 'x' }] }), 'images[0].image_url'],
  ['get batch without an id', (api) => api.getBatchAnalysis({ batch_id: '' }), 'batch_id'],
  ['create project without an image', (api) => api.send(createStagingProjectCall, loose({})), 'image'],
  ['stage without project_id', (api) => api.send(stageProjectCall, { project_id: '', room_type: 'bedroom', style: 'modern' }), 'project_id'],
  ['stage without room_type', (api) => api.send(stageProjectCall, { project_id: 'p', room_type: '', style: 'modern' }), 'room_type'],
  ['stage without style', (api) => api.send(stageProjectCall, { project_id: 'p', room_type: 'bedroom', style: '  ' }), 'style'],
  ['get project without an id', (api) => api.getStagingProject({ project_id: '' }), 'project_id'],
];

describe('inputs that cannot succeed are refused before sending', () => {
  it.each(REFUSED)('%s', async (_label, call, fieldPath) => {
    const { api, requests } = setup();
    const error = await call(api).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('bad_request');
    expect((error as ApiError).fieldPath).toBe(fieldPath);
    expect(requests).toHaveLength(0);
  });

  it('rejects (never throws synchronously) on a refused input', () => {
    const { api } = setup();
    let promise: Promise<unknown> | undefined;
    expect(() => {
      promise = api.send(renovateCall, { asset_id: 'a' });
    }).not.toThrow();
    return expect(promise).rejects.toBeInstanceOf(ApiError);
  });
});

describe('inputs at the edges are accepted', () => {
  it.each([CREATIVITY.min, CREATIVITY.default, CREATIVITY.max])('sends creativity %d as a string field', async (creativity) => {
    const { api, requests } = setup();
    await api.send(creativeUpscaleCall, { image: photo, creativity }).catch(() => undefined);
    expect(requests[0]?.form().get('creativity')).toBe(String(creativity));
  });

  it('documents creativity bounds 0..1 with default 0.5', () => {
    expect([CREATIVITY.min, CREATIVITY.default, CREATIVITY.max]).toEqual([0, 0.5, 1]);
  });

  it('accepts short guidance: the spec only warns it is less accurate', async () => {
    const { api, requests } = setup();
    await api.send(renovateCall, { asset_id: 'a', guidance: 'blue' }).catch(() => undefined);
    expect(requests[0]?.json()).toEqual({ asset_id: 'a', guidance: 'blue' });
  });

  it('sends MAX_MATERIALS materials, guidance of GUIDANCE.maxLength and ids of MAX_ID_LENGTH', async () => {
    const { api, requests } = setup();
    const guidance = 'g'.repeat(GUIDANCE.maxLength);
    const id = 'i'.repeat(MAX_ID_LENGTH);
    await api.send(renovateCall, { image_url: URL_A, style_id: id, guidance, materials: materials(MAX_MATERIALS) }).catch(() => undefined);
    expect(requests[0]?.json()).toEqual({ image_url: URL_A, style_id: id, guidance, materials: materials(MAX_MATERIALS) });
    await api.send(renovateCall, { asset_id: id, guidance }).catch(() => undefined);
    expect(requests[1]?.json()).toEqual({ asset_id: id, guidance });
  });

  it('judges guidance length after trimming, as it is sent', async () => {
    const { api, requests } = setup();
    const guidance = 'g'.repeat(GUIDANCE.maxLength);
    await api.send(renovateCall, { asset_id: 'a', guidance: `  ${guidance}  ` }).catch(() => undefined);
    expect(requests[0]?.json()).toEqual({ asset_id: 'a', guidance });
  });

  it('refuses materials without a style or guidance on the URL shape, sending nothing', async () => {
    const { api, requests } = setup();
    await expect(api.send(renovateCall, { image_url: URL_A, materials: [material] })).rejects.toMatchObject({ code: 'bad_request', fieldPath: 'style_id' });
    expect(requests).toHaveLength(0);
  });

  it('sends materials with guidance on the URL shape', async () => {
    const { api, requests } = setup();
    await api.send(renovateCall, { image_url: URL_A, guidance: 'oak floors throughout', materials: [material] }).catch(() => undefined);
    expect(requests[0]?.json()).toEqual({ image_url: URL_A, guidance: 'oak floors throughout', materials: [material] });
  });

  it('does not forward unknown input properties', async () => {
    const { api, requests } = setup();
    await api.send(renovateCall, loose({ asset_id: 'a', style_id: 's', api_key: 'oops', extra: 1 })).catch(() => undefined);
    expect(requests[0]?.json()).toEqual({ asset_id: 'a', style_id: 's' });
  });
});

describe('fileNameFor', () => {
  it.each([
    ['image/jpeg', 'photo.jpg'],
    ['image/png', 'photo.png'],
    ['image/webp', 'photo.webp'],
    ['image/avif', 'photo.avif'],
    ['IMAGE/PNG; charset=binary', 'photo.png'],
    ['', 'photo.jpg'],
  ])('%j -> %s', (type, name) => {
    expect(fileNameFor(new Blob([new Uint8Array([1])], { type }), 'photo')).toBe(name);
  });
});
