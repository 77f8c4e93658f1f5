// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentListingBatchStatus, ListingBatchStatus } from '../../../components/panel/ListingBatchStatus';
import { ListingBatch } from '../../../components/panel/ListingBatch';
import { BackgroundContext } from '../../../components/shared/background';
import { PanelStoreContext } from '../../../components/panel/store/context';
import { createPanelStore, PANEL_STATE_KEY } from '../../../components/panel/store/panel-store';
import type { RequestOf } from '../../../lib/messaging/protocol';
import type { Job, JobRequest } from '../../../lib/queue/types';
import { failure, fakeBackground, job, PHOTO, type FakeBackground } from './fake-background';
import { renderInPanel } from './render';
import { EVENT_CHANNEL } from '../../../lib/protocol-names';

const URLS = PHOTO.listing.photoUrls;
const REQUEST: JobRequest = { operation: 'renovate', params: { style_id: 'st-scandi', renovation_spectrum: 'renovate' } };

/**
 * A background that keeps what it queued, like the real one: `startJob` answers a queued job
 * with the batch id it was sent (or the failure `refuse` gives for a photo), `listJobs` answers
 * every job, newest first.
 */
function keepingBackground(refuse: (url: string) => ReturnType<typeof failure> | undefined = () => undefined) {
  const jobs: Job[] = [];
  let clock = Date.now() - 10_000;
  const background: FakeBackground = fakeBackground({
    startJob: (request: RequestOf<'startJob'>) => {
      const refused = refuse(request.photo.url);
      if (refused) return refused;
      const queued = job({ id: `j-${jobs.length + 1}`, request: request.job as Job['request'], photo: request.photo, createdAt: ++clock, ...(request.batchId ? { batchId: request.batchId } : {}) });
      jobs.push(queued);
      return { job: queued, deduped: false, cached: false };
    },
    listJobs: () => ({ jobs: [...jobs].reverse() }),
  });
  return { background, jobs };
}

/** The batch button and the status, as the panel shows them. */
function renderBatch(background: FakeBackground) {
  const rendered = renderInPanel(
    <>
      <ListingBatch request={REQUEST} photo={PHOTO} />
      <ListingBatchStatus listing={PHOTO.listing} />
    </>,
    { background },
  );
  return { ...rendered, user: userEvent.setup() };
}

async function queueAll(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Reimagine all 3 photos of this listing' }));
  await user.click(screen.getByRole('button', { name: 'Queue 3 renders' }));
}

/** A panel as the side panel page opens it: a new store that loads everything (`init`), with the batch status. */
function openPanel(background: FakeBackground) {
  const store = createPanelStore(background);
  const stop = store.getState().init();
  const view = render(
    <BackgroundContext value={background}>
      <PanelStoreContext value={store}>
        <CurrentListingBatchStatus />
      </PanelStoreContext>
    </BackgroundContext>,
  );
  return {
    store,
    close: () => {
      view.unmount();
      stop();
    },
  };
}

const status = () => within(screen.getByRole('region', { name: 'This listing’s batch' })).getByRole('status');

