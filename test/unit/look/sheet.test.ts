import { expect, test } from 'vitest';
import type { Job, JobRequest } from '../../../lib/queue/types';
import { keptItems, redoRequest, sheetItems } from '../../../lib/look/sheet';

const listing = { listingUrl: 'https://x.test/l', site: 'generic', photoUrls: [] };
const RENOVATE: JobRequest = { operation: 'renovate', params: { style_id: 'modern', renovation_spectrum: 'renovate' } };
const STAGE: JobRequest = { operation: 'stage', params: { room_type: 'bedroom', style: 'modern' } };
const job = (id: string, url: string, request: JobRequest, createdAt: number, batchId = 'look-1', state: Job['state'] = 'done'): Job => ({
  id,
  request,
  photo: { url, listing },
  state,
  createdAt,
  newVariation: false,
  batchId,
  ...(state === 'done' ? { result: { historyId: `h-${id}`, fromCache: false } } : {}),
});

test('the sheet has each step once, its newest job, in the listing’s photo order', () => {
  const jobs = [job('1', 'b', RENOVATE, 1), job('2', 'a', STAGE, 2), job('3', 'b', RENOVATE, 5, 'look-1', 'running'), job('4', 'a', RENOVATE, 3, 'other')];
  const items = sheetItems(jobs, 'look-1', ['a', 'b']);
  expect(items.map((item) => [item.key, item.number, item.job.id])).toEqual([
    ['stage a', 1, '2'],
    ['renovate b', 2, '3'],
  ]);
});

test('the export keeps every finished result the realtor did not drop', () => {
  const items = sheetItems([job('1', 'a', RENOVATE, 1), job('2', 'b', STAGE, 2), job('3', 'c', STAGE, 3, 'look-1', 'failed')], 'look-1', ['a', 'b', 'c']);
  expect(keptItems(items, { 'stage b': 'drop' }).map((item) => item.key)).toEqual(['renovate a']);
  expect(keptItems(items, { 'stage b': 'keep' }).map((item) => item.key)).toEqual(['renovate a', 'stage b']);
});

test('a redo adds the realtor’s note to a renovation’s guidance; other steps are asked again as they were', () => {
  expect(redoRequest(RENOVATE, ' lighter floors ')).toEqual({ operation: 'renovate', params: { style_id: 'modern', renovation_spectrum: 'renovate', guidance: 'lighter floors' } });
  expect(redoRequest({ ...RENOVATE, params: { ...RENOVATE.params, guidance: 'warm' } } as JobRequest, 'no rug').params).toMatchObject({ guidance: 'warm. no rug' });
  expect(redoRequest(STAGE, 'more plants')).toBe(STAGE);
  expect(redoRequest(RENOVATE, '  ')).toBe(RENOVATE);
});
