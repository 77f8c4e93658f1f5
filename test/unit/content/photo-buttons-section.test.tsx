// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import '../components/setup';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoButtonsSection } from '../../../components/options/PhotoButtonsSection';
import { defaultSettings } from '../../../lib/storage/settings-schema';

/** The options page's section for the content script's setting: "Always visible" or "On hover only". */
describe('Options: buttons on listing photos', () => {
  it('shows the saved choice and saves the other one as it is picked', async () => {
    const onSave = vi.fn(async () => null);
    const user = userEvent.setup();
    render(<PhotoButtonsSection settings={defaultSettings()} onSave={onSave} />);
    const always = screen.getByRole('radio', { name: 'Always visible' });
    const hover = screen.getByRole('radio', { name: 'On hover only' });
    expect(screen.getByRole('group', { name: 'Reimagine buttons' })).toBeTruthy();
    expect((always as HTMLInputElement).checked).toBe(true);
    expect(always.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(hover);
    expect(onSave).toHaveBeenCalledWith({ buttonVisibility: 'hover' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved.'));
  });

  it('says so when saving fails', async () => {
    const onSave = vi.fn(async () => 'bad_message' as const);
    const user = userEvent.setup();
    render(<PhotoButtonsSection settings={{ ...defaultSettings(), buttonVisibility: 'hover' }} onSave={onSave} />);
    expect((screen.getByRole('radio', { name: 'On hover only' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Always visible' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