describe('starting a batch', () => {
  it('sends every photo with one new batch id; a photo refused before queueing is listed, and Retry queues it in the batch', async () => {
    let refuseSecond = true;
    const { background } = keepingBackground((url) => (url === URLS[1] && refuseSecond ? failure('image_too_small', 'The photo is 200×150 px.') : undefined));
    const { user } = renderBatch(background);
    await queueAll(user);
    await waitFor(() => expect(status()).toHaveTextContent('0 of 3 done · 2 queued · 1 failed'));
    const sent = background.sent('startJob');
    expect(sent.map((request) => request.photo.url)).toEqual(URLS);
    const batchId = sent[0]?.batchId ?? '';
    expect(batchId).toMatch(/^batch-[0-9a-f-]{36}$/);
    expect(sent.every((request) => request.batchId === batchId)).toBe(true);
    expect(screen.getByRole('list', { name: 'Failed photos' })).toHaveTextContent('Photo 2That photo is too small to render well (under 256 pixels).Retry');

    refuseSecond = false;
    await user.click(screen.getByRole('button', { name: 'Retry photo 2' }));
    await waitFor(() => expect(status()).toHaveTextContent('0 of 3 done · 3 queued'));
    expect(background.sent('startJob').at(-1)).toMatchObject({ photo: { url: URLS[1] }, batchId });
    expect(screen.queryByRole('list', { name: 'Failed photos' })).toBeNull();
  });

  it('stops at a credits refusal: the rest are not sent, listed as not started, and the batch says it stopped', async () => {
    const { background } = keepingBackground((url) => (url === URLS[1] ? failure('insufficient_credits', 'No renovation credits left') : undefined));
    const { user, store } = renderBatch(background);
    await queueAll(user);
    await waitFor(() => expect(status()).toHaveTextContent('0 of 3 done · 1 queued · 2 failed'));
    expect(background.sent('startJob')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Stopped early: You are out of credits for this operation.');
    expect(screen.getByRole('list', { name: 'Failed photos' }).textContent).toBe('Photo 2You are out of credits for this operation.RetryPhoto 3Not started.Retry');
    expect(store.getState().notices.notice).toMatchObject({ code: 'insufficient_credits' });
  });
});

describe('reopening the panel', () => {
  it('rebuilds the same batch from the background’s job list (and the photos it refused), and follows its changes', async () => {
    const { background, jobs } = keepingBackground((url) => (url === URLS[2] ? failure('not_an_image', 'The address answered text/html.') : undefined));
    const first = openPanel(background);
    await waitFor(() => expect(first.store.getState().listing.photo).not.toBeNull());
    await first.store.getState().startBatch(REQUEST, URLS);
    await waitFor(() => expect(status()).toHaveTextContent('0 of 3 done · 2 queued · 1 failed'));
    await waitFor(() => expect((background.storage.get(PANEL_STATE_KEY) as { batchRefusals?: unknown[] } | undefined)?.batchRefusals).toHaveLength(1));
    first.close();
    expect(screen.queryByRole('region', { name: 'This listing’s batch' })).toBeNull();

    const second = openPanel(background);
    expect(second.store.getState().jobs.list).toEqual([]);
    await waitFor(() => expect(status()).toHaveTextContent('0 of 3 done · 2 queued · 1 failed'));
    expect(screen.getByRole('list', { name: 'Failed photos' })).toHaveTextContent('Photo 3');

    // The background finishes photo 1: its result can be exported at once.
    const [one, two] = jobs;
    if (!one || !two) throw new Error('expected two queued jobs');
    const finished: Job = { ...one, state: 'done', finishedAt: Date.now(), result: { historyId: 'h-1', imageUrl: 'https://cdn.example/r1.jpg', fromCache: false } };
    background.emit({ channel: EVENT_CHANNEL, type: 'jobChanges', jobs: [two, finished], removed: [] });
    await waitFor(() => expect(status()).toHaveTextContent('1 of 3 done · 1 queued · 1 failed'));
    expect(screen.getByRole('button', { name: 'Export this result' })).toBeInTheDocument();
  });

  it('reads each stored refusal on its own: a malformed one is dropped, the others still show', async () => {
    const { background } = keepingBackground();
    const refusal = { batchId: 'batch-9', photo: { url: URLS[1], listing: PHOTO.listing }, request: REQUEST, code: 'image_too_small', message: 'The photo is 200×150 px.', at: Date.now() };
    background.storage.set(PANEL_STATE_KEY, { photo: PHOTO, batchRefusals: [{ ...refusal, batchId: '../../x' }, { ...refusal, code: 'no-such-code' }, refusal, 'junk'] });
    const panel = openPanel(background);
    await waitFor(() => expect(status()).toHaveTextContent('0 of 1 done · 1 failed'));
    expect(panel.store.getState().batch.refusals).toEqual([refusal]);
  });
});
