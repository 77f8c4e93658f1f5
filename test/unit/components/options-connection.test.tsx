// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OptionsApp } from '../../../components/options/OptionsApp';
import { explainError } from '../../../lib/error-text';
import type { StoredConnection } from '../../../lib/storage/key-binding';
import { fakeBackground } from './fake-background';
import { boundConnection } from './fake-connection';

/**
 * The options page and the key's binding to its host: it names the one host the key goes to,
 * asks "Send your RenovateAI key to <host>?" (or for the key) before the origin changes, shows a
 * base an older version left unconfirmed, and explains the background's refusals. The fake
 * background applies the real binding rules (`fake-connection.ts`).
 */
const PRODUCTION = 'https://api.tech.renovateai.app/public/v1';
const BOUND: StoredConnection = { apiBase: PRODUCTION, confirmedOrigin: 'https://api.tech.renovateai.app', apiKey: 'rk_live_secret_1234' };

function renderOptions(initial: StoredConnection = BOUND) {
  const background = fakeBackground(boundConnection(initial));
  render(<OptionsApp background={background} />);
  return { background, user: userEvent.setup() };
}

/** Waits for the saved connection (the base field is filled from it), then types and saves a base. */
async function typeBase(user: ReturnType<typeof userEvent.setup>, text: string) {
  await screen.findByText(/^(A key is saved|No key saved yet)/);
  const base = screen.getByLabelText('API base URL');
  await user.clear(base);
  await user.type(base, text);
  await user.click(screen.getByRole('button', { name: 'Save base URL' }));
}

