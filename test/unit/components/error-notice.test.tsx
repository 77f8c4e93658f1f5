// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import './setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorNotice } from '../../../components/shared/ErrorNotice';
import { ErrorCode } from '../../../lib/errors';
import { explainError } from '../../../lib/error-text';
import { renderWithBackground } from './render';
import { failure, fakeBackground } from './fake-background';

/** True when a closed <details> hides the element (its summary stays in view). */
function collapsed(element: HTMLElement): boolean {
  const details = element.closest('details');
  return details !== null && !details.open && element.closest('summary') === null;
}

describe('ErrorNotice', () => {
  it.each(ErrorCode.options)('renders the sentence and next step of "%s"', (code) => {
    renderWithBackground(<ErrorNotice code={code} onRetry={() => undefined} onPickAnotherPhoto={() => undefined} />);
    const alert = screen.getByRole('alert');
    const { sentence, nextStep } = explainError(code);
    expect(sentence.length).toBeGreaterThan(10);
    expect(alert).toHaveTextContent(sentence);
    expect(alert).toHaveTextContent(nextStep);
    expect(alert).toHaveAttribute('data-code', code);
  });

  it('keeps the technical detail behind a collapsed "Details", with the sentence and next step in view', async () => {
    const user = userEvent.setup();
    const detail = 'POST /renovate failed with status 500: injected fault';
    renderWithBackground(<ErrorNotice code="server" detail={detail} onRetry={() => undefined} />);
    const alert = screen.getByRole('alert');
    const { sentence, nextStep } = explainError('server');
    expect(collapsed(screen.getByText(sentence))).toBe(false);
    expect(collapsed(screen.getByText(nextStep))).toBe(false);
    // The sentence a realtor reads carries no HTTP jargon; the raw text is only in the disclosure.
    expect(sentence).not.toMatch(/POST|status|HTTP|\b[45]\d\d\b/);
    const disclosure = alert.querySelector('details');
    expect(disclosure).not.toBeNull();
    expect(disclosure).not.toHaveAttribute('open');
    expect(within(disclosure as HTMLElement).getByText('Details').tagName).toBe('SUMMARY');
    expect(collapsed(screen.getByText(detail))).toBe(true);
    expect(disclosure).toHaveTextContent(detail);
    await user.click(screen.getByText('Details'));
    expect(disclosure).toHaveAttribute('open');
    expect(collapsed(screen.getByText(detail))).toBe(false);
  });

  it('shows no "Details" without a detail, or when the detail only repeats the sentence', () => {
    const { unmount } = renderWithBackground(<ErrorNotice code="timeout" />);
    expect(screen.queryByText('Details')).not.toBeInTheDocument();
    unmount();
    renderWithBackground(<ErrorNotice code="no_api_key" detail={explainError('no_api_key').sentence} />);
    expect(screen.queryByText('Details')).not.toBeInTheDocument();
  });

  it('every sentence is plain words: no status codes, methods or API paths', () => {
    for (const code of ErrorCode.options) {
      const { sentence, nextStep } = explainError(code);
      expect(`${sentence} ${nextStep}`, code).not.toMatch(/\b(GET|POST|HTTP|status|malformed|endpoint)\b|\b[45]\d\d\b|\/[a-z]+\//);
      expect(sentence.endsWith('.'), code).toBe(true);
      expect(nextStep.endsWith('.'), code).toBe(true);
    }
  });

  it('links a key problem to the options page', async () => {
    const user = userEvent.setup();
    const { background } = renderWithBackground(<ErrorNotice code="unauthorized" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The API key was rejected.');
    await user.click(screen.getByRole('button', { name: 'Open options' }));
    expect(background.log).toContain('options');
  });

  it('offers "Get credits" when credits run out, and Retry only where retrying can help', () => {
    const onRetry = vi.fn();
    const { unmount } = renderWithBackground(<ErrorNotice code="insufficient_credits" onRetry={onRetry} />);
    expect(screen.getByRole('link', { name: 'Get credits' })).toHaveAttribute('href', 'https://renovateai.app');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    unmount();
    renderWithBackground(<ErrorNotice code="timeout" onRetry={onRetry} />);
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers to pick another photo for photo problems', () => {
    const pick = vi.fn();
    renderWithBackground(<ErrorNotice code="image_too_small" onPickAnotherPhoto={pick} />);
    screen.getByRole('button', { name: 'Pick another photo' }).click();
    expect(pick).toHaveBeenCalledOnce();
  });

  it('frees the asset limit by deleting the oldest images Reimagine uploaded, then offers Retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const assets = Array.from({ length: 14 }, (_, i) => ({ id: `a-${i}`, uploadedAt: i }));
    const background = fakeBackground({ getOwnAssets: () => ({ assets, remaining: 0 }), deleteOwnAssets: ({ count }) => ({ deleted: count }) });
    renderWithBackground(<ErrorNotice code="asset_limit" onRetry={onRetry} />, background);
    await user.click(await screen.findByRole('button', { name: 'Delete the 10 oldest images Reimagine uploaded' }));
    await waitFor(() => expect(screen.getByText(/Deleted 10 images/)).toBeInTheDocument());
    expect(background.sent('deleteOwnAssets')).toEqual([{ count: 10 }]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says so when Reimagine uploaded nothing it could delete', async () => {
    const background = fakeBackground({ getOwnAssets: () => ({ assets: [], remaining: 0 }) });
    renderWithBackground(<ErrorNotice code="asset_limit" />, background);
    expect(await screen.findByText(/no uploaded images of its own/)).toBeInTheDocument();
  });

  it('explains a failure of the asset listing itself', async () => {
    const background = fakeBackground({ getOwnAssets: () => failure('network') });
    renderWithBackground(<ErrorNotice code="asset_limit" />, background);
    expect(await screen.findByText(explainError('network').sentence)).toBeInTheDocument();
  });
});
