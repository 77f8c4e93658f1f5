/**
 * Contract: every limit and input rule of `lib/api/limits.ts` holds on both sides of the wire.
 * For each one, the emulator (sent raw requests, because the client refuses first) accepts a
 * request at the limit and refuses one past it with 400, and the extension's client sends the one
 * at the limit and refuses the one past it as `bad_request` before anything is sent. The numbers
 * are read from `lib/api/limits.ts` only, so changing either side's number fails here.
 *
 * "Accepted" means the request passed the emulator's validation: a real render or upload (2xx)
 * where that is cheap, otherwise 404 for an unknown asset, project or batch, which the emulator
 * only looks up once the request is valid. `MAX_VARIATIONS` is proven in `staging.test.ts`.
 * The enums (`RenovationSpectrum`, `InstallationLocation` in `lib/api/schemas.ts`) are limits
 * too: every value is accepted on both sides, and a value outside them is refused on both.
 * Photo sizes are our choices, not the service's refusals: the emulator takes a photo at each edge,
 * and the extension refuses (or downscales) past it.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorCode } from '../../lib/api/client';
import { InstallationLocation, RenovationSpectrum } from '../../lib/api/schemas';
import {
  CREATIVITY,
  GUIDANCE,
  hasStyleOrGuidance,
  isGuidanceAccurate,
  MAX_ASSET_NAME_LENGTH,
  MAX_BATCH_IMAGES,
  MAX_ID_LENGTH,
  MAX_MATERIALS,
  MAX_UPLOAD_LONG_SIDE,
  MAX_URL_LENGTH,
  MIN_PHOTO_SIDE,
} from '../../lib/api/limits';
import { inspectPhoto } from '../../lib/images/inspect';
import { planDownscale } from '../../lib/images/resize';
import { bedroom, blob, checkerTexture, expectApiError, livingRoom, startContract, unreachableUrl, type Contract } from './support';
import { kitchenCabinetsCall } from '../../lib/operations/kitchen-cabinets';
import { renovateCall } from '../../lib/operations/renovate';
import { createStagingProjectCall, stageProjectCall } from '../../lib/operations/stage';
import { styleTransferCall } from '../../lib/operations/style-transfer';
import { creativeUpscaleCall } from '../../lib/operations/upscale';

/** The emulator's wording when a text field is too long (`emulator/http/fields.ts`). */
const TOO_LONG = /must be at most \d+ characters/;
/** An identifier of `length` characters that names nothing. */
const id = (length: number): string => 'z'.repeat(length);
const UNKNOWN_ASSET = id(12);

let c: Contract;
let photo: Blob;
let texture: Blob;
let styleId: string;

beforeAll(async () => {
  c = await startContract({ renovationCredits: 1000, stagingCredits: 10, batchImageDelayMs: 0 });
  photo = blob(await livingRoom());
  texture = blob(await checkerTexture(), 'image/png');
  const firstStyle = (await c.api.getStyles()).interior_styles[0];
  if (firstStyle === undefined) throw new Error('the emulator lists no styles');
  styleId = firstStyle.id;
});
afterAll(async () => {
  await c.emu.close();
});
beforeEach(async () => {
  await c.reset();
});

/** What the emulator answered to a raw request. */
interface Answer {
  readonly status: number;
  readonly message: string;
  readonly body: Record<string, unknown>;
}

/** A request as code written from the spec would send it, with the right key. */
async function send(method: 'GET' | 'POST', path: string, payload?: Record<string, unknown> | FormData): Promise<Answer> {
  const headers: Record<string, string> = { 'X-API-KEY': c.emu.apiKey };
  let body: BodyInit | undefined;
  if (payload instanceof FormData) body = payload;
  else if (payload !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(payload);
  }
  const response = await fetch(`${c.emu.baseUrl}${path}`, { method, headers, body });
  const json = (await response.json()) as Record<string, unknown>;
  return { status: response.status, message: typeof json.message === 'string' ? json.message : '', body: json };
}
const post = (path: string, payload: Record<string, unknown> | FormData): Promise<Answer> => send('POST', path, payload);

function form(fields: Readonly<Record<string, string | Blob>>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value, 'photo.jpg');
  }
  return data;
}