describe('Options: the key is bound to its host', () => {
  it('names the host the saved key is sent to', async () => {
    renderOptions();
    expect(await screen.findByText('A key is saved: ••••1234. It is sent only to api.tech.renovateai.app.')).toBeInTheDocument();
  });

  it('another origin: asks "Send your RenovateAI key to <host>?"; Cancel sends nothing', async () => {
    const { background, user } = renderOptions();
    await typeBase(user, 'https://api.example.com/public/v1');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Send your RenovateAI key to api.example.com?');
    expect(dialog).toHaveTextContent('Your key is sent only to api.tech.renovateai.app now.');
    expect(background.log.some((line) => line.startsWith('permission:'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(background.sent('saveConnection')).toEqual([]);
  });

  it('another origin with the key typed for it: saves that key with the base, no confirmation of the old key', async () => {
    const { background, user } = renderOptions();
    await typeBase(user, 'https://api.example.com/public/v1');
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Or type the key for api.example.com'), 'rk_example_5678');
    await user.click(within(dialog).getByRole('button', { name: 'Use this key for api.example.com' }));
    expect(await screen.findByText('A key is saved: ••••5678. It is sent only to api.example.com.')).toBeInTheDocument();
    expect(background.sent('saveConnection')).toEqual([{ apiBase: 'https://api.example.com/public/v1', apiKey: 'rk_example_5678' }]);
  });

  it('the same origin (a path change) keeps the binding without asking', async () => {
    const { background, user } = renderOptions();
    await typeBase(user, 'https://api.tech.renovateai.app/eu/public/v1');
    expect(await screen.findByText(/^Saved\. Reimagine now uses https:\/\/api\.tech\.renovateai\.app\/eu\/public\/v1\./)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(background.sent('saveConnection')).toEqual([{ apiBase: 'https://api.tech.renovateai.app/eu/public/v1' }]);
  });

  it('no key saved: a new origin needs no confirmation', async () => {
    const { background, user } = renderOptions({ apiBase: PRODUCTION, confirmedOrigin: 'https://api.tech.renovateai.app' });
    await typeBase(user, 'https://api.example.com/public/v1');
    expect(await screen.findByText('Saved. Reimagine now uses https://api.example.com/public/v1.')).toBeInTheDocument();
    expect(background.sent('saveConnection')).toEqual([{ apiBase: 'https://api.example.com/public/v1' }]);
  });

  it('plain http:// to a remote host is refused in the page, with https:// as the way out', async () => {
    const { background, user } = renderOptions();
    await typeBase(user, 'http://api.example.com/public/v1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Use https:// for this host: plain http:// is allowed only on this computer');
    expect(background.sent('saveConnection')).toEqual([]);
  });

  it('a base an older version left unconfirmed is shown as such; confirming it names the host', async () => {
    const { background, user } = renderOptions({ apiBase: 'https://proxy.example.com/public/v1', confirmedOrigin: 'https://api.tech.renovateai.app', apiKey: 'rk_live_secret_1234' });
    const notice = await screen.findByText('proxy.example.com is not confirmed: your key is not sent there.');
    expect(notice.parentElement).toHaveTextContent('Your key stays confirmed for api.tech.renovateai.app only.');
    await user.click(screen.getByRole('button', { name: 'Confirm proxy.example.com…' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Send your RenovateAI key to proxy.example.com?');
    await user.click(within(dialog).getByRole('button', { name: 'Send my key to proxy.example.com' }));
    expect(await screen.findByText('A key is saved: ••••1234. It is sent only to proxy.example.com.')).toBeInTheDocument();
    expect(screen.queryByText(/is not confirmed/)).not.toBeInTheDocument();
    expect(background.sent('saveConnection')).toEqual([{ apiBase: 'https://proxy.example.com/public/v1', confirmOrigin: 'https://proxy.example.com' }]);
  });

  it('a background refusal (host_not_confirmed) opens the question instead of failing silently', async () => {
    const background = fakeBackground({
      ...boundConnection({ ...BOUND, apiKey: undefined }),
      saveConnection: () => ({ ok: false, code: 'host_not_confirmed', message: 'Send your RenovateAI key to api.example.com? Confirm it, or type the key for it.' }),
    });
    render(<OptionsApp background={background} />);
    const user = userEvent.setup();
    await typeBase(user, 'https://api.example.com/public/v1');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Send your RenovateAI key to api.example.com?');
  });
});

describe('Options: testing an unsaved base', () => {
  /** Types `text` into the base field without saving it. */
  async function typeUnsavedBase(user: ReturnType<typeof userEvent.setup>, text: string) {
    const base = await screen.findByDisplayValue(PRODUCTION);
    await user.clear(base);
    await user.type(base, text);
  }

  it('on another origin with no key typed, asks for the key and sends nothing', async () => {
    const { background, user } = renderOptions();
    await typeUnsavedBase(user, 'https://api.example.com/public/v1');
    expect(screen.getByText(/Your saved key is tried only with the saved base URL: to test any other base URL \(even another path on api\.tech\.renovateai\.app\), type its key\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Type the API key to test https://api.example.com/public/v1: your saved key is used only with the saved base URL. Or save this base URL first.');
    expect(background.sent('testConnection')).toEqual([]);
  });

  it('on the same origin (only the path differs) with no key typed, asks for the key too and sends nothing', async () => {
    const { background, user } = renderOptions();
    await typeUnsavedBase(user, 'https://api.tech.renovateai.app/eu/public/v1');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Type the API key to test https://api.tech.renovateai.app/eu/public/v1');
    expect(screen.queryByText('Connected.')).not.toBeInTheDocument();
    expect(background.sent('testConnection')).toEqual([]);
  });

  it('the saved base, as typed again, is tested with the saved key', async () => {
    const { background, user } = renderOptions();
    await typeUnsavedBase(user, `${PRODUCTION}/`);
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connected.')).toBeInTheDocument();
    expect(background.sent('testConnection')).toEqual([{ apiBase: PRODUCTION }]);
  });

  it('with a key typed for it, tests that key there', async () => {
    const { background, user } = renderOptions();
    await typeUnsavedBase(user, 'https://api.example.com/public/v1');
    await user.type(screen.getByLabelText('API key'), 'rk_example_5678');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connected.')).toBeInTheDocument();
    expect(background.sent('testConnection')).toEqual([{ apiBase: 'https://api.example.com/public/v1', apiKey: 'rk_example_5678' }]);
  });

  it('the saved base an older version left unconfirmed: the background refuses the saved key, and the page says why', async () => {
    const { background, user } = renderOptions({ apiBase: 'https://proxy.example.com/public/v1', confirmedOrigin: 'https://api.tech.renovateai.app', apiKey: 'rk_live_secret_1234' });
    await screen.findByText('proxy.example.com is not confirmed: your key is not sent there.');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(explainError('host_not_confirmed').sentence);
    expect(alert).toHaveTextContent('Reimagine did not send your key to proxy.example.com');
    expect(background.sent('testConnection')).toEqual([{ apiBase: 'https://proxy.example.com/public/v1' }]);
  });
});
