// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SidePanelApp } from '../../../components/panel/SidePanelApp';
import { PANEL_STATE_KEY } from '../../../components/panel/store/panel-store';
import { photoStateOf } from '../../../components/panel/store/photo-states';
import { withResult } from '../../../components/panel/store/history-slice';
import { defaultForms } from '../../../components/panel/store/forms';
import { entry, fakeBackground, job, OTHER_LISTING_PHOTO, PHOTO, type FakeBackground } from './fake-background';
import type { Job } from '../../../lib/queue/types';
import type { PickedPhoto } from '../../../lib/listing';
import { EVENT_CHANNEL } from '../../../lib/protocol-names';

const [URL_1 = '', URL_2 = '', URL_3 = ''] = PHOTO.listing.photoUrls;
const PHOTO_2: PickedPhoto = { url: URL_2, listing: PHOTO.listing };

function renderPanel(background: FakeBackground = fakeBackground()) {
  const result = render(<SidePanelApp background={background} />);
  return { ...result, background, user: userEvent.setup() };
}

const strip = () => screen.getByRole('list', { name: 'Listing photos' });
const photoButton = (n: number) => within(strip()).getByRole('button', { name: new RegExp(`^Photo ${n} of 3:`) });

describe('the listing workspace', () => {
  it('the photo strip is one tab stop: arrow keys, Home and End move, Enter chooses', async () => {
    const { user } = renderPanel();
    await screen.findByRole('list', { name: 'Listing photos' });
    expect(photoButton(1)).toHaveAttribute('tabindex', '0');
    expect(photoButton(2)).toHaveAttribute('tabindex', '-1');
    photoButton(1).focus();
    await user.keyboard('{ArrowRight}');
    expect(photoButton(2)).toHaveFocus();
    await user.keyboard('{End}');
    expect(photoButton(3)).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}{Enter}');
    expect(photoButton(2)).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('img', { name: 'Before' })).toHaveAttribute('src', URL_2);
  });

  it('each photo keeps its own settings and results; switching loses nothing, and a reopened panel has them all', async () => {
    const background = fakeBackground({ getHistory: () => ({ entries: [entry({ id: 'h-1', resultUrl: 'https://cdn.example/1.jpg' })] }) });
    const { user, unmount } = renderPanel(background);
    const guidance = () => screen.getByRole('textbox', { name: 'Guidance' });
    await waitFor(() => expect(screen.getByRole('img', { name: 'After' })).toHaveAttribute('src', 'https://cdn.example/1.jpg'));
    await user.type(guidance(), 'white oak floors');
    await user.click(screen.getByRole('radio', { name: 'Japandi' }));

    await user.click(photoButton(2));
    expect(screen.queryByRole('img', { name: 'After' })).not.toBeInTheDocument();
    expect(guidance()).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Japandi' })).not.toBeChecked();
    await user.type(guidance(), 'navy shaker doors');
    await user.click(screen.getByRole('checkbox', { name: 'Only the kitchen cabinets' }));

    await user.click(photoButton(1));
    expect(guidance()).toHaveValue('white oak floors');
    expect(screen.getByRole('radio', { name: 'Japandi' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Only the kitchen cabinets' })).not.toBeChecked();
    expect(screen.getByRole('img', { name: 'After' })).toHaveAttribute('src', 'https://cdn.example/1.jpg');

    await user.click(photoButton(2));
    await waitFor(() => expect((background.storage.get(PANEL_STATE_KEY) as { photo?: PickedPhoto } | undefined)?.photo?.url).toBe(URL_2));
    unmount();

    const again = renderPanel(background);
    await waitFor(() => expect(photoButton(2)).toHaveAttribute('aria-current', 'true'));
    expect(guidance()).toHaveValue('navy shaker doors');
    expect(screen.getByRole('checkbox', { name: 'Only the kitchen cabinets' })).toBeChecked();
    await again.user.click(photoButton(1));
    expect(guidance()).toHaveValue('white oak floors');
  });

  it('one store holds the current photo: a pick already shown does not take the panel back; a new pick does, and jobs name it', async () => {
    const background = fakeBackground({ getPickedPhoto: () => ({ photo: PHOTO, pickId: 'pick-1' }) });
    background.storage.set(PANEL_STATE_KEY, { photo: PHOTO_2, pickId: 'pick-1', forms: defaultForms() });
    const { user, unmount } = renderPanel(background);
    await waitFor(() => expect(background.sent('getPickedPhoto')).toHaveLength(1));
    await waitFor(() => expect(photoButton(2)).toHaveAttribute('aria-current', 'true'));

    await user.click(screen.getByRole('tab', { name: 'Upscale' }));
    await user.click(screen.getByRole('button', { name: 'Upscale' }));
    await waitFor(() => expect(background.sent('startJob')).toHaveLength(1));
    expect(background.sent('startJob')[0]).toMatchObject({ photo: PHOTO_2, pickId: 'pick-1' });
    unmount();

    background.handlers.getPickedPhoto = () => ({ photo: OTHER_LISTING_PHOTO, pickId: 'pick-2' });
    renderPanel(background);
    expect(await screen.findByRole('link', { name: 'Flat 3, 7 Mill Lane, Leeds' })).toBeInTheDocument();
  });

  it('a photo picked while open comes with its pick id', async () => {
    const { background, user } = renderPanel();
    await screen.findByRole('list', { name: 'Listing photos' });
    background.emit({ channel: EVENT_CHANNEL, type: 'pickedPhoto', photo: PHOTO_2, pickId: 'pick-9' });
    await waitFor(() => expect(photoButton(2)).toHaveAttribute('aria-current', 'true'));
    await user.click(screen.getByRole('tab', { name: 'Upscale' }));
    await user.click(screen.getByRole('button', { name: 'Upscale' }));
    await waitFor(() => expect(background.sent('startJob')).toHaveLength(1));
    expect(background.sent('startJob')[0]).toMatchObject({ photo: PHOTO_2, pickId: 'pick-9' });
  });

  it('History is a view of its own, read as it opens, with a way back; opening a result shows its photo', async () => {
    const other = entry({ id: 'h-leeds', photo: OTHER_LISTING_PHOTO, resultUrl: 'https://cdn.example/leeds.jpg' });
    const background = fakeBackground({ getHistory: () => ({ entries: [other] }) });
    const { user } = renderPanel(background);
    await screen.findByRole('list', { name: 'Listing photos' });
    const reads = background.sent('getHistory').length;
    expect(screen.getByRole('region', { name: 'Action' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'History' }));
    expect(screen.getByRole('heading', { name: 'History' })).toBeInTheDocument();
    await waitFor(() => expect(background.sent('getHistory')).toHaveLength(reads + 1));
    expect(screen.queryByRole('region', { name: 'Action' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Listing photos' })).not.toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Back to listing' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back to listing' }));
    expect(screen.getByRole('list', { name: 'Listing photos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'History' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'History' }));
    await user.click(await screen.findByRole('button', { name: /^Open Renovation · Scandinavian · Renovate · “white oak floors and brass fixtures” from / }));
    expect(screen.getByRole('link', { name: 'Flat 3, 7 Mill Lane, Leeds' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'After' })).toHaveAttribute('src', 'https://cdn.example/leeds.jpg');
  });

  it('a failed render is explained on its photo, with Retry and Dismiss; the strip says so', async () => {
    const failed = job({ id: 'f-1', state: 'failed', finishedAt: Date.now(), error: { code: 'server', message: 'HTTP 502' } });
    const background = fakeBackground({ listJobs: () => ({ jobs: [failed] }), retryJob: () => ({ job: job({ id: 'f-2', state: 'queued', retryOf: 'f-1' }) }) });
    const { user } = renderPanel(background);
    const stage = await screen.findByRole('region', { name: 'Photo' });
    expect(await within(stage).findByText('Renovation did not finish')).toBeInTheDocument();
    expect(photoButton(1)).toHaveAttribute('aria-label', 'Photo 1 of 3: failed');
    await user.click(within(stage).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(background.sent('retryJob')).toEqual([{ jobId: 'f-1' }]));
    expect(await within(stage).findByText('Queued · position 1 in line')).toBeInTheDocument();
  });

  it('the action bar names the goal and its cost from the operation; Cancel in the progress view cancels', async () => {
    const running = job({ id: 'r-1', state: 'running', startedAt: Date.now() - 2_000 });
    const background = fakeBackground({ listJobs: () => ({ jobs: [running] }), cancelJob: ({ jobId }) => ({ job: { ...running, id: jobId, state: 'cancelled', finishedAt: Date.now() } }) });
    const { user } = renderPanel(background);
    const bar = await screen.findByRole('region', { name: 'Action' });
    await waitFor(() => expect(within(bar).getByText('Pick a style or write guidance to renovate.')).toBeInTheDocument());
    await user.click(screen.getByRole('tab', { name: 'Stage' }));
    expect(within(bar).getByRole('button', { name: 'Stage' })).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: 'Upscale' }));
    expect(within(bar).getByText('Uses 1 renovation credit · 42 left')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Match style' }));
    expect(within(bar).getByRole('button', { name: 'Match style' })).toBeDisabled();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Renovate', 'Stage', 'Match style', 'Upscale']);

    const stage = screen.getByRole('region', { name: 'Photo' });
    await user.click(within(stage).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(background.sent('cancelJob')).toEqual([{ jobId: 'r-1' }]));
    expect(await within(stage).findByRole('img', { name: 'Before' })).toBeInTheDocument();
  });
});

describe('panel store helpers', () => {
  it('photoStateOf: working, then queued, then a failure newer than the newest result, then ready, else original', () => {
    const now = Date.now();
    const result = entry({ id: 'h', photo: PHOTO_2, createdAt: now - 5_000 });
    const oldFailure = job({ id: 'f-old', photo: PHOTO_2, state: 'failed', createdAt: now - 9_000, finishedAt: now - 8_000, error: { code: 'server', message: '' } });
    const jobs: Job[] = [job({ id: 'q', photo: { url: URL_3, listing: PHOTO.listing } }), job({ id: 'r', state: 'running', startedAt: now })];
    expect(photoStateOf(URL_1, jobs, [], [], now).kind).toBe('working');
    expect(photoStateOf(URL_3, jobs, [], [], now).kind).toBe('queued');
    expect(photoStateOf(URL_2, [oldFailure], [result], [], now).kind).toBe('ready');
    expect(photoStateOf(URL_2, [{ ...oldFailure, finishedAt: now }], [result], [], now).kind).toBe('failed');
    expect(photoStateOf(URL_2, [{ ...oldFailure, finishedAt: now }], [result], ['f-old'], now).kind).toBe('ready');
    expect(photoStateOf(URL_2, [], [], [], now).kind).toBe('original');
  });

  it('withResult adds a result once, newest first', () => {
    const older = entry({ id: 'a', createdAt: 1 });
    const newer = entry({ id: 'b', createdAt: 2 });
    const list = withResult([older], newer);
    expect(list.map((e) => e.id)).toEqual(['b', 'a']);
    expect(withResult(list, { ...newer, resultUrl: 'https://elsewhere.example/x.jpg' })).toBe(list);
  });

  it('an older version’s stored state still opens: the cabinets tool becomes Renovate, its separate form is dropped', async () => {
    const background = fakeBackground();
    background.storage.set(PANEL_STATE_KEY, {
      tool: 'cabinets',
      photo: PHOTO,
      forms: { ...defaultForms(), renovate: { styleId: 'st-scandi', group: 'interior', spectrum: 'enhance', guidance: 'oak', materials: [] }, cabinets: { styleId: null, guidance: 'x' } },
    });
    renderPanel(background);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Scandinavian' })).toBeChecked());
    expect(screen.getByRole('tab', { name: 'Renovate' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('checkbox', { name: 'Only the kitchen cabinets' })).not.toBeChecked();
  });
});
