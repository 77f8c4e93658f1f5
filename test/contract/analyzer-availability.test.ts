/**
 * Contract (#15): the analyzer feature-detected through the extension's client against the live
 * emulator, present, coming soon and absent (its switch); a listing's batch followed by the
 * background's poller (`pollBatch`) to a failure, to giving up on a batch that never completes
 * (a virtual clock: the poller's sleep moves it, so ten minutes pass at once), and past an
 * analyzer that disappears mid-batch.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../lib/api/client';
import { isAnalyzerUnavailable } from '../../lib/api/endpoints/analyzer';
import { PROBE_BATCH_ID, probeVerdict, type AnalyzerAvailability } from '../../lib/analyzer/availability';
import { BATCH_GIVE_UP_MS, pollBatch, type PollDeps } from '../../lib/analyzer/batch-poller';
import type { ListingBatchRecord, PhotoAnalysis } from '../../lib/analyzer/records';
import { readSuggestion } from '../../lib/analyzer/suggestion';
import { blob, kitchen, startContract, type Contract } from './support';
import { analyzeCall } from '../../lib/operations/analyze';

let c: Contract;
let kitchenPhoto: Blob;
let kitchenUrl: string;

async function setAnalyzer(mode: 'available' | 'coming-soon' | 'absent'): Promise<void> {
  const res = await fetch(`${c.emu.url}/__emulator/analyzer`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ mode }) });
  expect(res.status).toBe(200);
}

/** The background's probe, over the real client. */
async function probe(api: ApiClient): Promise<AnalyzerAvailability> {
  try {
    await api.getBatchAnalysis({ batch_id: PROBE_BATCH_ID });
    return probeVerdict({ ok: true });
  } catch (error) {
    return probeVerdict({ ok: false, error });
  }
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

/** A poller on a virtual clock: each sleep moves the clock instead of waiting. */
function poller(api: ApiClient, at = { now: Date.now() }) {
  const saved: ListingBatchRecord[] = [];
  const kept: { url: string; analysis: PhotoAnalysis }[] = [];
  const deps: PollDeps = {
    api,
    clock: () => at.now,
    sleep: async (ms) => {
      at.now += ms;
      // Real time too, a little: the emulator's batch runs on real timers.
      await new Promise((resolve) => setTimeout(resolve, 25));
    },
    save: async (r) => void saved.push(r),
    keep: async (photos) => void kept.push(...photos),
    probe: () => probe(api),
    markGone: async () => undefined,
  };
  return { deps, saved, kept, at };
}

function record(batchId: string, urls: readonly string[], now: number): ListingBatchRecord {
  return { batchId, apiBase: c.emu.baseUrl, listingUrl: 'https://listing.example/7', images: urls.map((url, i) => ({ imageId: `p${i + 1}`, url })), skipped: 0, submittedAt: now, giveUpAt: now + BATCH_GIVE_UP_MS, status: 'processing', processed: 0, total: urls.length, failed: 0 };
}

beforeAll(async () => {
  c = await startContract({ batchImageDelayMs: 40 });
  kitchenPhoto = blob(await kitchen());
  const asset = await c.api.uploadAsset({ image: kitchenPhoto, asset_name: 'kitchen' });
  kitchenUrl = asset.preview_url;
});
afterAll(async () => {
  await c.emu.close();
});
beforeEach(async () => {
  await setAnalyzer('available');
  await fetch(`${c.emu.url}/__emulator/faults`, { method: 'DELETE' });
});

describe('feature detection against the emulator', () => {
  it('present: the probe says available and an analysis reads as a suggestion', async () => {
    expect(await probe(c.api)).toBe('available');
    const result = await c.api.send(analyzeCall, { image: kitchenPhoto });
    expect(readSuggestion(result.results)).toEqual({ ok: true, suggestion: expect.objectContaining({ classification: 'interior', roomType: 'kitchen' }) });
  });

  it.each(['coming-soon', 'absent'] as const)('%s: the probe says unavailable and every call reads as "no analyzer"', async (mode) => {
    await setAnalyzer(mode);
    expect(await probe(c.api)).toBe('unavailable');
    expect(isAnalyzerUnavailable(await rejection(c.api.send(analyzeCall, { image: kitchenPhoto })))).toBe(true);
    expect(isAnalyzerUnavailable(await rejection(c.api.analyzeBatch({ images: [{ image_url: kitchenUrl, image_id: 'k' }] })))).toBe(true);
  });

  it('a 2xx that only announces the analyzer is refused, and read as "no analyzer"', async () => {
    await c.fault({ path: '/analyze', method: 'POST', status: 200, body: { status: 'Coming soon' } });
    const error = await rejection(c.api.send(analyzeCall, { image: kitchenPhoto }));
    expect(error).toMatchObject({ code: 'invalid_response' });
    expect(isAnalyzerUnavailable(error)).toBe(true);
  });

  it('a malformed analysis is invalid_response naming the field, never "no analyzer"', async () => {
    await c.fault({ path: '/analyze', method: 'POST', status: 200, body: { image_id: 'i', analysis_type: 'normal', results: { classification: 'attic' } } });
    const error = await rejection(c.api.send(analyzeCall, { image: kitchenPhoto }));
    expect(error).toMatchObject({ code: 'invalid_response', fieldPath: 'results.classification' });
    expect(isAnalyzerUnavailable(error)).toBe(false);
  });
});

describe('a listing batch followed by the poller', () => {
  it('completes: each photo kept with its suggestion', async () => {
    const submission = await c.api.analyzeBatch({ images: [{ image_url: kitchenUrl, image_id: 'p1' }], analysis_type: 'normal' });
    const p = poller(c.api);
    const last = await pollBatch(p.deps, record(submission.batch_id, [kitchenUrl], p.at.now));
    expect(last).toMatchObject({ status: 'completed', processed: 1, failed: 0 });
    expect(p.kept[0]?.analysis).toMatchObject({ state: 'done', suggestion: { roomType: 'kitchen' } });
  });

  it('fails when every image fails: nothing kept, each counted', async () => {
    const gone = `${c.emu.url}/files/img_0000000000000000.jpg`;
    const submission = await c.api.analyzeBatch({ images: [{ image_url: gone, image_id: 'p1' }, { image_url: `${gone}?2`, image_id: 'p2' }] });
    const p = poller(c.api);
    const last = await pollBatch(p.deps, record(submission.batch_id, [gone, `${gone}?2`], p.at.now));
    expect(last).toMatchObject({ status: 'failed', processed: 2, failed: 2 });
    expect(p.kept).toEqual([]);
  });

  it('never completes: given up after the stated time', async () => {
    const submission = await c.api.analyzeBatch({ images: [{ image_url: kitchenUrl, image_id: 'p1' }] });
    await c.fault({ path: '/analyze/batch/*', method: 'GET', times: 1000, status: 200, body: { batch_id: submission.batch_id, status: 'processing', total_images: 1, processed_images: 0, results: [] } });
    const p = poller(c.api);
    const start = p.at.now;
    const last = await pollBatch(p.deps, record(submission.batch_id, [kitchenUrl], start));
    expect(last.status).toBe('timed_out');
    expect(p.at.now - start).toBe(BATCH_GIVE_UP_MS);
    expect(p.saved.at(-1)?.status).toBe('timed_out');
  });

  it.each([
    ['coming-soon', 'analyzer_gone'],
    ['absent', 'analyzer_gone'],
  ] as const)('the analyzer switched to %s mid-batch: ends %s', async (mode, ending) => {
    const submission = await c.api.analyzeBatch({ images: [{ image_url: kitchenUrl, image_id: 'p1' }, { image_url: kitchenUrl, image_id: 'p2' }] });
    await setAnalyzer(mode);
    const p = poller(c.api);
    expect((await pollBatch(p.deps, record(submission.batch_id, [kitchenUrl, `${kitchenUrl}#2`], p.at.now))).status).toBe(ending);
  });

  it('a batch the service forgot (reset) while the analyzer is there: lost', async () => {
    const submission = await c.api.analyzeBatch({ images: [{ image_url: kitchenUrl, image_id: 'p1' }] });
    await fetch(`${c.emu.url}/__emulator/reset`, { method: 'POST' });
    const p = poller(c.api);
    expect((await pollBatch(p.deps, record(submission.batch_id, [kitchenUrl], p.at.now))).status).toBe('lost');
    // The reset deleted the uploaded kitchen: upload it again for the next tests.
    kitchenUrl = (await c.api.uploadAsset({ image: kitchenPhoto, asset_name: 'kitchen' })).preview_url;
  });
});
