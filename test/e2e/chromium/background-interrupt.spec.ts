import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { startEmulator, type EmulatorHandle } from '../../../emulator/server';
import { test, expect } from './extension';
import { CHANNEL } from '../../../lib/protocol-names';

/**
 * MV3 stops idle service workers, and browsers restart. A render cut off that way must come back
 * `interrupted` (never re-sent on its own: it may already have been charged), with the history
 * intact and a one-click retry. Runs the built extension against the emulator, with a 30 s
 * injected delay on POST /renovate so the worker can be stopped mid-render.
 */

const API_KEY = 'e2e-background-key';

interface JobView {
  id: string;
  state: string;
  retryOf?: string;
  error?: { code: string };
  result?: { historyId: string };
}

/** A photo server on 127.0.0.1 (not public: the extension must upload the bytes). */
async function startPhotoServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 190, g: 170, b: 140 } } })
    .jpeg()
    .toBuffer();
  const server: Server = createServer((_req, res) => {
    // The service worker fetches cross-origin without host permission: CORS must allow it.
    res.writeHead(200, { 'content-type': 'image/jpeg', 'access-control-allow-origin': '*', 'content-length': jpeg.length });
    res.end(jpeg);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/living-room.jpg`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Sends one protocol message from an extension page and answers the reply's data (failing on `ok:false`). */
async function call<T>(page: Page, name: string, payload: unknown): Promise<T> {
  const reply = (await page.evaluate(([c, n, p]) => chrome.runtime.sendMessage({ channel: c, name: n, payload: p }), [CHANNEL, name, payload] as const)) as
    | { ok: true; data: T }
    | { ok: false; code: string; message: string };
  if (!reply.ok) throw new Error(`${name} failed: ${reply.code} ${reply.message}`);
  return reply.data;
}

async function jobState(page: Page, id: string): Promise<JobView | undefined> {
  const { jobs } = await call<{ jobs: JobView[] }>(page, 'listJobs', { limit: 50 });
  return jobs.find((j) => j.id === id);
}

/** The length of a result's local copy as the background answers it (`getResultCopy`, as the UI asks for it), or -1 when none is stored. */
async function resultCopyLength(page: Page, historyId: string): Promise<number> {
  const { copy } = await call<{ copy: string | null }>(page, 'getResultCopy', { historyId });
  return copy === null ? -1 : copy.length;
}

/**
 * Stops the extension's service worker the way Chrome does when it is idle: CDP
 * `ServiceWorker.stopAllWorkers`, then waits until DevTools reports it `stopped`.
 */
async function stopServiceWorker(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  let stopped = false;
  cdp.on('ServiceWorker.workerVersionUpdated', (event: { versions: { runningStatus: string; scriptURL: string }[] }) => {
    if (event.versions.some((v) => v.scriptURL.endsWith('/background.js') && v.runningStatus === 'stopped')) stopped = true;
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await expect.poll(() => stopped, { timeout: 10_000 }).toBe(true);
  await cdp.detach();
}

async function renovateRequests(emulator: EmulatorHandle): Promise<{ path: string; status: number | null }[]> {
  const res = await fetch(`${emulator.url}/__emulator/requests`);
  const body = (await res.json()) as { requests: { method: string; path: string; status: number | null }[] };
  return body.requests.filter((r) => r.method === 'POST' && (r.path === '/renovate' || r.path === '/assets/upload'));
}

test('a worker stopped mid-render leaves the job interrupted (not re-sent) and the history whole', async ({ context, extensionId }) => {
  test.setTimeout(120_000);
  const emulator = await startEmulator({ port: 0, apiKey: API_KEY });
  const photos = await startPhotoServer();
  try {
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/options.html`);
    await call(page, 'saveConnection', { apiBase: emulator.baseUrl, apiKey: API_KEY });
    const { interior } = await call<{ interior: { id: string }[] }>(page, 'getStyles', {});
    expect(interior.length).toBeGreaterThan(1);
    // Picked on the photo server's own page: a loopback photo only that page may name (lib/acquisition/network-policy.ts).
    const listingPage = `${new URL(photos.url).origin}/listing/1`;
    const photo = { url: photos.url, listing: { listingUrl: listingPage, pageUrl: listingPage, site: 'generic', title: 'E2E flat', photoUrls: [photos.url] } };

    // 1. A render that completes: one history entry with its local copy.
    const first = await call<{ job: JobView }>(page, 'startJob', { job: { operation: 'renovate', params: { style_id: interior[0]?.id } }, photo });
    await expect.poll(async () => (await jobState(page, first.job.id))?.state, { timeout: 30_000 }).toBe('done');
    // The local copy is attached after the job is done (lib/queue/runner.ts): waited for, not read at once.
    await expect.poll(async () => (await call<{ entries: { hasLocalCopy: boolean }[] }>(page, 'getHistory', {})).entries[0]?.hasLocalCopy, { timeout: 15_000 }).toBe(true);
    const history1 = await call<{ entries: { id: string; hasLocalCopy: boolean }[] }>(page, 'getHistory', {});
    expect(history1.entries).toHaveLength(1);
    expect(history1.entries[0]?.hasLocalCopy).toBe(true);
    const firstHistoryId = history1.entries[0]?.id ?? '';
    expect(await resultCopyLength(page, firstHistoryId)).toBeGreaterThan(0);

    // 2. A slow render: the worker is stopped while the API call is in flight.
    const faults = await fetch(`${emulator.url}/__emulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/renovate', delay_ms: 30_000 }),
    });
    expect(faults.status).toBe(201);
    const second = await call<{ job: JobView }>(page, 'startJob', { job: { operation: 'renovate', params: { style_id: interior[1]?.id } }, photo });
    await expect.poll(async () => (await jobState(page, second.job.id))?.state, { timeout: 15_000 }).toBe('running');
    // The request reached the API (it is being delayed there, unanswered).
    await expect.poll(async () => (await renovateRequests(emulator)).filter((r) => r.path === '/renovate').length, { timeout: 15_000 }).toBe(2);

    await stopServiceWorker(page);

    // 3. The next message wakes a new worker, which finds the job `running` and marks it interrupted.
    await expect.poll(async () => (await jobState(page, second.job.id))?.state, { timeout: 15_000 }).toBe('interrupted');
    const interrupted = await jobState(page, second.job.id);
    expect(interrupted?.error?.code).toBe('interrupted');

    // The history is whole: the first entry and its image copy are still there.
    const history2 = await call<{ entries: { id: string }[] }>(page, 'getHistory', {});
    expect(history2.entries.map((e) => e.id)).toEqual([firstHistoryId]);
    expect(await resultCopyLength(page, firstHistoryId)).toBeGreaterThan(0);

    // Nothing is re-sent on its own: still two renders and one upload (the asset was reused).
    await page.waitForTimeout(3_000);
    expect((await jobState(page, second.job.id))?.state).toBe('interrupted');
    const sent = await renovateRequests(emulator);
    expect(sent.filter((r) => r.path === '/renovate')).toHaveLength(2);
    expect(sent.filter((r) => r.path === '/assets/upload')).toHaveLength(1);

    // 4. One click: retry makes a new job that completes.
    await fetch(`${emulator.url}/__emulator/faults`, { method: 'DELETE' });
    const retried = await call<{ job: JobView }>(page, 'retryJob', { jobId: second.job.id });
    expect(retried.job.retryOf).toBe(second.job.id);
    await expect.poll(async () => (await jobState(page, retried.job.id))?.state, { timeout: 30_000 }).toBe('done');
    const history3 = await call<{ entries: unknown[] }>(page, 'getHistory', {});
    expect(history3.entries).toHaveLength(2);
    expect((await renovateRequests(emulator)).filter((r) => r.path === '/renovate')).toHaveLength(3);
  } finally {
    await photos.close();
    await emulator.close();
  }
});