/** The client refuses the call as `bad_request` naming `field`, and no request reaches the emulator. */
async function refusedByClient(call: () => Promise<unknown>, field: string): Promise<void> {
  await c.clearRequests();
  const error = await expectApiError(call(), 'bad_request');
  expect(error.fieldPath).toBe(field);
  expect(await c.requests()).toEqual([]);
}

/** The client sent the call (the emulator answered `status`, past its validation). */
async function sentByClient(call: () => Promise<unknown>, code: ApiErrorCode, status: number): Promise<void> {
  await expectApiError(call(), code, status);
}

describe('MAX_MATERIALS materials per render (POST /renovate by image_url)', () => {
  const material = (imageUrl: string) => ({ material_id: 'SKU-1', image_url: imageUrl, installation_location: 'FLOORS' as const });
  const request = async (count: number) => {
    const [room, tile] = await Promise.all([c.api.uploadAsset({ image: photo }), c.api.uploadAsset({ image: texture })]);
    return { image_url: room.preview_url, guidance: 'oak floors throughout', materials: Array.from({ length: count }, () => material(tile.preview_url)) };
  };

  it(`the emulator renders ${MAX_MATERIALS} materials and refuses ${MAX_MATERIALS + 1} with 400`, async () => {
    expect((await post('/renovate', await request(MAX_MATERIALS))).status).toBe(200);
    const past = await post('/renovate', await request(MAX_MATERIALS + 1));
    expect(past.status).toBe(400);
    expect(past.message).toMatch(/materials/);
  });

  it(`the client renders ${MAX_MATERIALS} materials and refuses ${MAX_MATERIALS + 1} before sending`, async () => {
    const result = await c.api.send(renovateCall, await request(MAX_MATERIALS));
    expect(result.renovated_image_url).toMatch(/^http/);
    const past = await request(MAX_MATERIALS + 1);
    await refusedByClient(() => c.api.send(renovateCall, past), 'materials');
  });
});

describe('GUIDANCE.maxLength characters of guidance (renovate, kitchen_cabinets)', () => {
  const atLimit = 'g'.repeat(GUIDANCE.maxLength);
  const past = 'g'.repeat(GUIDANCE.maxLength + 1);

  it('the emulator renders guidance at the limit and refuses one character more with 400', async () => {
    const asset = await c.api.uploadAsset({ image: photo });
    expect((await post('/renovate', { asset_id: asset.id, guidance: atLimit })).status).toBe(200);
    expect((await post('/kitchen_cabinets', { asset_id: UNKNOWN_ASSET, guidance: atLimit })).status).toBe(404);
    for (const path of ['/renovate', '/kitchen_cabinets']) {
      const answer = await post(path, { asset_id: asset.id, guidance: past });
      expect(answer.status, path).toBe(400);
      expect(answer.message).toMatch(/guidance/);
    }
  });

  it('the client renders guidance at the limit and refuses one character more before sending', async () => {
    const asset = await c.api.uploadAsset({ image: photo });
    expect((await c.api.send(renovateCall, { asset_id: asset.id, guidance: atLimit })).renovated_image_url).toMatch(/^http/);
    await refusedByClient(() => c.api.send(renovateCall, { asset_id: asset.id, guidance: past }), 'guidance');
    await refusedByClient(() => c.api.send(kitchenCabinetsCall, { asset_id: asset.id, guidance: past }), 'guidance');
    await refusedByClient(() => c.api.send(renovateCall, { image_url: asset.preview_url, guidance: past }), 'guidance');
  });

  it('guidance shorter than GUIDANCE.accurateFrom is advice, not a rule: both sides accept it', async () => {
    const short = 'g'.repeat(GUIDANCE.accurateFrom - 1);
    expect([isGuidanceAccurate(short), isGuidanceAccurate('g'.repeat(GUIDANCE.accurateFrom))]).toEqual([false, true]);
    expect((await post('/renovate', { asset_id: UNKNOWN_ASSET, guidance: short })).status).toBe(404);
    await sentByClient(() => c.api.send(renovateCall, { asset_id: UNKNOWN_ASSET, guidance: short }), 'not_found', 404);
  });
});

