/**
 * Contract: the Image Analyzer (POST /analyze, POST /analyze/batch, GET /analyze/batch/{batch_id})
 * through the extension's client against the live emulator, including a batch's whole lifecycle
 * polled with getBatchAnalysis.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BatchAnalysis } from '../../lib/api/client';
import { blob, exterior, expectApiError, fields, keysOf, kitchen, livingRoom, NOT_AN_IMAGE, startContract, to, until, type Contract } from './support';
import { analyzeCall } from '../../lib/operations/analyze';

const ANALYSIS_FIELDS = fields('image_id', 'analysis_type', 'results', 'processing_time', 'error');
const DETAIL_FIELDS = fields('classification', 'room_type', 'exterior_type', 'status', 'renovation_styles');

let c: Contract;
let kitchenPhoto: Blob;
let roomPhoto: Blob;
let exteriorPhoto: Blob;
let styleIds: { interior: Set<string>; exterior: Set<string> };

beforeAll(async () => {
  // Batches pace each image by batchImageDelayMs, so a poll can see "processing" first.
  c = await startContract({ batchImageDelayMs: 100 });
  const [kitchenBytes, roomBytes, exteriorBytes] = await Promise.all([kitchen(), livingRoom(), exterior()]);
  kitchenPhoto = blob(kitchenBytes);
  roomPhoto = blob(roomBytes);
  exteriorPhoto = blob(exteriorBytes);
  const styles = await c.api.getStyles();
  styleIds = { interior: new Set(styles.interior_styles.map((s) => s.id)), exterior: new Set(styles.exterior_styles.map((s) => s.id)) };
});
afterAll(async () => {
  await c.emu.close();
});
beforeEach(async () => {
  await c.reset();
});

describe('POST /analyze (analyze)', () => {
  it('200: a kitchen is an interior kitchen; exactly the Analysis result fields', async () => {
    const result = await c.api.send(analyzeCall, { image: kitchenPhoto, analysis_type: 'normal' });
    expect(keysOf(result)).toEqual(ANALYSIS_FIELDS);
    expect(keysOf(result.results)).toEqual(DETAIL_FIELDS);
    const wire = c.lastWire('POST', '/analyze').body as { results: unknown };
    expect(keysOf(wire)).toEqual(ANALYSIS_FIELDS);
    expect(keysOf(wire.results)).toEqual(DETAIL_FIELDS);
    expect(result).toEqual({
      image_id: expect.stringMatching(/\S/),
      analysis_type: 'normal',
      results: { classification: 'interior', room_type: 'kitchen', exterior_type: '', status: 'success', renovation_styles: expect.any(Array) },
      processing_time: expect.any(Number),
      error: '',
    });
    expect(result.processing_time).toBeGreaterThanOrEqual(0);
    expect(result.results.renovation_styles).toHaveLength(3);
    for (const id of result.results.renovation_styles ?? []) expect(styleIds.interior.has(id), id).toBe(true);
  });

  it('200: an exterior, advanced analysis (5 exterior styles); analysis_type defaults to normal', async () => {
    const advanced = await c.api.send(analyzeCall, { image: exteriorPhoto, analysis_type: 'advanced' });
    expect(advanced.analysis_type).toBe('advanced');
    expect(advanced.results).toMatchObject({ classification: 'exterior', room_type: '', exterior_type: expect.stringMatching(/\S/), status: 'success' });
    expect(advanced.results.renovation_styles).toHaveLength(5);
    for (const id of advanced.results.renovation_styles ?? []) expect(styleIds.exterior.has(id), id).toBe(true);

    const plain = await c.api.send(analyzeCall, { image: roomPhoto });
    expect(plain.analysis_type).toBe('normal');
    expect(plain.results).toMatchObject({ classification: 'interior', room_type: 'living_room' });
    expect(to(await c.requests(), '/analyze').map((r) => r.fields)).toEqual([['image', 'analysis_type'], ['image']]);
  });

  it('400 bad_request: bytes that are not an image', async () => {
    await expectApiError(c.api.send(analyzeCall, { image: NOT_AN_IMAGE() }), 'bad_request', 400);
  });
});

describe('POST /analyze/batch + GET /analyze/batch/{batch_id} (analyzeBatch, getBatchAnalysis)', () => {
  it('a batch is submitted as processing, counts up while polled, and completes with results in request order', async () => {
    const kitchenAsset = await c.api.uploadAsset({ image: kitchenPhoto });
    const exteriorAsset = await c.api.uploadAsset({ image: exteriorPhoto });
    const missing = `${c.emu.url}/files/img_0000000000000000.jpg`;
    const submittedAt = Date.now();
    const submission = await c.api.analyzeBatch({
      images: [
        { image_url: kitchenAsset.preview_url, image_id: 'photo-kitchen' },
        { image_url: exteriorAsset.preview_url, image_id: 'photo-exterior' },
        { image_url: missing, image_id: 'photo-missing' },
      ],
      analysis_type: 'normal',
    });
    const SUBMISSION_FIELDS = fields('batch_id', 'status', 'total_images', 'estimated_completion_time');
    expect(keysOf(submission)).toEqual(SUBMISSION_FIELDS);
    expect(keysOf(c.lastWire('POST', '/analyze/batch').body)).toEqual(SUBMISSION_FIELDS);
    expect(submission).toEqual({ batch_id: expect.stringMatching(/\S/), status: 'processing', total_images: 3, estimated_completion_time: expect.any(String) });
    const eta = Date.parse(submission.estimated_completion_time);
    expect(Number.isNaN(eta)).toBe(false);
    expect(eta).toBeGreaterThanOrEqual(submittedAt - 1000);

    const seen: BatchAnalysis[] = [];
    const done = await until(async () => {
      const batch = await c.api.getBatchAnalysis({ batch_id: submission.batch_id });
      seen.push(batch);
      return batch.status === 'processing' ? undefined : batch;
    });

    const first = seen[0];
    expect(first?.status).toBe('processing');
    expect(first?.processed_images).toBeLessThan(3);
    for (const batch of seen) {
      expect(keysOf(batch)).toEqual(fields('batch_id', 'status', 'total_images', 'processed_images', 'results'));
      expect(batch.results).toHaveLength(batch.processed_images);
    }
    const processed = seen.map((b) => b.processed_images);
    expect(processed).toEqual([...processed].sort((a, b) => a - b));

    expect(done).toMatchObject({ batch_id: submission.batch_id, status: 'completed', total_images: 3, processed_images: 3 });
    expect(done.results.map((r) => r.image_id)).toEqual(['photo-kitchen', 'photo-exterior', 'photo-missing']);
    for (const entry of done.results) expect(keysOf(entry)).toEqual(ANALYSIS_FIELDS);
    const wire = c.lastWire('GET', `/analyze/batch/${submission.batch_id}`).body as { results: unknown[] };
    for (const entry of wire.results) expect(keysOf(entry)).toEqual(ANALYSIS_FIELDS);
    const [kitchenEntry, exteriorEntry, missingEntry] = done.results;
    expect(kitchenEntry).toMatchObject({ analysis_type: 'normal', error: '', results: { classification: 'interior', room_type: 'kitchen', status: 'success' } });
    expect(exteriorEntry).toMatchObject({ error: '', results: { classification: 'exterior', status: 'success' } });
    expect(missingEntry?.results).toEqual({});
    expect(missingEntry?.error).toMatch(/404/);
  });

  it('a batch whose every image fails ends as failed', async () => {
    const submission = await c.api.analyzeBatch({ images: [{ image_url: `${c.emu.url}/files/img_0000000000000000.jpg`, image_id: 'gone' }] });
    const done = await until(async () => {
      const batch = await c.api.getBatchAnalysis({ batch_id: submission.batch_id });
      return batch.status === 'processing' ? undefined : batch;
    });
    expect(done).toMatchObject({ status: 'failed', total_images: 1, processed_images: 1 });
    expect(done.results[0]?.error).toMatch(/\S/);
  });

  it('404 not_found: an unknown batch', async () => {
    await expectApiError(c.api.getBatchAnalysis({ batch_id: 'batch_does_not_exist' }), 'not_found', 404);
    expect(to(await c.requests(), '/analyze/batch/batch_does_not_exist')).toHaveLength(1);
  });
});
