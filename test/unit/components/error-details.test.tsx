// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SidePanelLayout } from '../../../components/panel/SidePanelLayout';
import { JobList } from '../../../components/panel/JobList';
import { OptionsApp } from '../../../components/options/OptionsApp';
import type { ErrorCode } from '../../../lib/errors';
import { explainError } from '../../../lib/error-text';
import { DROPPED_MAY_HAVE_CHARGED } from '../../../lib/queue/queue';
import { renderInPanel } from './render';
import { failure, fakeBackground, job } from './fake-background';

/**
 * Wherever an error shows (the panel's notice, a failed render in the job list, the options
 * page's connection test), the user reads a sentence and a next step; the raw technical text is
 * behind a "Details" disclosure, collapsed until asked for.
 */
const RAW = 'POST /renovate failed with status 500: injected fault';

/** The one error notice in view, and checks on its disclosure. */
function expectExplained(alert: HTMLElement, code: ErrorCode, raw: string) {
  const { sentence, nextStep } = explainError(code);
  expect(alert).toHaveTextContent(sentence);
  expect(alert).toHaveTextContent(nextStep);
  const disclosure = alert.querySelector('details');
  expect(disclosure).not.toBeNull();
  expect(disclosure?.open).toBe(false);
  expect(disclosure?.querySelector('summary')).toHaveTextContent('Details');
  expect(disclosure).toHaveTextContent(raw);
  // Outside the disclosure, no raw text.
  const visible = [...alert.childNodes].filter((node) => node !== disclosure).map((node) => node.textContent ?? '').join(' ');
  expect(visible).not.toContain(raw);
}

describe('Error details stay behind "Details"', () => {
  it('in the panel’s notice', async () => {
    const user = userEvent.setup();
    renderInPanel(<SidePanelLayout />, { state: { notices: { notice: { code: 'server', detail: RAW } } } });
    const alert = screen.getAllByRole('alert').find((el) => el.getAttribute('data-code') === 'server') as HTMLElement;
    expectExplained(alert, 'server', RAW);
    await user.click(within(alert).getByText('Details'));
    expect(alert.querySelector('details')?.open).toBe(true);
  });

  it('in a failed render of the job list', () => {
    const failed = job({ id: 'f-1', state: 'failed', finishedAt: Date.now(), error: { code: 'server', message: RAW } });
    renderInPanel(<JobList />, { state: { jobs: { list: [failed] } } });
    expectExplained(screen.getByRole('alert'), 'server', RAW);
  });

  it('a render whose connection was lost says, in view, that it may have been charged; a lost upload does not', () => {
    const dropped = job({ id: 'd-1', state: 'failed', finishedAt: Date.now(), error: { code: 'network', message: `POST /renovate: the service could not be reached. ${DROPPED_MAY_HAVE_CHARGED}`, mayHaveCharged: true } });
    const upload = job({ id: 'u-1', state: 'failed', finishedAt: Date.now(), error: { code: 'network', message: 'POST /assets/upload: the service could not be reached.' } });
    renderInPanel(<JobList />, { state: { jobs: { list: [dropped, upload] } } });
    const [first, second] = screen.getAllByRole('alert');
    const warning = 'The render may have reached RenovateAI before the connection was lost, and been charged: check your credits and history before you retry.';
    expect(first?.querySelector('.notice__next:last-of-type')).toHaveTextContent(warning);
    expect(first?.querySelector('details')?.open).toBe(false);
    expect(second).not.toHaveTextContent(warning);
  });

  it('in the options page’s connection test', async () => {
    const user = userEvent.setup();
    render(<OptionsApp background={fakeBackground({ testConnection: () => failure('unauthorized', 'GET /plan/details failed with status 401: Invalid API key') })} />);
    await screen.findByText(/^A key is saved/);
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expectExplained(await screen.findByRole('alert'), 'unauthorized', 'status 401: Invalid API key');
  });
});