describe('CREATIVITY bounds and default (POST /creative_upscale)', () => {
  const outside = [CREATIVITY.min - 0.01, CREATIVITY.max + 0.01];

  it('the emulator upscales at CREATIVITY.min and .max, defaults to CREATIVITY.default, refuses just outside with 400', async () => {
    for (const creativity of [CREATIVITY.min, CREATIVITY.max]) {
      const answer = await post('/creative_upscale', form({ image: photo, creativity: String(creativity) }));
      expect(answer.status, String(creativity)).toBe(200);
      expect(answer.body.creativity).toBe(creativity);
    }
    const unset = await post('/creative_upscale', form({ image: photo }));
    expect(unset.body.creativity).toBe(CREATIVITY.default);
    for (const creativity of outside) {
      const answer = await post('/creative_upscale', form({ image: photo, creativity: String(creativity) }));
      expect(answer.status, String(creativity)).toBe(400);
      expect(answer.message).toMatch(/creativity/);
    }
  });

  it('the client upscales at the bounds and refuses just outside before sending', async () => {
    for (const creativity of [CREATIVITY.min, CREATIVITY.max]) {
      expect((await c.api.send(creativeUpscaleCall, { image: photo, creativity })).creativity).toBe(creativity);
    }
    for (const creativity of outside) await refusedByClient(() => c.api.send(creativeUpscaleCall, { image: photo, creativity }), 'creativity');
  });
});

describe('at least one of style_id or guidance (hasStyleOrGuidance)', () => {
  const inputs = (): readonly { style_id?: string; guidance?: string }[] => [
    {},
    { style_id: '  ' },
    { guidance: '   ' },
    { style_id: ' ', guidance: '' },
    { style_id: styleId },
    { guidance: 'paint the walls sage green' },
    { style_id: styleId, guidance: 'paint the walls sage green' },
  ];

  it('the emulator refuses with 400 exactly the inputs hasStyleOrGuidance refuses', async () => {
    expect(inputs().filter((input) => !hasStyleOrGuidance(input))).toHaveLength(4);
    for (const input of inputs()) {
      for (const path of ['/renovate', '/kitchen_cabinets']) {
        const answer = await post(path, { asset_id: UNKNOWN_ASSET, ...input });
        expect(answer.status, `${path} ${JSON.stringify(input)}`).toBe(hasStyleOrGuidance(input) ? 404 : 400);
      }
    }
    const materialsOnly = { image_url: await unreachableUrl(), materials: [{ material_id: 'm', image_url: await unreachableUrl(), installation_location: 'WALLS' }] };
    expect((await post('/renovate', materialsOnly)).status).toBe(400);
  });

  it('the client sends exactly those inputs and refuses the others before sending', async () => {
    for (const input of inputs()) {
      if (hasStyleOrGuidance(input)) {
        await sentByClient(() => c.api.send(renovateCall, { asset_id: UNKNOWN_ASSET, ...input }), 'not_found', 404);
        await sentByClient(() => c.api.send(kitchenCabinetsCall, { asset_id: UNKNOWN_ASSET, ...input }), 'not_found', 404);
      } else {
        await refusedByClient(() => c.api.send(renovateCall, { asset_id: UNKNOWN_ASSET, ...input }), 'style_id');
        await refusedByClient(() => c.api.send(kitchenCabinetsCall, { asset_id: UNKNOWN_ASSET, ...input }), 'style_id');
      }
    }
  });
});

