import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { encodePathParam, pathSegmentProblem } from '../../../lib/api/http';
import { createFakeFetch, instantSleep, json } from './fake-fetch';
import { stageProjectCall } from '../../../lib/operations/stage';

/**
 * #26 item 7: an id goes into an API path as exactly one segment. `encodeURIComponent` leaves `.`
 * and `..` alone, and the URL parser resolves them (and `%2e`) as dot segments, so an id of `..`
 * would send the key to another endpoint: such ids are refused before anything is sent.
 */

const BASE = 'https://api.example.test/public/v1';

function client() {
  const fake = createFakeFetch(json(200, {}));
  const api = createApiClient({ baseUrl: BASE, apiKey: 'sk_test_0123456789abcdef', fetch: fake.fetch, sleep: instantSleep().sleep });
  return { api, requests: fake.requests };
}

/** Every method that puts an id into its path. */
const PATH_CALLS: readonly [string, string, (api: ApiClient, id: string) => Promise<unknown>][] = [
  ['getBatchAnalysis', 'batch_id', (api, id) => api.getBatchAnalysis({ batch_id: id })],
  ['getStagingProject', 'project_id', (api, id) => api.getStagingProject({ project_id: id })],
  ['stageProject', 'project_id', (api, id) => api.send(stageProjectCall, { project_id: id, room_type: 'living_room', style: 'modern' })],
];

const HOSTILE = ['.', '..', ' .. ', 'a/b', '../plan-details', '..\\assets', 'b?x=1', 'b#frag', '%2e%2e', '%2E', '.%2e', 'a%2fb', 'a\u0000b', 'a\nb', 'a\u007fb', '\uD800'];

describe('path parameters', () => {
  it.each(PATH_CALLS)('%s refuses dot segments, separators and encodings as bad_request without a request', async (_name, field, call) => {
    for (const id of HOSTILE) {
      const { api, requests } = client();
      const error = await call(api, id).catch((e: unknown) => e);
      expect(error, JSON.stringify(id)).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 'bad_request', fieldPath: field });
      expect(requests, JSON.stringify(id)).toHaveLength(0);
    }
  });

  it.each(PATH_CALLS)('%s still sends an ordinary id, one segment, percent-encoded', async (_name, _field, call) => {
    const { api, requests } = client();
    await call(api, 'pr_1 ünï:@+').catch(() => undefined);
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toMatch(/\/pr_1%20%C3%BCn%C3%AF%3A%40%2B(\/stage)?$/);
    // The id sits where the endpoint's id sits: nothing was resolved away.
    expect(url.pathname.startsWith('/public/v1/')).toBe(true);
  });

  it('has one rule, and the encoder enforces it too (the last guard before the key is sent)', () => {
    for (const id of HOSTILE.map((h) => h.trim())) {
      expect(pathSegmentProblem(id), JSON.stringify(id)).toBeDefined();
      expect(() => encodePathParam(id)).toThrow(ApiError);
    }
    for (const id of ['b_1', '...', '.hidden', 'a.b', 'pr-1_x~y']) {
      expect(pathSegmentProblem(id), id).toBeUndefined();
      // None of them is resolved away by the URL parser.
      expect(new URL(`${BASE}/x/${encodePathParam(id)}`).pathname).toBe(`/public/v1/x/${encodePathParam(id)}`);
    }
  });
});
