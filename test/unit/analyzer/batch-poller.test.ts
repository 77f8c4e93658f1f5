import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BatchAnalysis } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { BATCH_GIVE_UP_MS, MAX_UNREADABLE_POLLS, pollBatch, pollDelay, POLL_MAX_MS, type PollDeps } from '../../../lib/analyzer/batch-poller';
import type { AnalyzerAvailability } from '../../../lib/analyzer/availability';
import type { ListingBatchRecord, PhotoAnalysis } from '../../../lib/analyzer/records';
import { sleep } from '../../../lib/util/abort';

/** Following a listing's batch on fake timers: backoff, endings, giving up, photos kept as they come. */

const URLS = ['https://photos.example/1.jpg', 'https://photos.example/2.jpg', 'https://photos.example/3.jpg'];
const KITCHEN = { classification: 'interior', room_type: 'kitchen', exterior_type: '', status: 'success', renovation_styles: ['s1'] };
const GARDEN = { classification: 'exterior', room_type: '', exterior_type: 'garden', status: 'success', renovation_styles: [] };

function record(now: number): ListingBatchRecord {
  return {
    batchId: 'batch_1',
    apiBase: 'http://127.0.0.1:8787/public/v1',
    listingUrl: 'https://listing.example/1',
    images: URLS.map((url, i) => ({ imageId: `p${i + 1}`, url })),
    skipped: 0,
    submittedAt: now,
    giveUpAt: now + BATCH_GIVE_UP_MS,
    status: 'processing',
    processed: 0,
    total: 3,
    failed: 0,
  };
}

const answer = (status: BatchAnalysis['status'], results: BatchAnalysis['results']): BatchAnalysis => ({ batch_id: 'batch_1', status, total_images: 3, processed_images: results.length, results });
const entry = (id: string, results: Record<string, unknown>, error = '') => ({ image_id: id, analysis_type: 'normal' as const, results, processing_time: 0.1, error });

interface Harness {
  deps: PollDeps;
  saved: ListingBatchRecord[];
  kept: { url: string; analysis: PhotoAnalysis }[];
  polls: () => number;
  gone: () => number;
}