describe('MAX_ID_LENGTH characters of an identifier', () => {
  it('the emulator looks up ids at the limit (404) and refuses one character more with 400', async () => {
    const edges: readonly (readonly [string, (n: number) => Promise<Answer>])[] = [
      ['renovate asset_id', (n) => post('/renovate', { asset_id: id(n), style_id: styleId })],
      ['kitchen_cabinets asset_id', (n) => post('/kitchen_cabinets', { asset_id: id(n), style_id: styleId })],
      ['delete asset_id', (n) => post('/assets/delete', { asset_id: id(n) })],
      ['style_transfer asset_id', (n) => post('/style_transfer', form({ asset_id: id(n), style_image: photo }))],
      ['project_id in the path', (n) => send('GET', `/virtual-staging/projects/${id(n)}`)],
      ['project_id in the stage path', (n) => post(`/virtual-staging/projects/${id(n)}/stage`, { room_type: 'bedroom', style: 'modern' })],
      ['batch_id in the path', (n) => send('GET', `/analyze/batch/${id(n)}`)],
    ];
    for (const [label, request] of edges) {
      expect((await request(MAX_ID_LENGTH)).status, label).toBe(404);
      const past = await request(MAX_ID_LENGTH + 1);
      expect(past.status, label).toBe(400);
      expect(past.message, label).toMatch(TOO_LONG);
    }
  });

  it('the emulator judges catalog ids at the limit by the catalog, and refuses one character more for length', async () => {
    const project = await c.api.send(createStagingProjectCall, { image: blob(await bedroom()) });
    const stage = `/virtual-staging/projects/${project.project_id}/stage`;
    const edges: readonly (readonly [string, (n: number) => Promise<Answer>])[] = [
      ['style_id', (n) => post('/renovate', { asset_id: UNKNOWN_ASSET, style_id: id(n) })],
      ['room_type', (n) => post(stage, { room_type: id(n), style: 'modern' })],
      ['style', (n) => post(stage, { room_type: 'bedroom', style: id(n) })],
    ];
    for (const [field, request] of edges) {
      const atLimit = await request(MAX_ID_LENGTH);
      expect([atLimit.status, atLimit.message], field).toEqual([400, expect.stringMatching(new RegExp(`unknown ${field}`))]);
      const past = await request(MAX_ID_LENGTH + 1);
      expect([past.status, past.message], field).toEqual([400, expect.stringMatching(TOO_LONG)]);
    }
  });

  it('the client sends ids at the limit and refuses one character more before sending', async () => {
    const edges: readonly (readonly [string, (n: number) => Promise<unknown>, ApiErrorCode, number])[] = [
      ['asset_id', (n) => c.api.send(renovateCall, { asset_id: id(n), style_id: styleId }), 'not_found', 404],
      ['asset_id', (n) => c.api.send(kitchenCabinetsCall, { asset_id: id(n), style_id: styleId }), 'not_found', 404],
      ['asset_id', (n) => c.api.deleteAsset({ asset_id: id(n) }), 'not_found', 404],
      ['asset_id', (n) => c.api.send(styleTransferCall, { asset_id: id(n), style_image: photo }), 'not_found', 404],
      ['style_id', (n) => c.api.send(renovateCall, { asset_id: UNKNOWN_ASSET, style_id: id(n) }), 'bad_request', 400],
      ['project_id', (n) => c.api.getStagingProject({ project_id: id(n) }), 'not_found', 404],
      ['project_id', (n) => c.api.send(stageProjectCall, { project_id: id(n), room_type: 'bedroom', style: 'modern' }), 'not_found', 404],
      ['room_type', (n) => c.api.send(stageProjectCall, { project_id: UNKNOWN_ASSET, room_type: id(n), style: 'modern' }), 'not_found', 404],
      ['style', (n) => c.api.send(stageProjectCall, { project_id: UNKNOWN_ASSET, room_type: 'bedroom', style: id(n) }), 'not_found', 404],
      ['batch_id', (n) => c.api.getBatchAnalysis({ batch_id: id(n) }), 'not_found', 404],
    ];
    for (const [field, call, code, status] of edges) {
      await sentByClient(() => call(MAX_ID_LENGTH), code, status);
      await refusedByClient(() => call(MAX_ID_LENGTH + 1), field);
    }
  });
});

describe('MAX_URL_LENGTH characters of a photo URL (image_url, style_image_url)', () => {
  /** An http URL of exactly `length` characters on a port where nothing listens. */
  const urlOf = async (length: number): Promise<string> => {
    const base = await unreachableUrl('/');
    return `${base}${'u'.repeat(length - base.length)}`;
  };

  it('the emulator takes a URL at the limit to download it, and refuses one character more with 400', async () => {
    const edges: readonly (readonly [string, (url: string) => Promise<Answer>])[] = [
      ['renovate image_url', (url) => post('/renovate', { image_url: url, style_id: styleId })],
      ['creative_upscale image_url', (url) => post('/creative_upscale', form({ image_url: url }))],
      ['style_transfer style_image_url', (url) => post('/style_transfer', form({ asset_id: UNKNOWN_ASSET, style_image_url: url }))],
    ];
    for (const [label, request] of edges) {
      const atLimit = await request(await urlOf(MAX_URL_LENGTH));
      expect(atLimit.message, label).not.toMatch(TOO_LONG);
      const past = await request(await urlOf(MAX_URL_LENGTH + 1));
      expect([past.status, past.message], label).toEqual([400, expect.stringMatching(TOO_LONG)]);
    }
  });

  it('the client sends a URL at the limit and refuses one character more before sending', async () => {
    await c.clearRequests();
    await expect(c.api.send(renovateCall, { image_url: await urlOf(MAX_URL_LENGTH), style_id: styleId })).rejects.toThrow();
    expect((await c.requests()).length).toBe(1);
    const past = await urlOf(MAX_URL_LENGTH + 1);
    await refusedByClient(() => c.api.send(renovateCall, { image_url: past, style_id: styleId }), 'image_url');
    await refusedByClient(() => c.api.send(creativeUpscaleCall, { image_url: past }), 'image_url');
  });
});

