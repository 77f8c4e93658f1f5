// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SidePanelApp } from '../../../components/panel/SidePanelApp';
import { en as operationEn } from '../../../lib/i18n/messages/operations/en';
import { es as operationEs } from '../../../lib/i18n/messages/operations/es';
import { fr as operationFr } from '../../../lib/i18n/messages/operations/fr';
import { de as operationDe } from '../../../lib/i18n/messages/operations/de';
import { nl as operationNl } from '../../../lib/i18n/messages/operations/nl';
import { it as operationIt } from '../../../lib/i18n/messages/operations/it';
import { en as panelEn } from '../../../lib/i18n/messages/panel/en';
import { es as panelEs } from '../../../lib/i18n/messages/panel/es';
import { fr as panelFr } from '../../../lib/i18n/messages/panel/fr';
import { de as panelDe } from '../../../lib/i18n/messages/panel/de';
import { nl as panelNl } from '../../../lib/i18n/messages/panel/nl';
import { it as panelIt } from '../../../lib/i18n/messages/panel/it';
import type { Job } from '../../../lib/queue/types';
import { entry, fakeBackground, job } from './fake-background';

/**
 * One word, one meaning (issue #12): the goal a realtor picks ("Match style") is what the
 * progress view, the result, the history and the comparison page call the operation, in every
 * language. The API's name (style transfer) stays out of sight.
 */

const STYLE = { kind: 'url', url: 'https://photos.example.com/mood/coastal.jpg' } as const;

/** Each language's panel words and operation words, read from their own tables. */
const LANGUAGES = [
  ['en', panelEn, operationEn],
  ['es', panelEs, operationEs],
  ['fr', panelFr, operationFr],
  ['de', panelDe, operationDe],
  ['nl', panelNl, operationNl],
  ['it', panelIt, operationIt],
] as const;

describe('the Match style goal and its operation', () => {
  it.each(LANGUAGES)('share one name in %s: the goal tab, its button and the operation label', (_locale, panel, operation) => {
    expect(operation['operation.styleTransfer']).toBe(panel['goal.styleTransfer']);
    expect(panel['action.styleTransfer']).toBe(panel['goal.styleTransfer']);
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
