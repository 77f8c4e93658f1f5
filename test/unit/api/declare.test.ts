import { describe, expect, it } from 'vitest';
import { createApiClient, declareCall, type ApiCall } from '../../../lib/api/client';
import { pathOf } from '../../../lib/api/declare';
import { ApiError } from '../../../lib/api/errors';
import { parseWith } from '../../../lib/api/parse';
import { requireId } from '../../../lib/api/requests';
import { NonEmpty } from '../../../lib/api/schemas';
import { z } from '../../../lib/zod';
import { createFakeFetch, json } from './fake-fetch';

/**
 * A call declared outside lib/api (`declareCall`, what the operations use) is sent like the
 * client's own methods: its method and path are its endpoint's, its input is checked inside the
 * promise, its answer is validated, and every failure is an `ApiError`.
 */

const BASE = 'https://api.example.test/public/v1';
const Answer = z.object({ id: NonEmpty });
const parse = (body: unknown) => parseWith(Answer, body);

const jsonCall = declareCall('POST /things/{thing_id}/paint', (input: { thing_id: string; colour: string }) => ({
  params: { thing_id: input.thing_id },
  body: { colour: requireId(input.colour, 'colour') },
  parse,
  readBadRequest: (message) => (message?.includes('too dark') ? 'variation_limit' : undefined),
}));
const formCall = declareCall('POST /things', (input: { name: string }) => {
  const form = new FormData();
  form.append('name', input.name);
  return { body: form, parse, long: false };
});
const getCall = declareCall('GET /things/{thing_id}', (input: { thing_id: string }) => ({ params: { thing_id: input.thing_id }, parse }));

function client(...replies: Parameters<typeof createFakeFetch>) {
  const fake = createFakeFetch(...replies);
  return { api: createApiClient({ baseUrl: BASE, apiKey: 'key-1', fetch: fake.fetch, retry: { tries: 1 } }), requests: fake.requests };
}

describe('declareCall', () => {
  it('builds the request from its endpoint: method, path with encoded parameters, body kind, deadline', () => {
    const spec = jsonCall.request({ thing_id: ' a b ', colour: 'sage' });
    expect(spec).toMatchObject({ method: 'POST', path: '/things/a%20b/paint', body: { kind: 'json', value: { colour: 'sage' } }, long: true });
    expect(formCall.request({ name: 'x' })).toMatchObject({ method: 'POST', path: '/things', body: { kind: 'multipart' }, long: false });
    expect(getCall.request({ thing_id: 't1' })).toMatchObject({ method: 'GET', path: '/things/t1', long: false });
    expect(getCall.request({ thing_id: 't1' })).not.toHaveProperty('body');
    expect(jsonCall.endpoint).toBe('POST /things/{thing_id}/paint');
  });

  it('refuses a path parameter that is missing or not one segment, as bad_request naming it', () => {
    for (const id of ['', '  ', '..', 'a/b', 'a?b']) {
      expect(() => jsonCall.request({ thing_id: id, colour: 'sage' })).toThrow(ApiError);
      try {
        jsonCall.request({ thing_id: id, colour: 'sage' });
      } catch (error) {
        expect(error).toMatchObject({ code: 'bad_request', fieldPath: 'thing_id' });
      }
    }
  });

  it('a declaration that does not fit its endpoint is a mistake it says', () => {
    expect(() => pathOf('POST /things', { thing_id: 'x' })).toThrow('POST /things has no path parameter {thing_id}');
    const getWithBody = declareCall('GET /things', () => ({ body: { a: 1 }, parse }));
    expect(() => getWithBody.request(undefined)).toThrow('is a GET');
    const postWithout = declareCall('POST /things', () => ({ parse }));
    expect(() => postWithout.request(undefined)).toThrow('needs a body');
  });
});

describe('ApiClient.send', () => {
  it('sends what the declaration builds, with the key, and resolves the parsed answer', async () => {
    const { api, requests } = client(json(201, { id: 'p1', extra: true }));
    await expect(api.send(jsonCall, { thing_id: 't1', colour: 'sage' })).resolves.toEqual({ id: 'p1' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe(`${BASE}/things/t1/paint`);
    expect(requests[0]?.headers.get('X-API-KEY')).toBe('key-1');
    expect(requests[0]?.json()).toEqual({ colour: 'sage' });
  });

  it('a refused input rejects (never throws) and sends nothing', async () => {
    const { api, requests } = client(json(200, { id: 'p1' }));
    let promise: Promise<unknown> | undefined;
    expect(() => {
      promise = api.send(jsonCall, { thing_id: 't1', colour: ' ' });
    }).not.toThrow();
    await expect(promise).rejects.toMatchObject({ code: 'bad_request', fieldPath: 'colour' });
    expect(requests).toHaveLength(0);
  });

  it("reads a 400 the declaration's way, and a bad answer as invalid_response", async () => {
    const { api } = client(json(400, { message: 'too dark' }), json(400, { message: 'nope' }), json(200, { id: '' }));
    const call: ApiCall<{ thing_id: string; colour: string }, { id: string }> = jsonCall;
    await expect(api.send(call, { thing_id: 't', colour: 'c' })).rejects.toMatchObject({ code: 'variation_limit', status: 400 });
    await expect(api.send(call, { thing_id: 't', colour: 'c' })).rejects.toMatchObject({ code: 'bad_request', status: 400 });
    await expect(api.send(call, { thing_id: 't', colour: 'c' })).rejects.toMatchObject({ code: 'invalid_response', fieldPath: 'id' });
  });
});
