import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { MAX_API_BODY_BYTES } from '../../../lib/api/http-attempt';
import { CHUNK, MB, meteredStream, streamResponse } from '../util/streams';
import { createFakeFetch, instantSleep, type Reply } from './fake-fetch';

/**
 * API bodies are read through their stream and cut off at MAX_API_BODY_BYTES: a broken proxy or a
 * hostile base URL streaming without end becomes a coded `invalid_response`, not a worker that
 * runs out of memory.
 */

const BASE = 'https://api.example.test/public/v1';
const PLAN = { plan: { business_name: 'Acme', plan: 'pro', remaining_assets: 1, staging_credits: 2, renovation_credits: 3 } };
const planPrefix = new TextEncoder().encode(JSON.stringify(PLAN));

function setup(reply: Reply) {
  const fake = createFakeFetch(reply);
  const api = createApiClient({ baseUrl: BASE, apiKey: 'sk_test_key_123456', fetch: fake.fetch, sleep: instantSleep().sleep, random: () => 0 });
  return { api, requests: fake.requests };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('API response bodies are capped', () => {
  it('has a 5 MB cap', () => {
    expect(MAX_API_BODY_BYTES).toBe(5 * MB);
  });

  it('cancels an endless 200 body at the cap: invalid_response, not retried', async () => {
    const { stream, stats } = meteredStream(200 * MB, { prefix: planPrefix });
    const { api, requests } = setup(() => streamResponse(stream, { 'Content-Type': 'application/json' }));
    const error = await failure(api.getPlanDetails());
    expect(error).toMatchObject({ code: 'invalid_response', fieldPath: '(body)', status: 200 });
    expect(error.message).toContain('larger than 5 MB');
    expect(stats.cancelled).toBe(true);
    expect(stats.read).toBeLessThanOrEqual(MAX_API_BODY_BYTES + CHUNK);
    expect(requests).toHaveLength(1);
  });

  it('refuses valid JSON over the cap (whitespace-padded), and a declared Content-Length over it without reading', async () => {
    const padded = meteredStream(6 * MB, { prefix: planPrefix });
    await expect(setup(() => streamResponse(padded.stream)).api.getPlanDetails()).rejects.toMatchObject({ code: 'invalid_response' });
    const declared = meteredStream(6 * MB, { prefix: planPrefix });
    await expect(setup(() => streamResponse(declared.stream, { 'Content-Length': String(6 * MB) })).api.getPlanDetails()).rejects.toMatchObject({
      code: 'invalid_response',
    });
    expect(declared.stats.read).toBe(0);
  });

  it('still reads a padded body just under the cap', async () => {
    const { stream } = meteredStream(MAX_API_BODY_BYTES, { prefix: planPrefix });
    await expect(setup(() => streamResponse(stream)).api.getPlanDetails()).resolves.toMatchObject({ business_name: 'Acme' });
  });

  it('keeps the status of an error whose body is over the cap, without its message', async () => {
    const { stream, stats } = meteredStream(60 * MB);
    const { api } = setup(() => streamResponse(stream, {}, 401));
    await expect(api.getPlanDetails()).rejects.toMatchObject({ code: 'unauthorized', status: 401, serverMessage: undefined });
    expect(stats.read).toBeLessThanOrEqual(MAX_API_BODY_BYTES + CHUNK);
  });
});