describe('MAX_ASSET_NAME_LENGTH characters of an asset name (POST /assets/upload)', () => {
  const atLimit = 'n'.repeat(MAX_ASSET_NAME_LENGTH);
  const past = 'n'.repeat(MAX_ASSET_NAME_LENGTH + 1);

  it('the emulator keeps a name at the limit and refuses one character more with 400', async () => {
    const answer = await post('/assets/upload', form({ image: photo, asset_name: atLimit }));
    expect(answer.status).toBe(200);
    expect((answer.body.asset as { name?: unknown }).name).toBe(atLimit);
    const refused = await post('/assets/upload', form({ image: photo, asset_name: past }));
    expect([refused.status, refused.message]).toEqual([400, expect.stringMatching(/asset_name/)]);
  });

  it('the client uploads with a name at the limit and refuses one character more before sending', async () => {
    expect((await c.api.uploadAsset({ image: photo, asset_name: atLimit })).name).toBe(atLimit);
    await refusedByClient(() => c.api.uploadAsset({ image: photo, asset_name: past }), 'asset_name');
  });
});

describe('MAX_BATCH_IMAGES images per batch analysis (POST /analyze/batch)', () => {
  const images = async (count: number) => {
    const url = await unreachableUrl();
    return Array.from({ length: count }, (_, i) => ({ image_url: url, image_id: `photo-${i}` }));
  };

  it(`the emulator takes ${MAX_BATCH_IMAGES} images and refuses ${MAX_BATCH_IMAGES + 1} with 400`, async () => {
    const answer = await post('/analyze/batch', { images: await images(MAX_BATCH_IMAGES) });
    expect([answer.status, answer.body.total_images]).toEqual([200, MAX_BATCH_IMAGES]);
    const past = await post('/analyze/batch', { images: await images(MAX_BATCH_IMAGES + 1) });
    expect([past.status, past.message]).toEqual([400, expect.stringMatching(/images/)]);
  });

  it(`the client submits ${MAX_BATCH_IMAGES} images and refuses ${MAX_BATCH_IMAGES + 1} before sending`, async () => {
    expect((await c.api.analyzeBatch({ images: await images(MAX_BATCH_IMAGES) })).total_images).toBe(MAX_BATCH_IMAGES);
    const past = await images(MAX_BATCH_IMAGES + 1);
    await refusedByClient(() => c.api.analyzeBatch({ images: past }), 'images');
  });
});

/** A value in neither enum: what a stale or hand-written request might carry. */
const MADE_UP = 'overhaul';

describe('RenovationSpectrum values (renovate, kitchen_cabinets)', () => {
  const spectra = RenovationSpectrum.options;

  it('the emulator takes every RenovationSpectrum value and refuses a made-up one with 400', async () => {
    for (const path of ['/renovate', '/kitchen_cabinets']) {
      for (const renovation_spectrum of spectra) {
        const answer = await post(path, { asset_id: UNKNOWN_ASSET, style_id: styleId, renovation_spectrum });
        expect(answer.status, `${path} ${renovation_spectrum}`).toBe(404);
      }
      const refused = await post(path, { asset_id: UNKNOWN_ASSET, style_id: styleId, renovation_spectrum: MADE_UP });
      expect([refused.status, refused.message], path).toEqual([400, expect.stringMatching(/renovation_spectrum/)]);
    }
  });

  it('the client sends every RenovationSpectrum value and refuses a made-up one before sending', async () => {
    for (const renovation_spectrum of spectra) {
      await sentByClient(() => c.api.send(renovateCall, { asset_id: UNKNOWN_ASSET, style_id: styleId, renovation_spectrum }), 'not_found', 404);
      await sentByClient(() => c.api.send(kitchenCabinetsCall, { asset_id: UNKNOWN_ASSET, style_id: styleId, renovation_spectrum }), 'not_found', 404);
    }
    const madeUp = { asset_id: UNKNOWN_ASSET, style_id: styleId, renovation_spectrum: MADE_UP as RenovationSpectrum };
    await refusedByClient(() => c.api.send(renovateCall, madeUp), 'renovation_spectrum');
    await refusedByClient(() => c.api.send(kitchenCabinetsCall, madeUp), 'renovation_spectrum');
  });
});

