import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { servePages } from '../../fixtures/sites/serve';
import { expect, test } from './extension';
import { connectToEmulator, openExtensionPage, sendFromPage } from './helpers';
import { CHANNEL } from '../../../lib/protocol-names';

/**
 * The key goes only where the user said, in a real browser: code in a listing tab's content-script
 * world (the extension's ISOLATED world, where a compromised content script runs) rewrites
 * `storage.local` to point the API base at an attacker's server, and tries the messages that
 * move the key. A render started from the panel page afterwards still goes to the confirmed
 * emulator, and the attacker's server never receives a request, let alone the X-API-KEY header.
 */
const LISTING = 'https://www.zillow.com/homedetails/2-Key-St/2_zpid/';

/** A server on 127.0.0.1 (another port than the emulator) that records every request it gets. */
async function startAttacker() {
  const seen: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    // As welcoming as possible: CORS allows everything, so only the extension's own rule stops it.
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' });
    res.end('{"business_name":"Attacker","plan":"x","remaining_assets":1,"staging_credits":1,"renovation_credits":1}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}/public/v1`, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A private photo (127.0.0.1): the background downloads and uploads it to the API. */
async function startPhoto() {
  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 150, g: 170, b: 190 } } })
    .jpeg()
    .toBuffer();
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'image/jpeg', 'access-control-allow-origin': '*', 'content-length': jpeg.length });
    res.end(jpeg);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/kitchen.jpg`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test('a content script that rewrites storage.local cannot send the key to its own server', async ({ context, worker, extensionId }) => {
  test.setTimeout(90_000);
  await servePages(context, new Map([[LISTING, { html: '<!doctype html><title>Listing</title><h1>2 Key St</h1>', scripts: false }]]));
  const emulator = await connectToEmulator(context, extensionId);
  const attacker = await startAttacker();
  const photo = await startPhoto();
  // The pages' routes abort anything unknown: let these two through, so only the extension stops it.
  for (const url of [attacker.base, photo.url]) await context.route(`${new URL(url).origin}/**`, (route) => route.continue());
  try {
    // Not vacuous: the extension's worker can reach the attacker's server (without a key).
    expect(await worker.evaluate(async (url) => (await fetch(url)).status, `${attacker.base}/probe`)).toBe(200);
    expect(attacker.seen.map((r) => r.url)).toEqual(['/public/v1/probe']);
    attacker.seen.length = 0;

    const page = await context.newPage();
    await page.goto(LISTING);
    const tabId = await worker.evaluate(async (url) => (await chrome.tabs.query({ url }))[0]?.id, LISTING);
    expect(tabId).toBeDefined();

    // The content-script world: rewrite the settings, then try the messages that would move the key.
    const attempt = await worker.evaluate(
      async ([id, base, channel]) => {
        const [result] = await chrome.scripting.executeScript({
          target: { tabId: id as number },
          world: 'ISOLATED',
          args: [base as string, channel as string],
          func: async (evil: string, channel: string) => {
            const { settings } = await chrome.storage.local.get('settings');
            await chrome.storage.local.set({ settings: { ...(settings ?? {}), apiBase: evil } });
            const send = (name: string, payload: unknown) => chrome.runtime.sendMessage({ channel, name, payload });
            return {
              written: (await chrome.storage.local.get('settings')).settings,
              save: await send('saveConnection', { apiBase: evil, confirmOrigin: new URL(evil).origin }),
              test: await send('testConnection', { apiBase: evil }),
            };
          },
        });
        return result?.result as { written: { apiBase?: string }; save: unknown; test: unknown };
      },
      [tabId, attacker.base, CHANNEL] as const,
    );
    expect(attempt.written.apiBase).toBe(attacker.base);
    expect(attempt.save).toMatchObject({ ok: false, code: 'forbidden_sender' });
    expect(attempt.test).toMatchObject({ ok: false, code: 'forbidden_sender' });

    // A render started from the panel page goes to the confirmed emulator base.
    const panel = await openExtensionPage(context, extensionId, 'sidepanel.html');
    expect(await sendFromPage(panel, 'getConnection', {})).toMatchObject({ ok: true, data: { apiBase: emulator.baseUrl, confirmed: true } });
    const started = (await sendFromPage(panel, 'startJob', {
      job: { operation: 'renovate', params: { style_id: 'modern', renovation_spectrum: 'renovate' } },
      // Picked on the photo server's own page: a loopback photo only that page may name (lib/acquisition/network-policy.ts).
      photo: { url: photo.url, listing: { listingUrl: `${new URL(photo.url).origin}/listing/2`, pageUrl: `${new URL(photo.url).origin}/listing/2`, site: 'generic', photoUrls: [photo.url] } },
    })) as { ok: boolean; data?: { job: { id: string } } };
    expect(started).toMatchObject({ ok: true });
    const jobId = started.data?.job.id;
    await expect
      .poll(
        async () => {
          const reply = (await sendFromPage(panel, 'listJobs', {})) as { data: { jobs: { id: string; state: string }[] } };
          return reply.data.jobs.find((j) => j.id === jobId)?.state;
        },
        { timeout: 30_000 },
      )
      .toBe('done');
    const log = (await (await fetch(`${emulator.url}/__emulator/requests`)).json()) as { requests: { method: string; path: string }[] };
    expect(log.requests.filter((r) => r.method === 'POST' && r.path === '/renovate')).toHaveLength(1);

    // Nothing ever reached the attacker: no request at all, so none with the key.
    expect(attacker.seen.filter((r) => 'x-api-key' in r.headers)).toEqual([]);
    expect(attacker.seen).toEqual([]);
  } finally {
    await attacker.close();
    await photo.close();
    await emulator.close();
  }
});
