/**
 * Fuzzing the control API (/__emulator: faults, reset, request log, state, credits), the hosted
 * files and unknown paths, with the properties of fuzz-api.test.ts: never a 5xx, every error in
 * the shape `{"message"}` and deliberate, and the emulator still healthy after every run. Faults
 * the fuzzer manages to queue are dropped before the health check, so none can hit it.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTED, expectAlive, expectWellFormed } from './fuzz-check';
import { anyValue, deepNesting, fuzzOptions, oddText, pathSegment, sent, type FuzzIds } from './fuzz-inputs';
import { startTestEmulator, TEST_KEY, type TestEmulator } from './helpers';
import { livingRoom } from './images';

let emu: TestEmulator;
let fileName: string;
const unexpected: string[] = [];
/** anyValue's real ids; the control API has none, so these are only more strings. */
const IDS: FuzzIds = { asset: 'asset_0', project: 'project_0', batch: 'batch_0', fileUrl: 'http://127.0.0.1/files/x.jpg' };

beforeAll(async () => {
  emu = await startTestEmulator({ log: (line) => unexpected.push(line) });
  fileName = new URL((await emu.upload(await livingRoom())).preview_url).pathname.split('/').pop() ?? '';
});
afterAll(async () => {
  await emu.handle.close();
});

/** Drops whatever faults a run queued, then checks the control API and the public API both answer. */
async function healthy(): Promise<void> {
  expect((await emu.raw('/__emulator/faults', { method: 'DELETE' })).status).toBe(200);
  await expectAlive(`${emu.handle.url}/__emulator/state`);
  await expectAlive(`${emu.handle.baseUrl}/plan/details`, { 'X-API-KEY': TEST_KEY });
}

async function send(label: string, path: string, init: RequestInit): Promise<void> {
  await expectWellFormed(await emu.raw(path, init), label);
  await healthy();
}

/** A value for a field: plausible for it, or anything. */
const either = (plausible: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> => fc.oneof({ arbitrary: plausible, weight: 3 }, { arbitrary: anyValue(IDS), weight: 2 });

/** Fault objects with the real keys holding right and wrong values, plus the odd unknown key. */
const faultObject = fc.record(
  {
    path: either(fc.constantFrom('*', '/renovate', 'renovate', '/public/v1/styles', '/virtual-staging/*', '**', '')),
    method: either(fc.constantFrom('POST', 'get', 'DELETE', 'BREW')),
    status: either(fc.integer({ min: 0, max: 1000 })),
    body: anyValue(IDS),
    delay_ms: either(fc.integer({ min: -1, max: 700_000 })),
    malformed: either(fc.boolean()),
    drop: either(fc.boolean()),
    times: either(fc.integer({ min: -1, max: 5 })),
    statuss: fc.constant(500),
  },
  { requiredKeys: [] },
);

const creditsObject = fc.record({ renovation_credits: either(fc.integer({ min: -5, max: 2 ** 40 })), staging_credits: either(fc.integer({ min: -5, max: 100 })) }, { requiredKeys: [] });

/** A JSON body as text: the objects above, arrays of them, any JSON, or deep nesting. */
function adminJson(object: fc.Arbitrary<unknown>): fc.Arbitrary<{ value: string }> {
  return fc
    .oneof(
      { arbitrary: object.map((v) => JSON.stringify(v)), weight: 5 },
      { arbitrary: fc.array(object, { maxLength: 3 }).map((v) => JSON.stringify(v)), weight: 2 },
      { arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)), weight: 2 },
      { arbitrary: deepNesting, weight: 1 },
    )
    .map((text) => sent(text, text));
}

const ADMIN_ROUTES = [
  ['POST', '/faults', faultObject],
  ['POST', '/credits', creditsObject],
  ['POST', '/reset', fc.dictionary(fc.string({ maxLength: 5 }), anyValue(IDS), { maxKeys: 3 })],
  ['GET', '/faults'],
  ['DELETE', '/faults'],
  ['GET', '/requests'],
  ['DELETE', '/requests'],
  ['GET', '/state'],
] as const;
const POSTS = ADMIN_ROUTES.filter((r) => r[0] === 'POST');

describe('fuzzing the control API', () => {
  it.each(POSTS.map(([method, path, object]) => [`${method} /__emulator${path}`, path, object] as const))('%s: JSON bodies of any shape', async (name, path, object) => {
    await fc.assert(
      fc.asyncProperty(adminJson(object), async (body) => {
        await send(name, `/__emulator${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body.value });
      }),
      fuzzOptions(60),
    );
  });

  it.each(ADMIN_ROUTES.map(([method, path]) => [`${method} /__emulator${path}`, path] as const))('%s: any method, content type and bytes', async (name, path) => {
    const contentType = fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=zz', 'application/x-www-form-urlencoded', '');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'), contentType, fc.uint8Array({ maxLength: 200 }), async (method, type, bytes) => {
        const init: RequestInit = method === 'GET' ? { method } : { method, headers: type === '' ? {} : { 'content-type': type }, body: bytes };
        await send(`${method} ${name} as ${type || '(none)'}`, `/__emulator${path}`, init);
      }),
      fuzzOptions(40),
    );
  });

  it('unknown control paths with odd characters', async () => {
    await fc.assert(
      fc.asyncProperty(pathSegment('state'), fc.constantFrom('GET', 'POST', 'DELETE'), async (segment, method) => {
        fc.pre(URL.canParse(`${emu.handle.url}/__emulator/${segment}`));
        await send(`${method} /__emulator/${segment.slice(0, 60)}`, `/__emulator/${segment}`, { method });
      }),
      fuzzOptions(60),
    );
  });
});

describe('fuzzing the hosted files', () => {
  it('file names with odd characters: an image or a 404 in the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(pathSegment(fileName), oddText.map((s) => `${encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ''))}.jpg`)), async (segment) => {
        fc.pre(URL.canParse(`${emu.handle.url}/files/${segment}`));
        const response = await emu.raw(`/files/${segment}`);
        if (response.status === 200) {
          expect(response.headers.get('content-type')).toBe('image/jpeg');
          await response.arrayBuffer();
        } else {
          expect(DOCUMENTED.has(response.status), `status ${response.status}`).toBe(true);
          await expectWellFormed(response, `/files/${segment.slice(0, 60)}`);
        }
        await healthy();
      }),
      fuzzOptions(60),
    );
  });
});

it('logged no unexpected error while fuzzing', () => {
  expect(unexpected).toEqual([]);
});
