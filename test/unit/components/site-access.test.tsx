// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteAccess } from '../../../components/panel/SiteAccess';
import { SidePanelApp } from '../../../components/panel/SidePanelApp';
import { defaultSettings } from '../../../lib/storage/settings-schema';
import { failure, fakeBackground, type FakeBackground } from './fake-background';
import { renderInPanel } from './render';

const SITE = 'https://www.example-realty.com';
const SETTINGS = defaultSettings();
const ZILLOW = 'https://www.zillow.com/homedetails/1_zpid/';

/** A background whose tabs in `running` answer the listing script's probe. */
function withScriptIn(running: number[], handlers: Parameters<typeof fakeBackground>[0] = {}): FakeBackground {
  return fakeBackground({
    enableSite: () => ({ enabled: true }),
    disableSite: () => ({ enabled: false }),
    listingScriptStatus: ({ tabId }) => ({ running: running.includes(tabId) }),
    ...handlers,
  });
}

function renderRow(activeTab: { id: number; url?: string } | null, enabledSites: string[] = [], background = withScriptIn([])) {
  const result = renderInPanel(<SiteAccess recheckMs={0} />, { background, state: { settings: { activeTab, values: { ...SETTINGS, enabledSites } } } });
  return { ...result, user: userEvent.setup() };
}

/** Lets the probe's replies land. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('SiteAccess ("This site" in the side panel)', () => {
  it('shows nothing without an active tab, on non-web pages and on built-in sites, and asks no tab there', async () => {
    for (const tab of [null, { id: 1, url: 'chrome://extensions/' }, { id: 1, url: 'chrome-extension://ext/sidepanel.html' }, { id: 1, url: ZILLOW }]) {
      const { container, background, unmount } = renderRow(tab);
      await settle();
      expect(container.innerHTML).toBe('');
      expect(background.sent('listingScriptStatus')).toEqual([]);
      unmount();
    }
  });

  it('shows nothing on a site where the listing script runs: an enabled site, or one the build itself covers', async () => {
    for (const enabled of [[SITE], []]) {
      const { container, background, unmount } = renderRow({ id: 7, url: `${SITE}/listing/7` }, enabled, withScriptIn([7]));
      await waitFor(() => expect(background.sent('listingScriptStatus')).toEqual([{ tabId: 7 }]));
      await settle();
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });

  it('offers "Enable Reimagine on this site" on an unknown site without the script, after asking twice', async () => {
    const { background } = renderRow({ id: 5, url: `${SITE}/listing/5?photo=2` });
    expect(await screen.findByRole('region', { name: 'This site' })).toHaveTextContent('Reimagine is off for www.example-realty.com');
    expect(screen.getByRole('button', { name: 'Enable Reimagine on this site' })).toBeEnabled();
    // A page still loading starts its script when idle: one "no" is not enough.
    expect(background.sent('listingScriptStatus')).toEqual([{ tabId: 5 }, { tabId: 5 }]);
  });

  it('says an enabled site is not running in this tab, and offers to start it', async () => {
    renderRow({ id: 5, url: `${SITE}/listing/5` }, [SITE]);
    expect(await screen.findByRole('region', { name: 'This site' })).toHaveTextContent('Reimagine is not running on www.example-realty.com in this tab');
    expect(screen.getByRole('button', { name: 'Enable Reimagine on this site' })).toBeInTheDocument();
  });

  it('points to the page menu when the browser hides the tab’s address and the script is not there', async () => {
    renderRow({ id: 4 });
    expect(await screen.findByRole('region', { name: 'This site' })).toHaveTextContent('right-click the page and choose “Enable Reimagine on this site”');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks for the site’s permission in the click, before enabling it with the tab; then shows it on, with Disable', async () => {
    const { background, user } = renderRow({ id: 5, url: `${SITE}/listing/5?photo=2` });
    await user.click(await screen.findByRole('button', { name: 'Enable Reimagine on this site' }));
    expect(await screen.findByText(/Reimagine is on for/)).toHaveTextContent('Reimagine is on for www.example-realty.com');
    expect(background.log.filter((line) => line.startsWith('permission:') || line === 'call:enableSite')).toEqual([`permission:${SITE}/*`, 'call:enableSite']);
    expect(background.sent('enableSite')).toEqual([{ origin: SITE, tabId: 5 }]);
    await waitFor(() => expect(screen.getByRole('button', { name: `Disable Reimagine on www.example-realty.com` })).toHaveFocus());
  });

  it('enables nothing when the permission is refused, and says so', async () => {
    const { background, store, user } = renderRow({ id: 5, url: `${SITE}/` });
    background.permissionAnswer = false;
    await user.click(await screen.findByRole('button', { name: 'Enable Reimagine on this site' }));
    await waitFor(() => expect(store.getState().notices.notice?.code).toBe('permission_denied'));
    expect(background.sent('enableSite')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Enable Reimagine on this site' })).toBeEnabled();
  });

  it('a failed enable becomes the panel’s notice and the site stays off', async () => {
    const background = withScriptIn([], { enableSite: () => failure('permission_denied', 'Reimagine has no permission for https://www.example-realty.com.') });
    const { store, user } = renderRow({ id: 5, url: `${SITE}/` }, [], background);
    await user.click(await screen.findByRole('button', { name: 'Enable Reimagine on this site' }));
    await waitFor(() => expect(store.getState().notices.notice).toEqual({ code: 'permission_denied', detail: 'Reimagine has no permission for https://www.example-realty.com.' }));
    expect(screen.getByText(/Reimagine is off for/)).toBeInTheDocument();
  });

  it('Disable right after enabling turns it off again, and says the buttons go at the next reload', async () => {
    const { background, store, user } = renderRow({ id: 5, url: `${SITE}/listing/9` }, ['https://homes.example.org']);
    await user.click(await screen.findByRole('button', { name: 'Enable Reimagine on this site' }));
    await user.click(await screen.findByRole('button', { name: 'Disable Reimagine on www.example-realty.com' }));
    expect(await screen.findByRole('button', { name: 'Enable Reimagine on this site' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'This site' })).toHaveTextContent('its buttons leave this page when you reload it');
    expect(background.sent('disableSite')).toEqual([{ origin: SITE }]);
    expect(store.getState().settings.values?.enabledSites).toEqual(['https://homes.example.org']);
  });

  it('follows the active tab in the full panel: no row where the script runs, the row where it does not', async () => {
    const background = withScriptIn([2, 3], { getSettings: () => ({ ...SETTINGS, enabledSites: [SITE] }) });
    background.activeTab = { id: 2, url: ZILLOW };
    render(<SidePanelApp background={background} />);
    await screen.findByRole('link', { name: '12 Elm St, Springfield' });
    expect(screen.queryByRole('region', { name: 'This site' })).not.toBeInTheDocument();
    background.setActiveTab({ id: 3, url: `${SITE}/listing/1` });
    await waitFor(() => expect(background.sent('listingScriptStatus')).toContainEqual({ tabId: 3 }));
    await settle();
    expect(screen.queryByRole('region', { name: 'This site' })).not.toBeInTheDocument();
    background.setActiveTab({ id: 4, url: 'https://blog.example.net/post' });
    await waitFor(() => expect(screen.getByRole('region', { name: 'This site' })).toHaveTextContent('Reimagine is off for blog.example.net'), { timeout: 3000 });
  });
});
