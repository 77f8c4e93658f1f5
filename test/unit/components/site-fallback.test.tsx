// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import './setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteFallback } from '../../../components/panel/SiteFallback';
import { fallbackTabsItem } from '../../../lib/storage/storage';
import { failure, fakeBackground } from './fake-background';
import { renderInPanel } from './render';

const ZILLOW = 'https://www.zillow.com/homedetails/1-Redesign-Way/2000000001_zpid/';

function renderRow(tab: { id: number; url?: string }, fallbackIn: number[], report: () => unknown = () => ({ report: 'Reimagine page report\nlarge images: 3' })) {
  const background = fakeBackground({
    siteFallbackStatus: ({ tabId }) => ({ site: fallbackIn.includes(tabId) ? 'Zillow' : null }),
    pageReport: report as never,
  });
  return { ...renderInPanel(<SiteFallback />, { background, state: { settings: { activeTab: tab } } }), user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('SiteFallback (a built-in site whose rules stopped matching, issue #31)', () => {
  it('says the general rules took over on this page, and copies a report of its layout', async () => {
    const { user, background } = renderRow({ id: 4, url: ZILLOW }, [4]);
    const region = await screen.findByRole('region', { name: 'This site' });
    expect(region).toHaveTextContent('Zillow changed how its pages are built');
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy a report' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('Reimagine page report\nlarge images: 3'));
    expect(background.sent('pageReport')).toEqual([{ tabId: 4 }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Report copied');
  });

  it('shows nothing where the rules work', async () => {
    const { container, background } = renderRow({ id: 5, url: ZILLOW }, [4]);
    await waitFor(() => expect(background.sent('siteFallbackStatus')).toEqual([{ tabId: 5 }]));
    expect(container.innerHTML).toBe('');
  });

  it('asks once for the tab, then again only when the background records a fallback', async () => {
    const fallbackIn: number[] = [];
    const { container, background } = renderRow({ id: 6, url: ZILLOW }, fallbackIn);
    await waitFor(() => expect(background.sent('siteFallbackStatus')).toEqual([{ tabId: 6 }]));
    expect(container.innerHTML).toBe('');
    // The page's rules miss after the panel opened: the background falls back and records it.
    fallbackIn.push(6);
    await fallbackTabsItem.setValue({ 6: { site: 'zillow', url: ZILLOW } });
    expect(await screen.findByRole('region', { name: 'This site' })).toHaveTextContent('Zillow changed how its pages are built');
    expect(background.sent('siteFallbackStatus')).toEqual([{ tabId: 6 }, { tabId: 6 }]);
  });

  it('says why when the report cannot be made', async () => {
    const { user } = renderRow({ id: 4, url: ZILLOW }, [4], () => failure('bad_message', 'The page could not be described.'));
    await user.click(await screen.findByRole('button', { name: 'Copy a report' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The report could not be made: The page could not be described.');
  });
});
