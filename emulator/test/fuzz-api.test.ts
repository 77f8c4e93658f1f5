/**
 * Fuzzing all 17 endpoints of the spec with fast-check: JSON bodies of any shape and with the
 * endpoint's real field names holding wrong types, huge, unicode, RTL and emoji strings, nulls,
 * arrays for objects and deep nesting; multipart bodies with any parts and files; nearly valid
 * bodies with one field changed, which get past validation into the renders; wrong content
 * types; odd path ids; wrong methods. Properties: never a 5xx, always JSON, every error in the
 * spec's shape `{"message"}` and deliberate (not the error handler's fallback), and the server
 * still answers a health request after every run. Seeded and bounded (FUZZ_SEED, FUZZ_RUNS).
 * Image URLs go to a stand-in transport that serves tiny images and never opens a connection.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeHttp } from './fake-http';
import { expectAlive, expectWellFormed } from './fuzz-check';
import { FUZZ_ENDPOINTS, fuzzOptions, makeFuzzFiles, pathSegment, toFormData, type FuzzEndpoint, type FuzzFiles, type FuzzIds } from './fuzz-inputs';
import { jsonBodies, multipartBodies } from './fuzz-templates';
import { blob, startTestEmulator, TEST_KEY, type TestEmulator } from './helpers';

let emu: TestEmulator;
let files: FuzzFiles;
let ids: FuzzIds;
/** Unexpected errors the emulator logged: each is a bug even when it was answered 400. */
const unexpected: string[] = [];

async function createIds(): Promise<FuzzIds> {
  const asset = await emu.upload(files.images[0] ?? Buffer.alloc(0));
  const project = (await (await emu.postForm('/virtual-staging/projects/create', { image: blob(files.images[0] ?? Buffer.alloc(0)) })).json()) as { project_id: string };
  const batch = (await (await emu.postJson('/analyze/batch', { images: [{ image_url: 'http://photos.test/tiny.jpg', image_id: 'one' }] })).json()) as { batch_id: string };
  return { asset: asset.id, project: project.project_id, batch: batch.batch_id, fileUrl: asset.preview_url };
}

beforeAll(async () => {
  files = await makeFuzzFiles();
  const [jpeg, png] = files.images;
  const served: Record<string, Buffer | undefined> = { '/tiny.jpg': jpeg, '/tiny.png': png, '/kitchen.jpg': files.kitchen };
  const fake = fakeHttp((url) => {
    const image = served[url.pathname];
    return image === undefined ? undefined : { image };
  });
  emu = await startTestEmulator({
    httpGet: fake.get,
    maxAssets: 1_000_000,
    renovationCredits: 1_000_000,
    stagingCredits: 1_000_000,
    maxImageBytes: 64 * 1024,
    batchImageDelayMs: 0,
    log: (line) => unexpected.push(line),
  });
  ids = await createIds();
});
afterAll(async () => {
  await emu.handle.close();
});
beforeEach(async () => {
  // Fuzzing /assets/delete may have deleted the asset the other endpoints should reach.
  if ((await emu.api('/assets').then((r) => r.json() as Promise<{ assets: { id: string }[] }>)).assets.every((a) => a.id !== ids.asset)) ids = await createIds();
});

/** The endpoint's path with its placeholder filled. */
function pathOf(endpoint: FuzzEndpoint, segment?: string): string {
  return endpoint.path.replace('{project_id}', segment ?? ids.project).replace('{batch_id}', segment ?? ids.batch);
}

const alive = (): Promise<void> => expectAlive(`${emu.handle.baseUrl}/plan/details`, { 'X-API-KEY': TEST_KEY });

async function send(label: string, path: string, init: RequestInit): Promise<void> {
  await expectWellFormed(await emu.api(path, init), label);
  await alive();
}

