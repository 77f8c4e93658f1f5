// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OptionsApp } from '../../../components/options/OptionsApp';
import { EMULATOR_API_BASE } from '../../../lib/config';
import { explainError } from '../../../lib/error-text';
import { defaultSettings } from '../../../lib/storage/settings-schema';
import { failure, fakeBackground, PLAN, type FakeHandlers } from './fake-background';
import { boundConnection } from './fake-connection';

const PRODUCTION = 'https://api.tech.renovateai.app/public/v1';

function renderOptions(handlers: FakeHandlers = {}, demo = false) {
  const background = fakeBackground({
    saveSettings: (patch) => ({ ...defaultSettings(), ...patch, disclosure: { ...defaultSettings().disclosure, ...patch.disclosure } }),
    ...boundConnection({ apiBase: PRODUCTION, confirmedOrigin: 'https://api.tech.renovateai.app', apiKey: 'rk_live_secret_1234' }),
    revealApiKey: () => ({ apiKey: 'rk_live_secret_1234' }),
    testConnection: () => PLAN,
    ...handlers,
  });
  render(<OptionsApp background={background} demo={demo} />);
  return { background, user: userEvent.setup() };
}

describe('Options: API key', () => {
  it('shows the saved key masked, reveals it with "Show key" and hides it again', async () => {
    const { background, user } = renderOptions();
    expect(await screen.findByText('A key is saved: ••••1234. It is sent only to api.tech.renovateai.app.')).toBeInTheDocument();
    const input = screen.getByLabelText('API key');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Show key' }));
    await waitFor(() => expect(input).toHaveValue('rk_live_secret_1234'));
    expect(input).toHaveAttribute('type', 'text');
    expect(background.sent('revealApiKey')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Hide key' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('saves a new key and shows its masked form', async () => {
    const { background, user } = renderOptions(boundConnection({ apiBase: PRODUCTION, confirmedOrigin: 'https://api.tech.renovateai.app' }));
    expect(await screen.findByText('No key saved yet.')).toBeInTheDocument();
    expect(screen.getByText(/A key saved here is for/)).toHaveTextContent('A key saved here is for api.tech.renovateai.app, the API base below');
    await user.type(screen.getByLabelText('API key'), '  rk_team_9876  ');
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    expect(await screen.findByText('Key saved (••••9876) for api.tech.renovateai.app.')).toBeInTheDocument();
    // The key travels with the base it is for.
    expect(background.sent('saveConnection')).toEqual([{ apiBase: PRODUCTION, apiKey: 'rk_team_9876' }]);
    expect(screen.getByLabelText('API key')).toHaveValue('');
  });
});

describe('Options: test connection', () => {
  it('shows plan, business and remaining credits', async () => {
    const { background, user } = renderOptions();
    await screen.findByDisplayValue(PRODUCTION);
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    const status = await screen.findByText('Connected.');
    const result = status.closest('.notice') as HTMLElement;
    expect(result).toHaveTextContent('Team Pro');
    expect(result).toHaveTextContent('Acme Realty');
    expect(within(result).getByText('Renovation credits').nextElementSibling).toHaveTextContent('42');
    expect(within(result).getByText('Staging credits').nextElementSibling).toHaveTextContent('7');
    // The built-in service is granted at install: no permission prompt.
    expect(background.log.some((line) => line.startsWith('permission:'))).toBe(false);
    expect(background.sent('testConnection')).toEqual([{ apiBase: PRODUCTION }]);
  });

  it('says the key was rejected on 401', async () => {
    const { user } = renderOptions({ testConnection: () => failure('unauthorized', 'HTTP 401') });
    await screen.findByDisplayValue(PRODUCTION);
    await user.type(screen.getByLabelText('API key'), 'wrong-key');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The API key was rejected.');
    expect(alert).toHaveTextContent(explainError('unauthorized').nextStep);
    expect(within(alert).queryByRole('button', { name: 'Open options' })).not.toBeInTheDocument();
  });

  it('says the host cannot be reached on a network error, naming it', async () => {
    const { background, user } = renderOptions({ testConnection: () => failure('network', 'fetch failed') });
    await screen.findByDisplayValue(PRODUCTION);
    const base = screen.getByLabelText('API base URL');
    await user.clear(base);
    await user.type(base, 'http://127.0.0.1:9999/public/v1');
    await user.type(screen.getByLabelText('API key'), 'rk_local_key');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(explainError('network').sentence);
    expect(alert).toHaveTextContent('No answer from 127.0.0.1:9999.');
    expect(alert).toHaveTextContent('save it first');
    // A test asks for no permission (only saving does): the unsaved base is sent as typed.
    expect(background.log.some((line) => line.startsWith('permission:'))).toBe(false);
    expect(background.sent('testConnection')).toEqual([{ apiBase: 'http://127.0.0.1:9999/public/v1', apiKey: 'rk_local_key' }]);
  });
});

describe('Options: API base URL', () => {
  it('asks for the host permission of a custom base (in the confirming click) before saving it', async () => {
    const { background, user } = renderOptions();
    const base = await screen.findByDisplayValue(PRODUCTION);
    await user.clear(base);
    await user.type(base, 'https://staging.example.com/public/v1/');
    await user.click(screen.getByRole('button', { name: 'Save base URL' }));
    await user.click(await screen.findByRole('button', { name: 'Send my key to staging.example.com' }));
    expect(await screen.findByText('Saved. Reimagine now uses https://staging.example.com/public/v1. Your key is sent only to staging.example.com.')).toBeInTheDocument();
    const order = background.log.filter((line) => line.startsWith('permission:') || line === 'call:saveConnection');
    expect(order).toEqual(['permission:https://staging.example.com/*', 'call:saveConnection']);
    expect(background.sent('saveConnection')).toEqual([{ apiBase: 'https://staging.example.com/public/v1', confirmOrigin: 'https://staging.example.com' }]);
  });

  it('does not save when the permission is refused', async () => {
    const { background, user } = renderOptions(boundConnection({ apiBase: PRODUCTION, confirmedOrigin: 'https://api.tech.renovateai.app' }));
    background.permissionAnswer = false;
    const base = await screen.findByDisplayValue(PRODUCTION);
    await user.clear(base);
    await user.type(base, 'https://staging.example.com/public/v1');
    await user.click(screen.getByRole('button', { name: 'Save base URL' }));
    expect(await screen.findByText(/Reimagine was not allowed to access that site/)).toBeInTheDocument();
    expect(background.sent('saveConnection')).toHaveLength(0);
  });

  it('names the service alone outside the demo build: no emulator, no local address', async () => {
    const { user } = renderOptions();
    const base = await screen.findByDisplayValue(PRODUCTION);
    const hint = document.getElementById(base.getAttribute('aria-describedby') ?? '');
    expect(hint).toHaveTextContent(`The RenovateAI service is ${PRODUCTION}.`);
    expect(document.body).not.toHaveTextContent(/emulator|127\.0\.0\.1|localhost/i);
    await user.clear(base);
    await user.type(base, 'ftp://example.com/public/v1');
    await user.click(screen.getByRole('button', { name: 'Save base URL' }));
    expect(await screen.findByText('The API base URL must start with https://.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/emulator|127\.0\.0\.1/i);
  });

  it('the demo build also names the local emulator and its address', async () => {
    const { user } = renderOptions({}, true);
    const base = await screen.findByDisplayValue(PRODUCTION);
    const hint = document.getElementById(base.getAttribute('aria-describedby') ?? '');
    expect(hint).toHaveTextContent(`The RenovateAI service is ${PRODUCTION}; the local emulator is ${EMULATOR_API_BASE}.`);
    await user.clear(base);
    await user.type(base, 'ftp://example.com/public/v1');
    await user.click(screen.getByRole('button', { name: 'Save base URL' }));
    expect(await screen.findByText('The API base URL must start with https:// (or http:// for a local emulator).')).toBeInTheDocument();
  });

  it('rejects a base that is not an http(s) URL ending in /public/v1, without asking anything', async () => {
    const { background, user } = renderOptions();
    const base = await screen.findByDisplayValue(PRODUCTION);
    await user.clear(base);
    await user.type(base, 'https://staging.example.com/api');
    await user.click(screen.getByRole('button', { name: 'Save base URL' }));
    expect(await screen.findByText(/must end in \/public\/v1/)).toBeInTheDocument();
    expect(background.log.some((line) => line.startsWith('permission:'))).toBe(false);
    expect(background.sent('saveConnection')).toHaveLength(0);
  });
});

describe('Options: other settings', () => {
  it('saves the concurrency (1..6, default 2) and disclosure defaults', async () => {
    const { background, user } = renderOptions();
    const concurrency = await screen.findByRole('combobox', { name: 'Renders at once' });
    expect(concurrency).toHaveValue('2');
    expect(within(concurrency).getAllByRole('option').map((option) => option.textContent)).toEqual(['1', '2', '3', '4', '5', '6']);
    await user.selectOptions(concurrency, '4');
    const staged = screen.getByRole('checkbox', { name: 'Label staged photos “Virtually staged”' });
    const renovated = screen.getByRole('checkbox', { name: 'Label renovated photos “Digitally altered”' });
    expect(staged).toBeChecked();
    expect(renovated).toBeChecked();
    await user.click(renovated);
    await user.click(screen.getByRole('button', { name: 'Turn off “Digitally altered”' }));
    await waitFor(() => expect(background.sent('saveSettings')).toEqual([{ concurrency: 4 }, { disclosure: { renovation: false } }]));
    await waitFor(() => expect(renovated).not.toBeChecked());
  });

  it('asks once, naming the rule, before turning a disclosure label off, and warns while it is off', async () => {
    const { background, user } = renderOptions();
    const staged = await screen.findByRole('checkbox', { name: 'Label staged photos “Virtually staged”' });
    expect(screen.queryByText(/labels are off/)).not.toBeInTheDocument();

    // Cancel: nothing saved, still on, no warning.
    await user.click(staged);
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent('California AB 723 and MLS rules require altered photos to say so');
    expect(staged).toBeChecked();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(background.sent('saveSettings')).toEqual([]);
    expect(staged).toBeChecked();

    // Confirm: saved once, off, and the warning shows.
    await user.click(staged);
    await user.click(screen.getByRole('button', { name: 'Turn off “Virtually staged”' }));
    await waitFor(() => expect(staged).not.toBeChecked());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(background.sent('saveSettings')).toEqual([{ disclosure: { staging: false } }]);
    expect(screen.getByText(/“Virtually staged” labels are off/)).toHaveTextContent('California AB 723 and MLS rules require');

    // Turning it back on does not ask, and the warning goes.
    await user.click(staged);
    await waitFor(() => expect(staged).toBeChecked());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(background.sent('saveSettings')).toEqual([{ disclosure: { staging: false } }, { disclosure: { staging: true } }]);
    expect(screen.queryByText(/labels are off/)).not.toBeInTheDocument();
  });

  it('lists enabled sites and disables one', async () => {
    const { background, user } = renderOptions({
      getSettings: () => ({ ...defaultSettings(), enabledSites: ['https://www.example-realty.com', 'https://homes.example.org'] }),
      disableSite: () => ({ enabled: false }),
    });
    await user.click(await screen.findByRole('button', { name: 'Disable https://www.example-realty.com' }));
    await waitFor(() => expect(screen.queryByText('https://www.example-realty.com')).not.toBeInTheDocument());
    expect(screen.getByText('https://homes.example.org')).toBeInTheDocument();
    expect(background.sent('disableSite')).toEqual([{ origin: 'https://www.example-realty.com' }]);
  });

  it('adds a site: asks for its permission in the submit, then enables it', async () => {
    const { background, user } = renderOptions({ enableSite: () => ({ enabled: true }) });
    const address = await screen.findByLabelText('Site address');
    await user.type(address, '  https://www.example-realty.com:8443/listing/5?photo=2 ');
    await user.click(screen.getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText(/Reimagine is now on for www.example-realty.com:8443/)).toBeInTheDocument();
    const order = background.log.filter((line) => line.startsWith('permission:') || line === 'call:enableSite');
    // The pattern has no port: Firefox refuses ports, and a port-less pattern covers them all.
    expect(order).toEqual(['permission:https://www.example-realty.com/*', 'call:enableSite']);
    expect(background.sent('enableSite')).toEqual([{ origin: 'https://www.example-realty.com:8443' }]);
    expect(screen.getByText('https://www.example-realty.com:8443')).toBeInTheDocument();
    expect(address).toHaveValue('');
  });

  it('refuses addresses that are not http(s) sites, and built-in sites, without asking anything', async () => {
    const { background, user } = renderOptions({ enableSite: () => ({ enabled: true }) });
    const address = await screen.findByLabelText('Site address');
    const cases: [string, RegExp][] = [
      ['www.example-realty.com', /Enter the site’s full address, like https:\/\/www\.example-realty\.com\./],
      ['ftp://files.example.com/', /the address must start with https:\/\/ or http:\/\//],
      ['javascript:alert(1)', /the address must start with https:\/\/ or http:\/\//],
      ['https://www.zillow.com/homedetails/1_zpid/', /Zillow always works with Reimagine: there is nothing to enable\./],
    ];
    for (const [text, message] of cases) {
      await user.clear(address);
      await user.type(address, text);
      await user.click(screen.getByRole('button', { name: 'Enable' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    }
    expect(background.log.some((line) => line.startsWith('permission:'))).toBe(false);
    expect(background.sent('enableSite')).toHaveLength(0);
  });

  it('does not enable a site when its permission is refused', async () => {
    const { background, user } = renderOptions({ enableSite: () => ({ enabled: true }) });
    background.permissionAnswer = false;
    await user.type(await screen.findByLabelText('Site address'), 'https://www.example-realty.com');
    await user.click(screen.getByRole('button', { name: 'Enable' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Reimagine was not allowed to access that site.');
    expect(background.log.filter((line) => line.startsWith('permission:'))).toEqual(['permission:https://www.example-realty.com/*']);
    expect(background.sent('enableSite')).toHaveLength(0);
    expect(screen.getByText('No other sites enabled.')).toBeInTheDocument();
  });

  it('clears history after a confirmation', async () => {
    const { background, user } = renderOptions({ clearHistory: () => ({ deleted: 12 }) });
    await user.click(await screen.findByRole('button', { name: 'Clear history' }));
    expect(background.sent('clearHistory')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete all results' }));
    expect(await screen.findByText('Deleted 12 results.')).toBeInTheDocument();
  });
});
