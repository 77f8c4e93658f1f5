/**
 * Property tests: whatever a client sends, the answer is a documented status with a
 * `{"message"}` body on errors, never a 500 (500 is reserved for injected faults).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blob, startTestEmulator, type TestEmulator } from './helpers';
import { livingRoom } from './images';

let emu: TestEmulator;
let assetId: string;
let projectId: string;
let photo: Buffer;
/** Unexpected errors the emulator logged (each became a generic 400). */
const unexpected: string[] = [];

const ALLOWED = new Set([200, 201, 400, 402, 403, 404]);

const JSON_ENDPOINTS = ['/renovate', '/kitchen_cabinets', '/assets/delete', '/analyze/batch', 'STAGE'] as const;
const MULTIPART_ENDPOINTS = ['/assets/upload', '/creative_upscale', '/style_transfer', '/analyze', '/virtual-staging/projects/create'] as const;
const FIELD_NAMES = ['asset_id', 'style_id', 'guidance', 'renovation_spectrum', 'image_url', 'materials', 'images', 'analysis_type', 'room_type', 'style', 'image', 'creativity', 'style_image', 'style_image_url', 'asset_name'];

beforeAll(async () => {
  emu = await startTestEmulator({ maxAssets: 1000, fetchTimeoutMs: 200, log: (line) => unexpected.push(line) });
  photo = await livingRoom();
  assetId = (await emu.upload(photo)).id;
  const created = await emu.postForm('/virtual-staging/projects/create', { image: blob(photo) });
  projectId = ((await created.json()) as { project_id: string }).project_id;
});
afterAll(async () => {
  await emu.handle.close();
});

async function expectDocumented(response: Response): Promise<void> {
  expect(ALLOWED.has(response.status), `status ${response.status}`).toBe(true);
  if (response.status >= 400) expect(await response.json()).toEqual({ message: expect.any(String) });
}

const path = (endpoint: string): string => (endpoint === 'STAGE' ? `/virtual-staging/projects/${projectId}/stage` : endpoint);

/** Plausible-but-wrong values: right names with wrong types, near-miss enums, the real asset id. */
const fieldValue = fc.oneof(fc.jsonValue(), fc.constantFrom('modern', 'tweak', 'FLOORS', 'bedroom', 'normal', 'http://127.0.0.1:1/x.jpg', 'not a url', ''), fc.constant('ASSET'));

describe('bad input never yields a 500', () => {
  it('JSON endpoints with arbitrary objects built from real field names', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...JSON_ENDPOINTS), fc.dictionary(fc.constantFrom(...FIELD_NAMES), fieldValue, { maxKeys: 5 }), async (endpoint, body) => {
        const resolved = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === 'ASSET' ? assetId : v]));
        await expectDocumented(await emu.postJson(path(endpoint), resolved));
      }),
      { numRuns: 150 },
    );
  });

  it('JSON endpoints with arbitrary JSON values', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...JSON_ENDPOINTS), fc.jsonValue(), async (endpoint, body) => {
        await expectDocumented(await emu.postJson(path(endpoint), body));
      }),
      { numRuns: 100 },
    );
  });

  it('multipart endpoints with arbitrary text parts and byte files', async () => {
    const part = fc.oneof(
      fc.string({ maxLength: 40 }).map((s) => ({ text: s })),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ bytes })),
      fc.constant({ photo: true }),
      fc.constant({ asset: true }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...MULTIPART_ENDPOINTS), fc.array(fc.tuple(fc.constantFrom(...FIELD_NAMES), part), { maxLength: 4 }), async (endpoint, parts) => {
        const form = new FormData();
        for (const [name, value] of parts) {
          if ('text' in value) form.append(name, value.text);
          else if ('bytes' in value) form.append(name, new Blob([value.bytes]), 'x.bin');
          else if ('photo' in value) form.append(name, blob(photo), 'p.jpg');
          else form.append(name, assetId);
        }
        await expectDocumented(await emu.api(endpoint, { method: 'POST', body: form }));
      }),
      { numRuns: 100 },
    );
  });

  it('any endpoint with arbitrary bytes and content types', async () => {
    const all = [...JSON_ENDPOINTS, ...MULTIPART_ENDPOINTS];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...all),
        fc.constantFrom('application/json', 'multipart/form-data', 'multipart/form-data; boundary=abc', 'text/plain', 'application/x-www-form-urlencoded', 'image/jpeg', ''),
        fc.uint8Array({ maxLength: 200 }),
        async (endpoint, contentType, bytes) => {
          const headers: Record<string, string> = contentType === '' ? {} : { 'content-type': contentType };
          await expectDocumented(await emu.api(path(endpoint), { method: 'POST', headers, body: bytes }));
        },
      ),
      { numRuns: 100 },
    );
  });
});

it('every refusal above was a deliberate one, not an exception caught as a generic 400', () => {
  expect(unexpected).toEqual([]);
});
