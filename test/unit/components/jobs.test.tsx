// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JobList } from '../../../components/panel/JobList';
import { explainError } from '../../../lib/error-text';
import { queuePosition, visibleJobs } from '../../../components/panel/store/panel-store';
import { renderInPanel } from './render';
import { fakeBackground, job, OTHER_LISTING_PHOTO } from './fake-background';

describe('JobList', () => {
  it('shows a running job’s elapsed time against 6–20 s, and cancels it', async () => {
    const user = userEvent.setup();
    const running = job({ id: 'run-1', state: 'running', startedAt: Date.now() - 7_400 });
    const background = fakeBackground({ cancelJob: ({ jobId }) => ({ job: { ...running, id: jobId, state: 'cancelled', finishedAt: Date.now() } }) });
    const { store } = renderInPanel(<JobList />, { background, state: { jobs: { list: [running] } } });

    const bar = screen.getByRole('progressbar', { name: /Renovation/ });
    expect(bar).toHaveAttribute('aria-valuemax', '20');
    expect(bar).toHaveAttribute('aria-valuenow', '7');
    expect(bar).toHaveAttribute('aria-valuetext', '7 sec · usually 6–20 sec');
    expect(screen.getByText('7 sec · usually 6–20 sec')).toBeInTheDocument();
    expect(screen.getByText(/Scandinavian/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(background.sent('cancelJob')).toEqual([{ jobId: 'run-1' }]);
    expect(store.getState().jobs.list[0]?.state).toBe('cancelled');
  });

  it('says when a render takes longer than usual, with a full bar', () => {
    renderInPanel(<JobList />, { state: { jobs: { list: [job({ state: 'running', startedAt: Date.now() - 31_000 })] } } });
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    expect(bar).toHaveAttribute('aria-valuetext', '31 sec · taking longer than usual');
  });

  it('shows queued jobs with their place in line, oldest first, and lets them be cancelled', () => {
    const now = Date.now();
    const jobs = [job({ id: 'q-new', createdAt: now }), job({ id: 'q-old', createdAt: now - 5_000, photo: OTHER_LISTING_PHOTO }), job({ id: 'r', state: 'running', startedAt: now })];
    renderInPanel(<JobList />, { state: { jobs: { list: jobs } } });
    expect(screen.getByText('Queued · position 1 in line')).toBeInTheDocument();
    expect(screen.getByText('Queued · position 2 in line')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Cancel' })).toHaveLength(3);
    expect(queuePosition(jobs, 'q-old')).toBe(1);
    expect(queuePosition(jobs, 'r')).toBe(0);
  });

  it('explains a failed job with explainError and retries it', async () => {
    const user = userEvent.setup();
    const failed = job({ id: 'f-1', state: 'failed', finishedAt: Date.now(), error: { code: 'no_cabinets', message: 'HTTP 400 from /kitchen_cabinets' }, request: { operation: 'kitchenCabinets', params: { guidance: 'sage green doors' } } });
    const background = fakeBackground({ retryJob: () => ({ job: job({ id: 'f-2', state: 'queued', retryOf: 'f-1' }) }) });
    const { store } = renderInPanel(<JobList />, { background, state: { jobs: { list: [failed] } } });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(explainError('no_cabinets').sentence);
    expect(alert).toHaveTextContent(explainError('no_cabinets').nextStep);
    expect(within(alert).getByRole('button', { name: 'Pick another photo' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('Queued · position 1 in line')).toBeInTheDocument());
    expect(background.sent('retryJob')).toEqual([{ jobId: 'f-1' }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().jobs.dismissed).toContain('f-1');
  });

  it('shows an interrupted job as interrupted, with Retry and Dismiss', async () => {
    const user = userEvent.setup();
    renderInPanel(<JobList />, { state: { jobs: { list: [job({ id: 'i-1', state: 'interrupted', finishedAt: Date.now() })] } } });
    expect(screen.getByRole('alert')).toHaveTextContent(explainError('interrupted').sentence);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists nothing for finished, cancelled, dismissed or day-old failed jobs', () => {
    const now = Date.now();
    const jobs = [
      job({ id: 'd', state: 'done' }),
      job({ id: 'c', state: 'cancelled' }),
      job({ id: 'x', state: 'failed', finishedAt: now, error: { code: 'server', message: '' } }),
      job({ id: 'old', state: 'failed', finishedAt: now - 2 * 86_400_000, error: { code: 'server', message: '' } }),
    ];
    expect(visibleJobs(jobs, ['x'], now)).toEqual([]);
    const { container } = renderInPanel(<JobList />, { state: { jobs: { list: jobs, dismissed: ['x'] } } });
    expect(container.innerHTML).toBe("");
  });

  it('a change never takes a job the panel has done back to running (a copy read before its writes landed)', () => {
    const running = job({ id: 'run-2', state: 'running', startedAt: Date.now() - 3_000 });
    const done = { ...running, state: 'done' as const, finishedAt: Date.now(), result: { historyId: 'h-2', imageUrl: 'https://cdn.example/h-2.jpg', fromCache: false } };
    const other = job({ id: 'run-3', state: 'queued' });
    const { store } = renderInPanel(<JobList />, { state: { jobs: { list: [done] } } });
    store.getState().applyJobChanges([running, other]);
    expect(store.getState().jobs.list.find((j) => j.id === 'run-2')?.state).toBe('done');
    expect(store.getState().jobs.list.find((j) => j.id === 'run-3')?.state).toBe('queued');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

