// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SidePanelLayout } from '../../../components/panel/SidePanelLayout';
import { AssetsSection } from '../../../components/assets/AssetsSection';
import type { Job } from '../../../lib/queue/types';
import { failure, fakeBackground, job, PHOTO } from './fake-background';
import { renderInPanel, renderWithBackground } from './render';
import { ASSETS } from './assets-fixtures';

/** A render that failed because the account was full when it uploaded the photo. */
function waitingJob(id: string, operation: Job['request'] = { operation: 'renovate', params: { style_id: 'st-scandi', renovation_spectrum: 'renovate' } }): Job {
  return job({ id, request: operation, state: 'failed', createdAt: Date.now() - 1000, startedAt: Date.now() - 900, error: { code: 'asset_limit', message: 'Max assets limit reached' } });
}

function renderLayout(options: { jobs?: Job[]; remainingAfterDelete?: number } = {}) {
  const background = fakeBackground({
    listAssets: () => ({ assets: ASSETS, remaining: 0 }),
    deleteAsset: ({ assetId }) => ({ assetId, remaining: options.remainingAfterDelete ?? 1 }),
    retryJob: ({ jobId }) => ({ job: job({ id: `${jobId}-again`, state: 'queued' }) }),
  });
  const result = renderInPanel(<SidePanelLayout />, { background, state: { jobs: { list: options.jobs ?? [] } } });
  return { ...result, user: userEvent.setup() };
}

describe('Assets in the side panel', () => {
  it('opens from the header and goes back, focus following the buttons', async () => {
    const { user, store } = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Assets' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Assets' })).toBeInTheDocument();
    expect(await screen.findByText('Kitchen')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /action/i })).not.toBeInTheDocument();
    const back = screen.getByRole('button', { name: 'Back' });
    expect(back).toHaveFocus();
    await user.click(back);
    expect(store.getState().assets.open).toBe(false);
    expect(screen.getByRole('link', { name: '12 Elm St, Springfield' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assets' })).toHaveFocus();
  });

  it('gives way to a photo picked on a page', async () => {
    const { user, store } = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Assets' }));
    store.getState().adoptPick({ ...PHOTO, url: PHOTO.listing.photoUrls[1] ?? '' }, 'pick-2', true);
    await waitFor(() => expect(store.getState().assets.open).toBe(false));
  });

  it('the asset-limit notice offers the view; deleting frees the slot and the waiting render is retried in one click, its credits said', async () => {
    const { user, background, store } = renderLayout({ jobs: [waitingJob('job-full')] });
    const notice = await screen.findByRole('alert');
    await user.click(within(notice).getByRole('button', { name: 'See all images on your account' }));
    expect(await screen.findByText('A render is waiting for an upload slot: delete an image below to make room.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry the waiting render' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Delete Kitchen' }));
    await user.click(screen.getByRole('button', { name: 'Delete image' }));
    expect(await screen.findByText('An upload slot is free now.')).toBeInTheDocument();
    // Freeing the slot retries nothing by itself: a retry spends a credit.
    expect(background.sent('retryJob')).toEqual([]);
    const retry = screen.getByRole('button', { name: 'Retry the waiting render' });
    expect(retry).toHaveAccessibleDescription('Uses 1 renovation credit');
    await user.click(retry);
    await waitFor(() => expect(background.sent('retryJob')).toEqual([{ jobId: 'job-full' }]));
    await waitFor(() => expect(store.getState().assets.open).toBe(false));
    expect(store.getState().notices.toast?.text).toBe('Retrying the waiting render.');
  });

  it('retries as many waiting renders as there are free slots, oldest first, with their credits', async () => {
    const older = { ...waitingJob('job-a'), createdAt: Date.now() - 5000 };
    const staged = { ...waitingJob('job-b', { operation: 'stage', params: { room_type: 'living_room', style: 'modern' } }), createdAt: Date.now() - 4000 };
    const newest = { ...waitingJob('job-c'), createdAt: Date.now() - 3000 };
    const { user, background } = renderLayout({ jobs: [newest, staged, older], remainingAfterDelete: 2 });
    await user.click(screen.getByRole('button', { name: 'Assets' }));
    expect(await screen.findByText('3 renders are waiting for upload slots: delete images below to make room.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Delete Garden' }));
    await user.click(screen.getByRole('button', { name: 'Delete image' }));
    const retry = await screen.findByRole('button', { name: 'Retry 2 waiting renders' });
    expect(retry).toHaveAccessibleDescription('Uses 1 renovation credit · Uses 1 staging credit');
    await user.click(retry);
    await waitFor(() => expect(background.sent('retryJob')).toEqual([{ jobId: 'job-a' }, { jobId: 'job-b' }]));
  });

  it('a refused retry stops there and stays in the view, the refusal shown', async () => {
    const { user, background, store } = renderLayout({ jobs: [waitingJob('job-x')] });
    background.handlers.retryJob = () => failure('insufficient_credits');
    await user.click(screen.getByRole('button', { name: 'Assets' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Kitchen' }));
    await user.click(screen.getByRole('button', { name: 'Delete image' }));
    await user.click(await screen.findByRole('button', { name: 'Retry the waiting render' }));
    await waitFor(() => expect(store.getState().notices.notice?.code).toBe('insufficient_credits'));
    expect(store.getState().assets.open).toBe(true);
  });

  it('speaks the interface language (German): header, quota, sizes', async () => {
    const background = fakeBackground({ listAssets: () => ({ assets: ASSETS, remaining: 1234 }) });
    const user = userEvent.setup();
    renderInPanel(<SidePanelLayout />, { background, locale: 'de' });
    await user.click(screen.getByRole('button', { name: 'Bilder' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Bilder' })).toBeInTheDocument();
    expect(await screen.findByText('1.234 Uploads übrig · 3 Bilder in Ihrem Konto')).toBeInTheDocument();
    expect(screen.getByText('4.032 × 3.024 px')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hochladen' })).toHaveAccessibleDescription('Das Hochladen belegt 1 Ihrer 1.234 verbleibenden Uploads. Es kostet keine Credits.');
    expect(screen.getAllByText('Von Reimagine hochgeladen')).toHaveLength(1);
  });
});

describe('Assets on the options page', () => {
  const connection = { apiBase: 'https://api.tech.renovateai.app/public/v1', confirmedOrigin: 'https://api.tech.renovateai.app', confirmed: true, key: { set: true, masked: '••••1234' } };

  it('shows the view on request (opening the options asks nothing of the account)', async () => {
    const background = fakeBackground({ listAssets: () => ({ assets: ASSETS, remaining: 80 }) });
    const user = userEvent.setup();
    renderWithBackground(<AssetsSection connection={connection} />, background);
    expect(background.sent('listAssets')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Show the images on your account' }));
    expect(await screen.findByText('80 upload slots left · 3 images on your account')).toBeInTheDocument();
  });

  it('without a key, says where to put it', () => {
    renderWithBackground(<AssetsSection connection={{ ...connection, key: { set: false, masked: '' } }} />);
    expect(screen.getByText('Add your API key above to see the images on your account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show the images on your account' })).not.toBeInTheDocument();
  });
});
