/**
 * #26 item 2, over real sockets: the API host answers every call with a redirect to another
 * loopback port, which records what it receives. Browsers drop only `Authorization` on a
 * cross-origin redirect; Node's fetch (undici) likewise keeps `X-API-KEY`, so a client that
 * followed would hand the key to the other port. The extension's own client on Node's real global
 * fetch must stop at the redirect with `redirected`, and the other port must see nothing.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, isApiError, type ApiClient } from '../../lib/api/client';
import { stageProjectCall } from '../../lib/operations/stage';

const KEY = 'contract-key-0123456789';

/** A loopback server and the requests it received. */
interface Recorder {
  readonly server: Server;
  readonly origin: string;
  readonly seen: { url: string; headers: IncomingHttpHeaders }[];
}

async function listen(answer: (url: string, reply: (status: number, headers: Record<string, string>, body: string) => void) => void): Promise<Recorder> {
  const seen: Recorder['seen'] = [];
  const server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    // The body is drained, so a POST's upload never stalls the socket.
    request.resume();
    request.on('end', () =>
      answer(request.url ?? '', (status, headers, body) => {
        response.writeHead(status, headers);
        response.end(body);
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}`, seen };
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

let thief: Recorder;
let host: Recorder;

beforeAll(async () => {
  // Answers like the API would, so a followed redirect would even succeed.
  thief = await listen((_url, reply) => reply(200, { 'Content-Type': 'application/json' }, JSON.stringify({ plan: { plan: 'stolen' }, assets: [] })));
  host = await listen((url, reply) => reply(302, { Location: `${thief.origin}${url}` }, 'moved'));
});

afterAll(async () => {
  await Promise.all([close(thief.server), close(host.server)]);
});

function client(): ApiClient {
  // No fetch injected: the client uses Node's real global fetch, which honours `redirect`.
  return createApiClient({ baseUrl: `${host.origin}/public/v1`, apiKey: KEY, retry: { tries: 3, baseDelayMs: 1 } });
}

describe('a keyed request answered with a redirect', () => {
  it('would carry X-API-KEY to the other port if followed (the attack is real on this fetch)', async () => {
    const before = thief.seen.length;
    await fetch(`${host.origin}/public/v1/plan/details`, { headers: { 'X-API-KEY': KEY } });
    expect(thief.seen.slice(before).map((r) => r.headers['x-api-key'])).toEqual([KEY]);
  });

  it.each([
    ['GET /plan/details', (api: ApiClient) => api.getPlanDetails()],
    ['GET /analyze/batch/{id}', (api: ApiClient) => api.getBatchAnalysis({ batch_id: 'b_1' })],
    ['POST /assets/delete', (api: ApiClient) => api.deleteAsset({ asset_id: 'as_1' })],
    ['POST /virtual-staging/projects/{id}/stage', (api: ApiClient) => api.send(stageProjectCall, { project_id: 'pr_1', room_type: 'living_room', style: 'modern' })],
  ])('%s stops at the redirect: `redirected`, the other port receives nothing', async (_name, call) => {
    const before = { host: host.seen.length, thief: thief.seen.length };
    const error = await call(client()).catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('redirected');
    // Sent once to the host, with the key (that is where the user put it), never retried.
    expect(host.seen.slice(before.host).map((r) => r.headers['x-api-key'])).toEqual([KEY]);
    expect(thief.seen.slice(before.thief)).toEqual([]);
  });
});