describe('InstallationLocation values (materials of POST /renovate by image_url)', () => {
  const locations = InstallationLocation.options;
  /** One render carrying a material for each location (fewer than MAX_MATERIALS), or only `only`. */
  const request = async (only?: InstallationLocation) => {
    const [room, tile] = await Promise.all([c.api.uploadAsset({ image: photo }), c.api.uploadAsset({ image: texture })]);
    const material = (installation_location: InstallationLocation) => ({ material_id: 'SKU-1', image_url: tile.preview_url, installation_location });
    return { image_url: room.preview_url, guidance: 'new finishes throughout', materials: only === undefined ? locations.map(material) : [material(only)] };
  };

  it('the emulator renders a material at every InstallationLocation and refuses a made-up one with 400', async () => {
    expect(locations.length).toBeLessThanOrEqual(MAX_MATERIALS);
    expect((await post('/renovate', await request())).status).toBe(200);
    const refused = await post('/renovate', await request(MADE_UP as InstallationLocation));
    expect([refused.status, refused.message]).toEqual([400, expect.stringMatching(/installation_location/)]);
  });

  it('the client renders a material at every InstallationLocation and refuses a made-up one before sending', async () => {
    expect((await c.api.send(renovateCall, await request())).renovated_image_url).toMatch(/^http/);
    const madeUp = await request(MADE_UP as InstallationLocation);
    await refusedByClient(() => c.api.send(renovateCall, madeUp), 'materials[0].installation_location');
  });
});

describe('photo sizes: MIN_PHOTO_SIDE and MAX_UPLOAD_LONG_SIDE (our choices; the service refuses neither)', () => {
  const flat = (width: number, height: number): Promise<Buffer> => sharp({ create: { width, height, channels: 3, background: '#8a7f70' } }).jpeg().toBuffer();

  it('the emulator keeps a photo of MIN_PHOTO_SIDE and one of MAX_UPLOAD_LONG_SIDE whole, and scales one pixel longer down to it', async () => {
    const small = await c.api.uploadAsset({ image: blob(await flat(MIN_PHOTO_SIDE, MIN_PHOTO_SIDE)) });
    expect([small.width, small.height]).toEqual([MIN_PHOTO_SIDE, MIN_PHOTO_SIDE]);
    const atLimit = await c.api.uploadAsset({ image: blob(await flat(MAX_UPLOAD_LONG_SIDE, MIN_PHOTO_SIDE)) });
    expect([atLimit.width, atLimit.height]).toEqual([MAX_UPLOAD_LONG_SIDE, MIN_PHOTO_SIDE]);
    // Sending more than MAX_UPLOAD_LONG_SIDE would gain nothing: the service keeps no more.
    const past = await c.api.uploadAsset({ image: blob(await flat(MAX_UPLOAD_LONG_SIDE + 1, MIN_PHOTO_SIDE)) });
    expect(past.width).toBe(MAX_UPLOAD_LONG_SIDE);
  });

  it('the extension takes a photo of MIN_PHOTO_SIDE and refuses one pixel less; it uploads MAX_UPLOAD_LONG_SIDE as it is and downscales one pixel more', async () => {
    expect(inspectPhoto(new Uint8Array(await flat(MIN_PHOTO_SIDE, MIN_PHOTO_SIDE)))).toMatchObject({ ok: true });
    expect(inspectPhoto(new Uint8Array(await flat(MIN_PHOTO_SIDE - 1, MIN_PHOTO_SIDE)))).toMatchObject({ ok: false, code: 'image_too_small' });
    expect(planDownscale({ width: MAX_UPLOAD_LONG_SIDE, height: MIN_PHOTO_SIDE })).toBeUndefined();
    expect(planDownscale({ width: MIN_PHOTO_SIDE, height: MAX_UPLOAD_LONG_SIDE + 1 })?.height).toBe(MAX_UPLOAD_LONG_SIDE);
  });
});
