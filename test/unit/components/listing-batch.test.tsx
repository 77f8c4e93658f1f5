// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListingBatchStatus } from '../../../components/panel/ListingBatchStatus';
import { NOT_STARTED_MESSAGE } from '../../../lib/queue/batch';
import type { Job } from '../../../lib/queue/types';
import { entry, fakeBackground, job, PHOTO, type FakeBackground } from './fake-background';
import { renderInPanel } from './render';

const URLS = PHOTO.listing.photoUrls;
const BATCH = 'batch-1';
const T0 = Date.now() - 60_000;

/** Photo `n` (1-based) of the listing as a job of the batch. */
function batchJob(n: number, overrides: Partial<Job> = {}): Job {
  return job({ id: `b-${n}`, photo: { url: URLS[n - 1] ?? '', listing: PHOTO.listing }, batchId: BATCH, createdAt: T0 + n, ...overrides });
}

const done = (n: number) => batchJob(n, { state: 'done', finishedAt: T0 + 100, result: { historyId: `h-b${n}`, imageUrl: `https://cdn.example/b${n}.jpg`, fromCache: false } });
const failed = (n: number, code: 'server' | 'bad_request' = 'server') => batchJob(n, { state: 'failed', finishedAt: T0 + 100, error: { code, message: `HTTP 502 for photo ${n}` } });

/** A retryJob handler answering a new queued job of the same batch for the failed one. */
function retryInBatch(jobs: readonly Job[]) {
  return ({ jobId }: { jobId: string }) => {
    const original = jobs.find((known) => known.id === jobId);
    return { job: { ...(original ?? batchJob(9)), id: `${jobId}-retry`, state: 'queued' as const, retryOf: jobId, createdAt: Date.now(), error: undefined, finishedAt: undefined } };
  };
}

function renderStatus(jobs: Job[], background: FakeBackground = fakeBackground()) {
  const rendered = renderInPanel(<ListingBatchStatus listing={PHOTO.listing} />, { background, state: { jobs: { list: jobs } } });
  return { ...rendered, user: userEvent.setup() };
}

const section = () => screen.getByRole('region', { name: 'This listing’s batch' });
const failures = () => within(section()).queryByRole('list', { name: 'Failed photos' });

describe('the batch status', () => {
  it('counts the batch: done, working, queued, failed', () => {
    renderStatus([done(1), failed(2), batchJob(3, { state: 'running', startedAt: T0 + 50 }), job({ id: 'not-in-batch', state: 'queued' })]);
    expect(within(section()).getByRole('status')).toHaveTextContent('1 of 3 done · 1 working · 1 failed');
  });

  it('shows nothing for a listing without a batch', () => {
    renderStatus([job({ id: 'single', state: 'queued' })]);
    expect(screen.queryByRole('region', { name: 'This listing’s batch' })).toBeNull();
  });

  it('shows the latest batch of the listing only', () => {
    const older = { ...done(1), id: 'old', batchId: 'batch-0', createdAt: T0 - 10_000 };
    renderStatus([older, batchJob(2), batchJob(3)]);
    expect(within(section()).getByRole('status')).toHaveTextContent('0 of 2 done · 2 queued');
  });

  it('lists every failed photo with its number, thumbnail and message, each with Retry', () => {
    renderStatus([done(1), failed(2), failed(3, 'bad_request')]);
    const items = within(failures() as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Photo 2The service had a problem rendering this photo.Retry',
      'Photo 3RenovateAI could not work with this photo and these choices.Retry',
    ]);
    expect(items[0]?.querySelector('img')).toHaveAttribute('src', URLS[1]);
    expect(within(section()).getByRole('button', { name: 'Retry photo 3' })).toBeEnabled();
  });

  it('Retry sends retryJob; the new job stays in the batch, which counts it as queued', async () => {
    const jobs = [done(1), failed(2), done(3)];
    const background = fakeBackground({ retryJob: retryInBatch(jobs) });
    const { user } = renderStatus(jobs, background);
    await user.click(screen.getByRole('button', { name: 'Retry photo 2' }));
    await waitFor(() => expect(background.sent('retryJob')).toEqual([{ jobId: 'b-2' }]));
    await waitFor(() => expect(within(section()).getByRole('status')).toHaveTextContent('2 of 3 done · 1 queued'));
    expect(failures()).toBeNull();
  });

  it('Retry all failed retries each failed photo in order', async () => {
    const jobs = [failed(1), done(2), failed(3)];
    const background = fakeBackground({ retryJob: retryInBatch(jobs) });
    const { user, store } = renderStatus(jobs, background);
    await user.click(screen.getByRole('button', { name: 'Retry all failed' }));
    await waitFor(() => expect(background.sent('retryJob')).toEqual([{ jobId: 'b-1' }, { jobId: 'b-3' }]));
    await waitFor(() => expect(within(section()).getByRole('status')).toHaveTextContent('1 of 3 done · 2 queued'));
    expect(store.getState().jobs.list.filter((known) => known.batchId === BATCH && known.state === 'queued').map((known) => known.retryOf)).toEqual(['b-3', 'b-1']);
  });

  it('says when a batch stopped early on credits, and which photos were not started', () => {
    const out = batchJob(1, { state: 'failed', finishedAt: T0 + 10, error: { code: 'insufficient_credits', message: 'Out of credits' } });
    const held = (n: number) => batchJob(n, { state: 'cancelled', finishedAt: T0 + 11, error: { code: 'insufficient_credits', message: NOT_STARTED_MESSAGE } });
    renderStatus([out, held(2), held(3)]);
    expect(within(section()).getByRole('alert')).toHaveTextContent('Stopped early: You are out of credits for this operation. Add credits to your RenovateAI plan at renovateai.app.');
    expect(within(failures() as HTMLElement).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Photo 1You are out of credits for this operation.Retry',
      'Photo 2Not started.Retry',
      'Photo 3Not started.Retry',
    ]);
    expect(within(section()).getByRole('status')).toHaveTextContent('0 of 3 done · 3 failed');
  });
});

describe('Export these results', () => {
  it('opens the listing export with exactly the batch’s results ticked; failed photos are not in it', async () => {
    // Photo 1 also has an older result outside the batch: listed, not ticked.
    const outside = entry({ id: 'h-outside', createdAt: T0 - 50_000 });
    const inBatch = entry({ id: 'h-b1', photo: { url: URLS[0] ?? '', listing: PHOTO.listing }, resultUrl: 'https://cdn.example/b1.jpg', createdAt: T0 + 100 });
    const user = userEvent.setup();
    renderInPanel(<ListingBatchStatus listing={PHOTO.listing} />, { state: { jobs: { list: [done(1), failed(2), done(3)] }, history: { results: [inBatch, outside] } } });
    await user.click(screen.getByRole('button', { name: 'Export these 2 results' }));
    const dialog = screen.getByRole('dialog', { name: 'Export listing' });
    const boxes = within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
    const ticked = boxes.filter((box) => box.checked).map((box) => box.parentElement?.textContent?.trim().slice(0, 7));
    expect(boxes).toHaveLength(3);
    expect(ticked.sort()).toEqual(['Photo 1', 'Photo 3']);
    expect(within(dialog).getByRole('button', { name: 'Download ZIP (2 photos)' })).toBeEnabled();
  });

  it('is not offered before the batch has a result', () => {
    renderStatus([failed(1), batchJob(2)]);
    expect(screen.queryByRole('button', { name: /^Export th/ })).toBeNull();
  });
});
