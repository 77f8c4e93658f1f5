// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SidePanelApp } from '../../../components/panel/SidePanelApp';
import { canonicalize } from '../../../lib/queue/dedupe';
import type { JobRequest } from '../../../lib/queue/types';
import { entry, failure, fakeBackground, job, PHOTO, type FakeBackground } from './fake-background';

/**
 * The action bar's price when an identical render would answer the button: the background's
 * quote (`quoteJob`) decides; the panel states "no credit" only on its answer for the form as it
 * is now, and the operation's price otherwise.
 */

const RESULT = entry({ id: 'h-1' });

/** The background's rule, as the fake answers it: the result's own operation and parameters. */
function sameAsResult(request: JobRequest): boolean {
  return request.operation === RESULT.operation && JSON.stringify(canonicalize(request.params)) === JSON.stringify(canonicalize(RESULT.params));
}

function renderPanel(background: FakeBackground) {
  render(<SidePanelApp background={background} />);
  return { background, user: userEvent.setup() };
}

describe('the action bar states no credit for a render an identical one answers', () => {
  it('the result’s own settings again: free, as the background says; changed settings: the price again', async () => {
    const { background, user } = renderPanel(
      fakeBackground({
        getHistory: () => ({ entries: [RESULT] }),
        quoteJob: ({ job: request }) => ({ answeredBy: sameAsResult(request) ? 'history' : null }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit settings' }));
    expect(await screen.findByRole('button', { name: 'Renovate · free' })).toBeEnabled();
    expect(screen.getByText('Uses no credit: the same render is in History')).toBeInTheDocument();
    expect(background.sent('quoteJob').at(-1)).toMatchObject({ job: { operation: 'renovate', params: RESULT.params }, photo: { url: PHOTO.url } });

    await user.type(screen.getByRole('textbox', { name: 'Guidance' }), ', walnut shelves');
    expect(await screen.findByRole('button', { name: 'Renovate · 1 credit' })).toBeEnabled();
    expect(screen.getByText('Uses 1 renovation credit · 42 left')).toBeInTheDocument();
    // Typing asks once the form rests, not for every key.
    expect(background.sent('quoteJob').length).toBeLessThan(5);
  });

  it('the same render on its way: free, saying so', async () => {
    const running = job({ id: 'job-9', state: 'running', photo: PHOTO, request: { operation: 'renovate', params: { guidance: 'white oak floors' } } as JobRequest });
    const { background, user } = renderPanel(
      fakeBackground({
        listJobs: () => ({ jobs: [running] }),
        quoteJob: ({ job: request }) => ({ answeredBy: (request.params as { guidance?: string }).guidance === 'white oak floors' ? 'running' : null }),
      }),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Guidance' }), 'white oak floors');
    expect(await screen.findByText('Uses no credit: the same render is on its way')).toBeInTheDocument();
    expect(background.sent('quoteJob').at(-1)).toMatchObject({ job: { params: { guidance: 'white oak floors' } }, photo: { url: PHOTO.url } });
  });

  it('a quote that fails states the price (never "free" on a guess)', async () => {
    const { background, user } = renderPanel(fakeBackground({ getHistory: () => ({ entries: [RESULT] }), quoteJob: () => failure('internal') }));
    await user.click(await screen.findByRole('button', { name: 'Edit settings' }));
    await waitFor(() => expect(background.sent('quoteJob').length).toBeGreaterThan(0));
    expect(await screen.findByRole('button', { name: 'Renovate · 1 credit' })).toBeEnabled();
    expect(screen.queryByText(/Uses no credit/)).not.toBeInTheDocument();
  });

  it('a photo with no result and no job of its own asks nothing', async () => {
    const { background, user } = renderPanel(fakeBackground({ quoteJob: () => ({ answeredBy: 'history' }) }));
    await user.type(await screen.findByRole('textbox', { name: 'Guidance' }), 'white oak floors');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(background.sent('quoteJob')).toEqual([]);
    expect(screen.getByText('Uses 1 renovation credit · 42 left')).toBeInTheDocument();
  });
});