const label = (e: FuzzEndpoint): string => `${e.method} ${e.path}`;
const JSON_ENDPOINTS = FUZZ_ENDPOINTS.filter((e) => e.body === 'json');
const MULTIPART_ENDPOINTS = FUZZ_ENDPOINTS.filter((e) => e.body === 'multipart');
const POST_ENDPOINTS = FUZZ_ENDPOINTS.filter((e) => e.method === 'POST');
const GET_ENDPOINTS = FUZZ_ENDPOINTS.filter((e) => e.method === 'GET');
const WITH_ID = FUZZ_ENDPOINTS.filter((e) => e.path.includes('{'));

describe('fuzzing the public API', () => {
  it('covers the 17 endpoints of the spec', () => {
    expect(FUZZ_ENDPOINTS).toHaveLength(17);
  });

  it.each(JSON_ENDPOINTS.map((e) => [label(e), e] as const))('%s: JSON bodies of any shape', async (name, endpoint) => {
    await fc.assert(
      fc.asyncProperty(jsonBodies(endpoint, ids), async (body) => {
        await send(name, pathOf(endpoint), { method: 'POST', headers: { 'content-type': 'application/json' }, body: body.value });
      }),
      fuzzOptions(60),
    );
  });

  it.each(MULTIPART_ENDPOINTS.map((e) => [label(e), e] as const))('%s: multipart bodies with any parts and files', async (name, endpoint) => {
    await fc.assert(
      fc.asyncProperty(multipartBodies(endpoint, ids, files), async (parts) => {
        await send(name, pathOf(endpoint), { method: 'POST', body: toFormData(parts.value) });
      }),
      fuzzOptions(60),
    );
  });

  const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-16', 'APPLICATION/JSON', 'application/ld+json', 'multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=zz', 'multipart/mixed; boundary=zz', 'text/plain', 'application/x-www-form-urlencoded', 'image/jpeg', ';;', ''];

  it.each(POST_ENDPOINTS.map((e) => [label(e), e] as const))('%s: wrong content types and raw bytes', async (name, endpoint) => {
    const bytes = fc.oneof(fc.uint8Array({ maxLength: 300 }), jsonBodies(endpoint, ids).map((text) => new TextEncoder().encode(text.value)), fc.constantFrom(...files.images, ...files.broken).map((b) => new Uint8Array(b)));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CONTENT_TYPES), bytes, async (contentType, body) => {
        const headers: Record<string, string> = contentType === '' ? {} : { 'content-type': contentType };
        await send(`${name} as ${contentType || '(none)'}`, pathOf(endpoint), { method: 'POST', headers, body });
      }),
      fuzzOptions(40),
    );
  });

  it.each(GET_ENDPOINTS.map((e) => [label(e), e] as const))('%s: odd query strings and wrong methods', async (name, endpoint) => {
    const query = fc.oneof(fc.constant(''), fc.string({ maxLength: 30 }).map((s) => `?${encodeURIComponent(s)}`), fc.constantFrom('?a=%zz', '?limit=-1&limit=2', '?__proto__[x]=1', '?%00'));
    await fc.assert(
      fc.asyncProperty(query, fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'), async (suffix, method) => {
        await send(`${method} ${name}${suffix}`, `${pathOf(endpoint)}${suffix}`, method === 'GET' ? { method } : { method, headers: { 'content-type': 'application/json' }, body: '{}' });
      }),
      fuzzOptions(40),
    );
  });

  it.each(WITH_ID.map((e) => [label(e), e] as const))('%s: path ids with odd characters', async (name, endpoint) => {
    const real = endpoint.path.includes('{batch_id}') ? ids.batch : ids.project;
    const body = endpoint.method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ room_type: 'bedroom', style: 'modern' }) } : {};
    await fc.assert(
      fc.asyncProperty(pathSegment(real), async (segment) => {
        fc.pre(URL.canParse(`${emu.handle.baseUrl}${pathOf(endpoint, segment)}`));
        await send(`${name} with ${segment.slice(0, 60)}`, pathOf(endpoint, segment), { method: endpoint.method, ...body });
      }),
      fuzzOptions(50),
    );
  });
});

it('logged no unexpected error while fuzzing', () => {
  expect(unexpected).toEqual([]);
});
