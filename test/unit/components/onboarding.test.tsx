// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OnboardingApp } from '../../../components/onboarding/OnboardingApp';
import { failure, fakeBackground, PLAN } from './fake-background';
import { boundConnection } from './fake-connection';

function setup(testConnection: () => unknown = () => PLAN) {
  const background = fakeBackground({
    ...boundConnection({ apiBase: 'https://api.tech.renovateai.app/public/v1', confirmedOrigin: 'https://api.tech.renovateai.app', apiKey: 'rk_live_secret_1234' }),
    testConnection: testConnection as never,
  });
  render(<OnboardingApp background={background} />);
  return { background, user: userEvent.setup() };
}

describe('Onboarding', () => {
  it('explains Reimagine and where keys come from, and opens the options', async () => {
    const { background, user } = setup();
    expect(screen.getByRole('heading', { name: 'Welcome to Reimagine' })).toBeInTheDocument();
    expect(screen.getByText(/issues API keys per team, together with renovation and staging credits/)).toBeInTheDocument();
    expect(screen.getByText('npm run emulator')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open options' }));
    expect(background.log).toContain('options');
  });

  it('"Use the local emulator" asks for 127.0.0.1 first, then saves the base with its key (bound together)', async () => {
    const { background, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Use the local emulator' }));
    expect(await screen.findByText(/Reimagine now uses the local emulator, and it answers/)).toBeInTheDocument();
    expect(background.log.filter((line) => line !== 'options')).toEqual(['permission:http://127.0.0.1/*', 'call:saveConnection', 'call:testConnection']);
    expect(background.sent('saveConnection')).toEqual([{ apiBase: 'http://127.0.0.1:8787/public/v1', apiKey: 'dev-key' }]);
    expect(background.sent('testConnection')).toEqual([{}]);
  });

  it('says when the emulator is not running yet', async () => {
    const { user } = setup(() => failure('network'));
    await user.click(screen.getByRole('button', { name: 'Use the local emulator' }));
    expect(await screen.findByText(/not answering yet. Start it with npm run emulator/)).toBeInTheDocument();
  });

  it('saves nothing when the permission is refused', async () => {
    const { background, user } = setup();
    background.permissionAnswer = false;
    await user.click(screen.getByRole('button', { name: 'Use the local emulator' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Reimagine was not allowed to access that site.');
    expect(background.sent('saveConnection')).toHaveLength(0);
  });
});
