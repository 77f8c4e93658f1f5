import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiCall } from '../../../lib/api/client';
import { fetchPhoto, type FetchFn } from '../../../lib/acquisition/acquisition';
import { OPERATION_LIST, type JobRequest, type Operation } from '../../../lib/operations/index';
import { createJobRunner } from '../../../lib/queue/runner';
import { bytesResponse, fakeApi, freshDb, jpegBytes, pickedPhoto, pngBytes, type FakeApi } from '../queue/fakes';

/**
 * An operation's module declares the API calls its run sends (`outbound`, each with its call and
 * so its endpoint): running it sends those calls and no other declared one, and every call it
 * declares is sent in one of the runs below. A module that declared one endpoint and sent another
 * fails here, as does a call a module sends without declaring it (the privacy list and PRIVACY.md
 * are made from the declarations).
 */

const PUBLIC = 'https://photos.zillowstatic.com/fp/abc-uncropped.jpg';
const PRIVATE = 'http://127.0.0.1:5173/photos/1.jpg';
const STYLE = 'https://styles.example.com/mood.jpg';
const MATERIAL = { material_id: 'SKU-1', image_url: 'https://cdn.example.com/oak.jpg', installation_location: 'FLOORS' } as const;

const fetch: FetchFn = async (url) => {
  if (url === PUBLIC || url === PRIVATE) return bytesResponse(jpegBytes(1600, 1200));
  if (url === STYLE) return bytesResponse(pngBytes(300, 300));
  throw new TypeError('Failed to fetch');
};

/** Runs that between them take every path of each operation (by URL, by asset, with materials, a new project). */
const RUNS: Readonly<Record<Operation, readonly (readonly [photo: string, params: Record<string, unknown>])[]>> = {
  renovate: [
    [PUBLIC, { style_id: 'modern' }],
    [PRIVATE, { guidance: 'oak floors throughout' }],
    [PUBLIC, { style_id: 'modern', materials: [MATERIAL] }],
  ],
  kitchenCabinets: [[PUBLIC, { guidance: 'white shaker doors' }]],
  styleTransfer: [[PUBLIC, { style: { kind: 'url', url: STYLE } }]],
  upscale: [
    [PUBLIC, { creativity: 0.4 }],
    [PRIVATE, {}],
  ],
  stage: [[PUBLIC, { room_type: 'living_room', style: 'modern' }]],
  analyze: [[PUBLIC, {}]],
};

describe('an operation sends the calls it declares', () => {
  let db: IDBDatabase;
  beforeEach(async () => {
    db = await freshDb();
  });

  /** The declared calls (by identity) that running `operation` sent, over all its runs. */
  async function sentBy(operation: Operation): Promise<Set<ApiCall<never, unknown>>> {
    const api: FakeApi = fakeApi();
    const sent = new Set<ApiCall<never, unknown>>();
    const send = api.send.bind(api);
    api.send = (call, input, o) => {
      sent.add(call as ApiCall<never, unknown>);
      return send(call, input, o);
    };
    let ids = 0;
    const run = createJobRunner({ db, connect: async () => ({ api, apiBase: 'http://127.0.0.1:8787/public/v1' }), getPhoto: (url, _signal, pageUrl) => fetchPhoto(url, { fetch, pageUrl }), getStyleImage: (url) => fetchPhoto(url, { fetch, minSide: 0 }), fetch, resizer: undefined, clock: () => 1, newId: () => `h-${++ids}` });
    for (const [index, [photo, params]] of RUNS[operation].entries()) {
      const request = { operation, params } as JobRequest;
      await run({ id: `${operation}-${index}`, request, photo: pickedPhoto(photo), state: 'running', createdAt: 1, startedAt: 2, newVariation: false }, new AbortController().signal);
    }
    return sent;
  }

  it.each(OPERATION_LIST.map((definition) => [definition.id, definition] as const))('%s', async (id, definition) => {
    const declared = Object.values(definition.outbound).map((request) => request.call);
    const sent = await sentBy(id);
    expect(sent.size, 'its runs sent a declared call').toBeGreaterThan(0);
    for (const call of sent) expect(declared, `${id} sends ${call.endpoint} without declaring it`).toContain(call);
    for (const call of declared) expect([...sent], `${id} declares ${call.endpoint} and never sends it`).toContain(call);
  });

  it("the check can fail: a call no module declares is not one of an operation's", () => {
    const declared = OPERATION_LIST.flatMap((definition) => Object.values(definition.outbound).map((request) => request.call.endpoint));
    expect(new Set(declared).size).toBe(declared.length);
    expect(declared).not.toContain('GET /styles');
  });
});
