// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OnboardingApp } from '../../../components/onboarding/OnboardingApp';
import { explainError } from '../../../lib/error-text';
import type { StoredConnection } from '../../../lib/storage/key-binding';
import { failure, fakeBackground, PLAN } from './fake-background';
import { boundConnection } from './fake-connection';

const PRODUCTION = 'https://api.tech.renovateai.app/public/v1';
const NO_KEY: StoredConnection = { apiBase: PRODUCTION, confirmedOrigin: 'https://api.tech.renovateai.app' };
const WITH_KEY: StoredConnection = { ...NO_KEY, apiKey: 'rk_live_secret_1234' };

function setup({ initial = NO_KEY, demo = false, testConnection }: { initial?: StoredConnection; demo?: boolean; testConnection?: () => unknown } = {}) {
  const connection = boundConnection(initial);
  const background = fakeBackground({ ...connection, ...(testConnection ? { testConnection: testConnection as never } : {}) });
  render(<OnboardingApp background={background} demo={demo} />);
  return { background, user: userEvent.setup() };
}

describe('Onboarding (the welcome page)', () => {
  it('shows what Reimagine does in three pictures of the product, each with alt text and a caption', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Welcome to Reimagine' })).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    const pictures = steps.map((step) => within(step).getByRole('img'));
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual(['/onboarding/button.png', '/onboarding/panel.png', '/onboarding/compare.png']);
    for (const img of pictures) expect((img.getAttribute('alt') ?? '').length).toBeGreaterThan(30);
    expect(screen.getByRole('img', { name: /Reimagine button/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /side panel .* Scandinavian chosen/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /before and after/ })).toBeInTheDocument();
    expect(steps[0]).toHaveTextContent('1. Click Reimagine on a listing photo');
    expect(steps[2]).toHaveTextContent('“Digitally altered”');
  });

  it('says where a key comes from, with a link to renovateai.app, and never asks for an "account owner"', () => {
    setup();
    const link = screen.getByRole('link', { name: 'renovateai.app' });
    expect(link).toHaveAttribute('href', 'https://renovateai.app');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.body).not.toHaveTextContent(/account owner/i);
  });

  it('outside the demo build, says nothing about the emulator or npm', () => {
    setup();
    expect(document.body).not.toHaveTextContent(/emulator|npm|127\.0\.0\.1/i);
    expect(screen.queryByRole('button', { name: 'Use the local emulator' })).not.toBeInTheDocument();
  });

  it('saves a pasted key for the service and tests it at once, showing the credits', async () => {
    const { background, user } = setup();
    await user.type(await screen.findByLabelText('API key'), '  rk_team_9876  ');
    expect(screen.getByLabelText('API key')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Save and test' }));
    const ok = await screen.findByText(/Your key works/);
    expect(ok.closest('.notice')).toHaveTextContent('Acme Realty');
    expect(within(ok.closest('.notice') as HTMLElement).getByText('Renovation credits').nextElementSibling).toHaveTextContent(String(PLAN.renovation_credits));
    expect(background.sent('saveConnection')).toEqual([{ apiBase: PRODUCTION, apiKey: 'rk_team_9876' }]);
    expect(background.sent('testConnection')).toEqual([{ apiBase: PRODUCTION, apiKey: 'rk_team_9876' }]);
    expect(background.log.filter((line) => line === 'call:saveConnection' || line === 'call:testConnection')).toEqual(['call:saveConnection', 'call:testConnection']);
    expect(screen.getByText('Key saved (••••9876) for api.tech.renovateai.app.')).toBeInTheDocument();
    expect(screen.getByText('A key is saved: ••••9876')).toBeInTheDocument();
    expect(screen.getByLabelText('API key')).toHaveValue('');
  });

  it('explains a rejected key with a sentence and a next step; the raw reply waits behind Details', async () => {
    const { user } = setup({ testConnection: () => failure('unauthorized', 'GET /plan/details failed with status 401: Invalid API key') });
    await user.type(await screen.findByLabelText('API key'), 'rk_wrong');
    await user.click(screen.getByRole('button', { name: 'Save and test' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(explainError('unauthorized').sentence);
    expect(alert).toHaveTextContent(explainError('unauthorized').nextStep);
    const details = alert.querySelector('details');
    expect(details?.open).toBe(false);
    expect(details).toHaveTextContent('status 401: Invalid API key');
    // The key is right here: no detour to the options page.
    expect(within(alert).queryByRole('button', { name: 'Open options' })).not.toBeInTheDocument();
  });

  it('tests a key saved earlier as it is', async () => {
    const { background, user } = setup({ initial: WITH_KEY });
    expect(await screen.findByText('A key is saved: ••••1234')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Test the saved key' }));
    expect(await screen.findByText(/Your key works/)).toBeInTheDocument();
    expect(background.sent('testConnection')).toEqual([{ apiBase: PRODUCTION }]);
    expect(background.sent('saveConnection')).toEqual([]);
  });

  it('opens the options for the other settings', async () => {
    const { background, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Open options' }));
    expect(background.log).toContain('options');
  });
});

describe('Onboarding in the demo build', () => {
  it('shows the emulator card with its command, base URL and key', () => {
    setup({ demo: true });
    const card = screen.getByRole('region', { name: 'Demo: the local emulator' });
    expect(card).toHaveTextContent('npm run emulator');
    expect(card).toHaveTextContent('http://127.0.0.1:8787/public/v1');
    expect(card).toHaveTextContent('dev-key');
  });

  it('"Use the local emulator" asks for 127.0.0.1 first, then saves the base with its key (bound together)', async () => {
    const { background, user } = setup({ demo: true });
    await user.click(screen.getByRole('button', { name: 'Use the local emulator' }));
    expect(await screen.findByText(/Reimagine now uses the local emulator, and it answers/)).toBeInTheDocument();
    expect(background.log.filter((line) => line.startsWith('permission:') || line === 'call:saveConnection' || line === 'call:testConnection')).toEqual([
      'permission:http://127.0.0.1/*',
      'call:saveConnection',
      'call:testConnection',
    ]);
    expect(background.sent('saveConnection')).toEqual([{ apiBase: 'http://127.0.0.1:8787/public/v1', apiKey: 'dev-key' }]);
    expect(background.sent('testConnection')).toEqual([{}]);
  });

  it('says when the emulator is not running yet', async () => {
    const { user } = setup({ demo: true, testConnection: () => failure('network') });
    await user.click(screen.getByRole('button', { name: 'Use the local emulator' }));
    expect(await screen.findByText(/not answering yet. Start it with npm run emulator/)).toBeInTheDocument();
  });

  it('saves nothing when the permission is refused', async () => {
    const { background, user } = setup({ demo: true });
    background.permissionAnswer = false;
    await user.click(screen.getByRole('button', { name: 'Use the local emulator' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(explainError('permission_denied').sentence);
    expect(background.sent('saveConnection')).toHaveLength(0);
  });
});
