/**
 * Contract (#15): the background's analyzer service (the code behind the panel's messages) with the
 * extension's real client against the live emulator and the demo listing site, as `npm run demo`
 * runs them: demo photos live on loopback, so a listing's batch sends them through assets.
 */
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fetchPhoto } from '../../lib/acquisition/acquisition';
import { createAnalyzerService, type AnalyzerService } from '../../lib/analyzer/service';
import type { PickedPhoto } from '../../lib/listing';
import { openReimagineDb } from '../../lib/storage/db';
import { DEMO_PHOTOS } from '../../scripts/demo/photos';
import { startDemoSite, type DemoSite } from '../../scripts/demo/site';
import { startContract, until, type Contract } from './support';

let c: Contract;
let site: DemoSite;
let service: AnalyzerService;
let photo: (file: string) => PickedPhoto;

beforeAll(async () => {
  c = await startContract({ batchImageDelayMs: 20 });
  site = await startDemoSite(0);
  const origin = new URL(site.url).origin;
  const urls = DEMO_PHOTOS.map((p) => `${origin}/photos/${p.file}`);
  // Picked on the demo listing: its loopback photos are its own (lib/acquisition/network-policy.ts).
  photo = (file) => ({ url: `${origin}/photos/${file}`, listing: { listingUrl: site.url, pageUrl: site.url, site: 'generic', photoUrls: urls } });
});
afterAll(async () => {
  await site.close();
  await c.emu.close();
});
beforeEach(async () => {
  fakeBrowser.reset();
  await c.reset();
  const db = await openReimagineDb(new IDBFactory());
  service = createAnalyzerService({
    connect: async () => ({ api: c.api, apiBase: c.emu.baseUrl }),
    db,
    clock: Date.now,
    fetchPhoto: (url, pageUrl) => fetchPhoto(url, { fetch: (input, init) => fetch(input, init), pageUrl }),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.min(ms, 50))),
  });
});

describe('the demo listing, analyzed', () => {
  it('finds the analyzer, and after consent classifies a demo photo once', async () => {
    expect(await service.status(false)).toMatchObject({ availability: 'available', consent: false });
    expect(await service.analyzePhoto(photo('kitchen.jpg'))).toEqual({ state: 'off' });
    await service.setConsent(true);
    const first = await service.analyzePhoto(photo('kitchen.jpg'));
    expect(first).toMatchObject({ state: 'done', suggestion: { classification: 'interior' } });
    expect(await service.analyzePhoto(photo('kitchen.jpg'))).toEqual(first);
    const analyses = (await c.requests()).filter((r) => r.path === '/analyze');
    expect(analyses).toHaveLength(1);
  });

  it('analyzes the whole listing as one batch: loopback photos go through assets; every photo gets its analysis', async () => {
    const picked = photo('kitchen.jpg');
    // Text that only looks like a web address is no photo: left out, not counted as skipped.
    const notUrls = ['https://', 'https://exa mple.com/x.jpg'];
    const started = await service.startListing({ ...picked, listing: { ...picked.listing, photoUrls: [...picked.listing.photoUrls, ...notUrls] } });
    expect(started.batch).toMatchObject({ status: 'processing', total: DEMO_PHOTOS.length, skipped: 0 });
    const urls = photo('kitchen.jpg').listing.photoUrls;
    const done = await until(async () => {
      const view = await service.listing(site.url, urls);
      return view.batch?.status === 'processing' ? undefined : view;
    }, 15_000);
    expect(done.batch).toMatchObject({ status: 'completed', processed: DEMO_PHOTOS.length, failed: 0 });
    expect(done.photos.map((p) => p.url).sort()).toEqual([...urls].sort());
    expect((await c.requests()).filter((r) => r.path === '/assets/upload')).toHaveLength(DEMO_PHOTOS.length);
  });

  it('the analyzer switched off: hidden (remembered), no call for the next photo', async () => {
    await fetch(`${c.emu.url}/__emulator/analyzer`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ mode: 'coming-soon' }) });
    expect(await service.status(true)).toMatchObject({ availability: 'unavailable' });
    await service.setConsent(true);
    expect(await service.analyzePhoto(photo('living-room.jpg'))).toEqual({ state: 'unavailable' });
    expect((await c.requests()).filter((r) => r.path === '/analyze')).toHaveLength(0);
  });
});