function harness(answers: (poll: number) => Promise<BatchAnalysis>, probe: AnalyzerAvailability = 'available'): Harness {
  const saved: ListingBatchRecord[] = [];
  const kept: { url: string; analysis: PhotoAnalysis }[] = [];
  let polls = 0;
  let gone = 0;
  const deps: PollDeps = {
    api: { getBatchAnalysis: () => answers(polls++) },
    clock: () => Date.now(),
    sleep,
    save: async (r) => void saved.push(r),
    keep: async (photos) => void kept.push(...photos),
    probe: async () => probe,
    markGone: async () => void gone++,
  };
  return { deps, saved, kept, polls: () => polls, gone: () => gone };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('pollBatch', () => {
  it('backs off 1, 2, 4 s… up to 15 s', () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(pollDelay)).toEqual([1000, 2000, 4000, 8000, POLL_MAX_MS, POLL_MAX_MS, POLL_MAX_MS]);
  });

  it('follows a batch to "completed", keeping each photo once as it arrives', async () => {
    const h = harness(async (poll) => {
      if (poll === 0) return answer('processing', [entry('p1', KITCHEN)]);
      if (poll === 1) return answer('processing', [entry('p1', KITCHEN), entry('p2', GARDEN)]);
      return answer('completed', [entry('p1', KITCHEN), entry('p2', GARDEN), entry('p3', KITCHEN)]);
    });
    const done = pollBatch(h.deps, record(Date.now()));
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.kept.map((k) => k.url)).toEqual([URLS[0]]);
    expect(h.saved.at(-1)).toMatchObject({ status: 'processing', processed: 1 });
    await vi.advanceTimersByTimeAsync(2000 + 4000);
    const last = await done;
    expect(last).toMatchObject({ status: 'completed', processed: 3, failed: 0 });
    expect(h.saved.at(-1)).toEqual(last);
    expect(h.kept.map((k) => k.url)).toEqual(URLS);
    expect(h.kept[1]?.analysis).toEqual({ state: 'done', suggestion: { classification: 'exterior', exteriorType: 'garden', styles: [] } });
  });

  it('a batch that fails: its failed images are counted, not kept; a malformed entry is kept as unreadable', async () => {
    const h = harness(async () => answer('failed', [entry('p1', {}, 'image_url: answered HTTP 404'), entry('p2', { classification: 'attic' }), entry('p3', {}, 'image_url: timeout')]));
    const done = pollBatch(h.deps, record(Date.now()));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await done).toMatchObject({ status: 'failed', failed: 3 });
    expect(h.kept).toEqual([{ url: URLS[1], analysis: { state: 'unreadable', problem: expect.stringMatching(/malformed at "classification"/) } }]);
  });

  it('gives up a batch that never completes after the stated time, and says so', async () => {
    const h = harness(async () => answer('processing', []));
    const done = pollBatch(h.deps, record(Date.now()));
    await vi.advanceTimersByTimeAsync(BATCH_GIVE_UP_MS - 1);
    expect(h.saved.some((r) => r.status !== 'processing')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toMatchObject({ status: 'timed_out' });
    expect(h.saved.at(-1)?.status).toBe('timed_out');
    // Backoff: about 45 polls in ten minutes, not 600.
    expect(h.polls()).toBeLessThan(50);
  });

  it('a resumed batch past its time ends at once, without another poll', async () => {
    const h = harness(async () => answer('processing', []));
    const stale = { ...record(Date.now() - BATCH_GIVE_UP_MS - 5000) };
    expect(await pollBatch(h.deps, stale)).toMatchObject({ status: 'timed_out' });
    expect(h.polls()).toBe(0);
  });

  it('the analyzer disappearing mid-batch (501) ends it "analyzer_gone", keeping what arrived', async () => {
    const h = harness(async (poll) => {
      if (poll === 0) return answer('processing', [entry('p1', KITCHEN)]);
      throw new ApiError('server', 'GET failed with status 501', { status: 501, serverMessage: 'the image analyzer is coming soon' });
    });
    const done = pollBatch(h.deps, record(Date.now()));
    await vi.advanceTimersByTimeAsync(3000);
    expect(await done).toMatchObject({ status: 'analyzer_gone', processed: 1 });
    expect(h.gone()).toBe(1);
    expect(h.kept.map((k) => k.url)).toEqual([URLS[0]]);
  });

  it('a 404: the probe tells a vanished analyzer from a forgotten batch', async () => {
    const notFound = async (): Promise<BatchAnalysis> => {
      throw new ApiError('not_found', 'GET failed with status 404', { status: 404, serverMessage: 'not found' });
    };
    const vanished = harness(notFound, 'unavailable');
    const a = pollBatch(vanished.deps, record(Date.now()));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await a).toMatchObject({ status: 'analyzer_gone' });
    const forgotten = harness(notFound, 'available');
    const b = pollBatch(forgotten.deps, record(Date.now()));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await b).toMatchObject({ status: 'lost' });
  });

  it('polls through network errors and 500s; ends "unreadable" after repeated malformed answers', async () => {
    const flaky = harness(async (poll) => {
      if (poll < 2) throw new ApiError(poll === 0 ? 'network' : 'server', 'hiccup', poll === 0 ? {} : { status: 500 });
      return answer('completed', [entry('p1', KITCHEN)]);
    });
    const a = pollBatch(flaky.deps, record(Date.now()));
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    expect(await a).toMatchObject({ status: 'completed' });

    const broken = harness(async () => {
      throw new ApiError('invalid_response', 'GET /analyze/batch/batch_1: Unexpected response: status: Invalid option', { status: 200 });
    });
    const b = pollBatch(broken.deps, record(Date.now()));
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    expect(await b).toMatchObject({ status: 'unreadable' });
    expect(broken.polls()).toBe(MAX_UNREADABLE_POLLS);
  });

  it('stops when its signal aborts (the worker shutting down), leaving the record processing', async () => {
    const h = harness(async () => answer('processing', []));
    const controller = new AbortController();
    const done = pollBatch({ ...h.deps, signal: controller.signal }, record(Date.now()));
    const caught = done.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1500);
    controller.abort(new Error('stop'));
    expect(await caught).toBeInstanceOf(Error);
    expect(h.saved.every((r) => r.status === 'processing')).toBe(true);
  });
});
