// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteAccess } from '../../../components/panel/SiteAccess';
import { SidePanelApp } from '../../../components/panel/SidePanelApp';
import { defaultSettings } from '../../../lib/storage/settings-schema';
import { failure, fakeBackground } from './fake-background';
import { renderInPanel } from './render';

const SITE = 'https://www.example-realty.com';
const SETTINGS = defaultSettings();

function renderRow(activeTab: { id: number; url?: string } | null, enabledSites: string[] = [], background = fakeBackground({ enableSite: () => ({ enabled: true }), disableSite: () => ({ enabled: false }) })) {
  const result = renderInPanel(<SiteAccess />, { background, state: { activeTab, settings: { ...SETTINGS, enabledSites } } });
  return { ...result, user: userEvent.setup() };
}

describe('SiteAccess ("This site" in the side panel)', () => {
  it('shows nothing without an active tab, on non-web pages and on catalog sites', () => {
    for (const tab of [null, { id: 1, url: 'chrome://extensions/' }, { id: 1, url: 'chrome-extension://ext/sidepanel.html' }, { id: 1, url: 'https://www.zillow.com/homedetails/1_zpid/' }]) {
      const { container, unmount } = renderRow(tab);
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });

  it('points to the page menu when the browser hides the tab’s address', () => {
    renderRow({ id: 4 });
    expect(screen.getByRole('region', { name: 'This site' })).toHaveTextContent('right-click the page and choose “Enable Reimagine on this site”');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks for the site’s permission in the click, before enabling it with the tab; then shows it on', async () => {
    const { background, user } = renderRow({ id: 5, url: `${SITE}/listing/5?photo=2` });
    expect(screen.getByRole('region', { name: 'This site' })).toHaveTextContent('Reimagine is off for www.example-realty.com');
    await user.click(screen.getByRole('button', { name: 'Enable Reimagine on this site' }));
    expect(await screen.findByText(/Reimagine is on for/)).toHaveTextContent('Reimagine is on for www.example-realty.com');
    expect(background.log.filter((line) => line.startsWith('permission:') || line.startsWith('call:'))).toEqual([`permission:${SITE}/*`, 'call:enableSite']);
    expect(background.sent('enableSite')).toEqual([{ origin: SITE, tabId: 5 }]);
    await waitFor(() => expect(screen.getByRole('button', { name: `Disable Reimagine on www.example-realty.com` })).toHaveFocus());
  });

  it('enables nothing when the permission is refused, and says so', async () => {
    const { background, store, user } = renderRow({ id: 5, url: `${SITE}/` });
    background.permissionAnswer = false;
    await user.click(screen.getByRole('button', { name: 'Enable Reimagine on this site' }));
    await waitFor(() => expect(store.getState().notice?.code).toBe('permission_denied'));
    expect(background.sent('enableSite')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Enable Reimagine on this site' })).toBeEnabled();
  });

  it('a failed enable becomes the panel’s notice and the site stays off', async () => {
    const background = fakeBackground({ enableSite: () => failure('permission_denied', 'Reimagine has no permission for https://www.example-realty.com.') });
    const { store, user } = renderRow({ id: 5, url: `${SITE}/` }, [], background);
    await user.click(screen.getByRole('button', { name: 'Enable Reimagine on this site' }));
    await waitFor(() => expect(store.getState().notice).toEqual({ code: 'permission_denied', detail: 'Reimagine has no permission for https://www.example-realty.com.' }));
    expect(screen.getByText(/Reimagine is off for/)).toBeInTheDocument();
  });

  it('an enabled site shows "Reimagine is on" with Disable, which turns it off', async () => {
    const { background, store, user } = renderRow({ id: 5, url: `${SITE}/listing/9` }, [SITE, 'https://homes.example.org']);
    expect(screen.getByRole('region', { name: 'This site' })).toHaveTextContent('Reimagine is on for www.example-realty.com');
    await user.click(screen.getByRole('button', { name: 'Disable Reimagine on www.example-realty.com' }));
    expect(await screen.findByRole('button', { name: 'Enable Reimagine on this site' })).toBeInTheDocument();
    expect(background.sent('disableSite')).toEqual([{ origin: SITE }]);
    expect(store.getState().settings?.enabledSites).toEqual(['https://homes.example.org']);
    expect(background.log.some((line) => line.startsWith('permission:'))).toBe(false);
  });

  it('follows the active tab in the full panel', async () => {
    const background = fakeBackground({ getSettings: () => ({ ...SETTINGS, enabledSites: [SITE] }) });
    background.activeTab = { id: 2, url: 'https://www.zillow.com/homedetails/1_zpid/' };
    render(<SidePanelApp background={background} />);
    await screen.findByRole('link', { name: '12 Elm St, Springfield' });
    expect(screen.queryByRole('region', { name: 'This site' })).not.toBeInTheDocument();
    background.setActiveTab({ id: 3, url: `${SITE}/listing/1` });
    expect(await screen.findByRole('region', { name: 'This site' })).toHaveTextContent('Reimagine is on for www.example-realty.com');
    background.setActiveTab({ id: 4, url: 'https://blog.example.net/post' });
    await waitFor(() => expect(screen.getByRole('region', { name: 'This site' })).toHaveTextContent('Reimagine is off for blog.example.net'));
  });
});
