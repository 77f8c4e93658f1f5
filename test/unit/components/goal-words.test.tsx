// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SidePanelApp } from '../../../components/panel/SidePanelApp';
import { LOCALES } from '../../../lib/i18n/locales';
import { panelMessages } from '../../../lib/i18n/messages/panel/index';
import { operationLabel } from '../../../lib/operations/words';
import type { Job } from '../../../lib/queue/types';
import { entry, fakeBackground, job } from './fake-background';

/**
 * One word, one meaning (issue #12): the goal a realtor picks ("Match style") is what the
 * progress view, the result, the history and the comparison page call the operation, in every
 * language. The API's name (style transfer) stays out of sight.
 */

const STYLE = { kind: 'url', url: 'https://photos.example.com/mood/coastal.jpg' } as const;

describe('the Match style goal and its operation', () => {
  it.each(LOCALES)('share one name in %s: the goal tab, its button and the operation label', (locale) => {
    const words = panelMessages[locale];
    expect(operationLabel('styleTransfer', locale)).toBe(words['goal.styleTransfer']);
    expect(words['action.styleTransfer']).toBe(words['goal.styleTransfer']);
  });

  it('the panel says "Match style" on the goal tab, in the progress view and in the history', async () => {
    const running: Job = job({
      id: 'job-style',
      request: { operation: 'styleTransfer', params: { style: STYLE } } as Job['request'],
      state: 'running',
      startedAt: Date.now() - 2_000,
    });
    const background = fakeBackground({
      listJobs: () => ({ jobs: [running] }),
      getHistory: () => ({ entries: [entry({ id: 'h-style', jobId: 'job-old', operation: 'styleTransfer', params: { style: STYLE } })] }),
    });
    const user = userEvent.setup();
    render(<SidePanelApp background={background} />);

    const goal = await screen.findByRole('tab', { name: 'Match style' });
    const stage = screen.getByRole('region', { name: 'Photo' });
    await waitFor(() => expect(stage.querySelector('.stage-progress__title')).toHaveTextContent(/^Match style/));
    expect(stage).not.toHaveTextContent(/style transfer/i);

    await user.click(screen.getByRole('button', { name: 'History' }));
    const history = await screen.findByRole('region', { name: 'History' });
    await waitFor(() => expect(within(history).getByText(goal.textContent ?? '')).toBeInTheDocument());
    expect(history).not.toHaveTextContent(/style transfer/i);
  });
});
