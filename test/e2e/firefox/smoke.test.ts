import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'puppeteer-core';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { startEmulator } from '../../../emulator/server';
import { addonPage, launchFirefoxWithExtension } from './firefox';
import { CHANNEL } from '../../../lib/protocol-names';

/** Serves one listing-like photo on loopback (a private host: the background uploads its bytes). */
async function servePhoto(): Promise<{ url: string; close(): Promise<void> }> {
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#b08968' } }).jpeg().toBuffer();
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg', 'access-control-allow-origin': '*' }).end(jpeg));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/photo.jpg`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('Firefox build', () => {
  let browser: Browser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close } = await launchFirefoxWithExtension());
  }, 60_000);
  afterAll(async () => close?.());

  it('installs, opens its onboarding page, and its background answers', async () => {
    const page = await addonPage(browser);
    await page.waitForSelector('h1');
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Welcome to Reimagine');

    const reply = await page.evaluate(
      (channel) =>
        (globalThis as unknown as { browser: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }).browser.runtime.sendMessage({
          channel,
          name: 'ping',
          payload: {},
        }),
      CHANNEL,
    );
    expect(reply).toMatchObject({ ok: true, data: { browser: 'firefox' } });
  });

  it('declares its sidebar and opens its options and side panel pages', async () => {
    const page = await addonPage(browser);
    const manifest = await page.evaluate(() =>
      (globalThis as unknown as { browser: { runtime: { getManifest(): Record<string, unknown> } } }).browser.runtime.getManifest(),
    );
    expect(manifest).toMatchObject({ sidebar_action: { default_panel: expect.stringMatching(/sidepanel\.html$/) } });
    const heading = () => page.evaluate(() => document.querySelector('h1')?.textContent ?? '').catch(() => '');
    // BiDi may not navigate to moz-extension:// pages itself, but the page may: a link-like hop.
    await page.evaluate(() => location.assign('/options.html'));
    await expect.poll(heading, { timeout: 10_000 }).toBe('Reimagine options');
    await page.evaluate(() => location.assign('/sidepanel.html'));
    await expect.poll(heading, { timeout: 10_000 }).toBe('Reimagine');
  });

  it('renders a photo against the emulator through the background', async () => {
    const emulator = await startEmulator({ port: 0 });
    const photos = await servePhoto();
    try {
      const page = await addonPage(browser);
      const send = (name: string, payload: unknown) =>
        page.evaluate(
          (c, n, p) =>
            (globalThis as unknown as { browser: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }).browser.runtime.sendMessage({
              channel: c,
              name: n,
              payload: p,
            }),
          CHANNEL,
          name,
          payload,
        ) as Promise<{ ok: boolean; data?: Record<string, unknown>; code?: string }>;
      expect(await send('saveConnection', { apiBase: emulator.baseUrl, apiKey: emulator.apiKey })).toMatchObject({ ok: true });
      expect(await send('testConnection', {})).toMatchObject({ ok: true, data: { plan: expect.any(String) } });

      // Picked on the photo server's own page: a loopback photo only that page may name (lib/acquisition/network-policy.ts).
      const listingPage = `${new URL(photos.url).origin}/listing`;
      const photo = { url: photos.url, listing: { listingUrl: listingPage, pageUrl: listingPage, site: 'generic', photoUrls: [photos.url] } };
      const started = await send('startJob', { job: { operation: 'renovate', params: { style_id: 'modern', renovation_spectrum: 'renovate' } }, photo });
      expect(started).toMatchObject({ ok: true });
      const jobId = (started.data as { job: { id: string } }).job.id;
      await expect
        .poll(async () => {
          const reply = await send('listJobs', {});
          return ((reply.data as { jobs: { id: string; state: string }[] }).jobs.find((j) => j.id === jobId) ?? { state: 'missing' }).state;
        }, { timeout: 30_000 })
        .toBe('done');
      // The result's local copy is attached after the job is done (lib/queue/runner.ts: the copy
      // never holds up the result), so it is waited for, not read at once.
      await expect
        .poll(async () => {
          const history = await send('getHistory', {});
          return (history.data as { entries: { operation: string; hasLocalCopy: boolean }[] }).entries[0];
        }, { timeout: 15_000 })
        .toMatchObject({ operation: 'renovate', hasLocalCopy: true });
    } finally {
      await photos.close();
      await emulator.close();
    }
  });
});
