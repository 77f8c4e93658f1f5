/** The image analyzer: single analysis by heuristic, and the batch lifecycle. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blob, closedPort, serveBytes, startStubServer, startTestEmulator, waitFor, type StubServer, type TestEmulator } from './helpers';
import { bedroom, exterior, kitchen, livingRoom } from './images';

let emu: TestEmulator;
let stub: StubServer;

interface AnalysisBody {
  image_id: string;
  analysis_type: string;
  results: { classification?: string; room_type?: string; exterior_type?: string; status?: string; renovation_styles?: string[] };
  processing_time: number;
  error: string;
}

interface BatchBody {
  batch_id: string;
  status: 'processing' | 'completed' | 'failed';
  total_images: number;
  processed_images: number;
  results: AnalysisBody[];
}

beforeAll(async () => {
  emu = await startTestEmulator({ batchImageDelayMs: 60 });
  stub = await startStubServer({
    '/kitchen.jpg': serveBytes(await kitchen(), 'image/jpeg'),
    '/outside.jpg': serveBytes(await exterior(), 'image/jpeg'),
    '/living.png': serveBytes(await livingRoom('png'), 'image/png'),
    '/text': serveBytes(Buffer.from('not an image'), 'text/plain'),
  });
});
afterAll(async () => {
  await emu.handle.close();
  await stub.close();
});

async function analyze(image: Buffer, analysisType?: string): Promise<AnalysisBody> {
  const response = await emu.postForm('/analyze', { image: blob(image), analysis_type: analysisType });
  expect(response.status).toBe(200);
  return (await response.json()) as AnalysisBody;
}

describe('POST /analyze', () => {
  it('answers an Analysis result for a kitchen', async () => {
    const body = await analyze(await kitchen(), 'normal');
    expect(body).toEqual({
      image_id: expect.any(String),
      analysis_type: 'normal',
      results: { classification: 'interior', room_type: 'kitchen', exterior_type: '', status: 'success', renovation_styles: expect.any(Array) },
      processing_time: expect.any(Number),
      error: '',
    });
    expect(body.results.renovation_styles).toHaveLength(3);
  });

  it.each([
    ['a living room', livingRoom, { classification: 'interior', room_type: 'living_room' }],
    ['a bedroom', bedroom, { classification: 'interior', room_type: 'bedroom' }],
    ['an exterior with a lawn', exterior, { classification: 'exterior', room_type: '', exterior_type: 'garden' }],
  ])('classifies %s', async (_label, make, expected) => {
    expect((await analyze(await make())).results).toMatchObject(expected);
  });

  it('defaults to normal; advanced suggests 5 styles of the right kind', async () => {
    const normal = await analyze(await exterior());
    expect(normal.analysis_type).toBe('normal');
    const advanced = await analyze(await exterior(), 'advanced');
    expect(advanced.results.renovation_styles).toHaveLength(5);
    const styles = (await (await emu.api('/styles')).json()) as { exterior_styles: { id: string }[] };
    expect(styles.exterior_styles.map((s) => s.id)).toEqual(expect.arrayContaining(advanced.results.renovation_styles ?? []));
  });

  it('answers 400 for a bad analysis_type, a missing image, a non-image and a JSON body', async () => {
    expect((await emu.postForm('/analyze', { image: blob(await kitchen()), analysis_type: 'deep' })).status).toBe(400);
    expect((await emu.postForm('/analyze', { analysis_type: 'normal' })).status).toBe(400);
    expect((await emu.postForm('/analyze', { image: blob(Buffer.from('GIF89a...'), 'image/gif') })).status).toBe(400);
    expect((await emu.postJson('/analyze', { image_url: `${stub.url}/kitchen.jpg` })).status).toBe(400);
  });
});

describe('batch analysis', () => {
  async function submit(images: { image_url: string; image_id: string }[], analysisType = 'normal'): Promise<{ batch_id: string; status: string; total_images: number; estimated_completion_time: string }> {
    const response = await emu.postJson('/analyze/batch', { images, analysis_type: analysisType });
    expect(response.status).toBe(200);
    return (await response.json()) as Awaited<ReturnType<typeof submit>>;
  }

  async function poll(batchId: string): Promise<BatchBody> {
    const response = await emu.api(`/analyze/batch/${batchId}`);
    expect(response.status).toBe(200);
    return (await response.json()) as BatchBody;
  }

  function finished(batchId: string): Promise<BatchBody> {
    return waitFor(async () => {
      const body = await poll(batchId);
      return body.status === 'processing' ? undefined : body;
    });
  }

  it('submits as processing, counts up, then completes with every result', async () => {
    const submitted = await submit([
      { image_url: `${stub.url}/kitchen.jpg`, image_id: 'k' },
      { image_url: `${stub.url}/outside.jpg`, image_id: 'e' },
      { image_url: `${stub.url}/living.png`, image_id: 'l' },
    ]);
    expect(submitted).toEqual({ batch_id: expect.any(String), status: 'processing', total_images: 3, estimated_completion_time: expect.any(String) });
    expect(Number.isNaN(Date.parse(submitted.estimated_completion_time))).toBe(false);

    const first = await poll(submitted.batch_id);
    expect(first).toMatchObject({ batch_id: submitted.batch_id, status: 'processing', total_images: 3 });
    expect(first.processed_images).toBeLessThan(3);

    const seen = new Set<number>();
    const done = await waitFor(async () => {
      const body = await poll(submitted.batch_id);
      seen.add(body.processed_images);
      return body.status === 'processing' ? undefined : body;
    });
    expect(seen.size).toBeGreaterThan(1);
    expect(done.status).toBe('completed');
    expect(done.processed_images).toBe(3);
    expect(done.results.map((r) => [r.image_id, r.results.classification, r.results.room_type, r.error])).toEqual([
      ['k', 'interior', 'kitchen', ''],
      ['e', 'exterior', '', ''],
      ['l', 'interior', 'living_room', ''],
    ]);
  });

  it('completes with errors on the failed images when only some fail', async () => {
    const { batch_id } = await submit([
      { image_url: `${stub.url}/kitchen.jpg`, image_id: 'ok' },
      { image_url: `${stub.url}/text`, image_id: 'bad' },
    ]);
    const done = await finished(batch_id);
    expect(done.status).toBe('completed');
    expect(done.results[1]).toEqual({ image_id: 'bad', analysis_type: 'normal', results: {}, processing_time: expect.any(Number), error: 'image_url: is not an image (expected JPEG, PNG or WebP)' });
  });

  it('fails when every image fails', async () => {
    const { batch_id } = await submit([
      { image_url: `${stub.url}/missing.jpg`, image_id: 'a' },
      { image_url: `http://127.0.0.1:${await closedPort()}/unreachable.jpg`, image_id: 'b' },
      { image_url: 'not a url', image_id: 'c' },
    ]);
    const done = await finished(batch_id);
    expect(done.status).toBe('failed');
    expect(done.processed_images).toBe(3);
    expect(done.results.every((r) => r.error.startsWith('image_url: '))).toBe(true);
  });

  it('answers 404 for an unknown batch', async () => {
    const response = await emu.api('/analyze/batch/batch_missing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'batch not found' });
  });

  it.each([
    ['no images', {}],
    ['an empty images array', { images: [] }],
    ['images not an array', { images: 'x' }],
    ['an image without image_url', { images: [{ image_id: 'a' }] }],
    ['an image without image_id', { images: [{ image_url: 'http://127.0.0.1/a.jpg' }] }],
    ['a bad analysis_type', { images: [{ image_url: 'http://127.0.0.1/a.jpg', image_id: 'a' }], analysis_type: 'deep' }],
  ])('answers 400 for %s', async (_label, body) => {
    expect((await emu.postJson('/analyze/batch', body)).status).toBe(400);
  });
});
