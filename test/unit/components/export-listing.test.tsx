// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import './setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PanelHeader } from '../../../components/panel/PanelHeader';
import { HistoryView } from '../../../components/panel/HistoryView';
import { entry, OTHER_LISTING_PHOTO, PHOTO } from './fake-background';
import { renderInPanel } from './render';

const STAGED = entry({ id: 'h-2', operation: 'stage', params: { room_type: 'living_room', style: 'modern' }, disclosure: 'virtually-staged', photo: { ...PHOTO, url: PHOTO.listing.photoUrls[2] ?? '' } });
const RESULTS = [entry(), STAGED, entry({ id: 'h-3', photo: OTHER_LISTING_PHOTO })];

describe('Export listing', () => {
  it('is offered on the listing only when it has results', () => {
    renderInPanel(<PanelHeader />, { state: { listing: { view: 'listing' }, history: { results: [entry({ photo: OTHER_LISTING_PHOTO })] } } });
    expect(screen.queryByRole('button', { name: 'Export listing' })).toBeNull();
  });

  it('opens a dialog with this listing’s results all ticked and the MLS size chosen', async () => {
    const user = userEvent.setup();
    renderInPanel(<PanelHeader />, { state: { listing: { view: 'listing' }, history: { results: RESULTS } } });
    await user.click(screen.getByRole('button', { name: 'Export listing' }));
    const dialog = screen.getByRole('dialog', { name: 'Export listing' });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => box.parentElement?.textContent?.trim())).toEqual([
      'Photo 1: digitally altered, Renovation · Scandinavian · Renovate · “white oak floors and brass fixtures”',
      'Photo 3: virtually staged, Virtual staging · Living room · Modern',
    ]);
    for (const box of boxes) expect((box as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('radio', { name: 'MLS (2048 px)' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Download ZIP (2 photos)' })).toBeTruthy();
    await user.click(boxes[0] as HTMLElement);
    await user.click(within(dialog).getByRole('radio', { name: 'Web (1280 px)' }));
    expect((within(dialog).getByRole('radio', { name: 'Web (1280 px)' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Download ZIP (1 photo)' })).toBeTruthy();
  });

  it('closes on Escape, from inside the dialog or on its button, and gives the focus back to the button', async () => {
    const user = userEvent.setup();
    renderInPanel(<PanelHeader />, { state: { listing: { view: 'listing' }, history: { results: RESULTS } } });
    const button = screen.getByRole('button', { name: 'Export listing' });
    await user.click(button);
    await user.click(within(screen.getByRole('dialog', { name: 'Export listing' })).getByRole('radio', { name: 'Web (1280 px)' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Export listing' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('copies the remarks of the ticked results', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    renderInPanel(<PanelHeader />, { state: { listing: { view: 'listing' }, history: { results: RESULTS } } });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Export listing' }));
    await user.click(screen.getByRole('button', { name: 'Copy remarks' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Remarks copied.'));
    const text = String((writeText.mock.calls[0] as unknown[] | undefined)?.[0]);
    expect(text.startsWith('One or more photo(s) was virtually staged. One or more photo(s) was digitally altered.\n')).toBe(true);
    expect(text).toContain('Photo 3: virtually staged, Virtual staging · Living room · Modern');
  });

  it('is offered for each listing in history', () => {
    renderInPanel(<HistoryView />, { state: { listing: { view: 'history' }, history: { results: RESULTS } } });
    expect(screen.getAllByRole('button', { name: 'Export listing' })).toHaveLength(2);
  });
});
