// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderGoal } from './render';
import { PHOTO, PLAN } from './fake-background';
import { GUIDANCE } from '../../../lib/api/limits';

describe('RenovateForm', () => {
  it('keeps "Renovate" disabled until a style or guidance is given', async () => {
    const user = userEvent.setup();
    renderGoal('renovate');
    const button = screen.getByRole('button', { name: 'Renovate' });
    expect(button).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Guidance' }), '   ');
    expect(button).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Guidance' }), 'oak');
    expect(button).toBeEnabled();
    await user.clear(screen.getByRole('textbox', { name: 'Guidance' }));
    expect(button).toBeDisabled();

    await user.click(within(screen.getByRole('radiogroup', { name: 'Style' })).getByRole('radio', { name: 'Industrial' }));
    expect(button).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Clear style' }));
    expect(button).toBeDisabled();
  });

  it('is disabled without a photo', () => {
    renderGoal('renovate', { state: { listing: { photo: null } } });
    expect(screen.getByRole('button', { name: 'Renovate' })).toBeDisabled();
    expect(screen.getByText('Pick a photo on a listing first.')).toBeInTheDocument();
  });

  it('shows the guidance hint at 8 characters and hides it from 9 (GUIDANCE.accurateFrom)', async () => {
    const user = userEvent.setup();
    renderGoal('renovate');
    const guidance = screen.getByRole('textbox', { name: 'Guidance' });
    expect(GUIDANCE.accurateFrom).toBe(9);
    // No maxlength attribute: the browser would cut a long paste silently; the field cuts it and says so.
    expect(guidance).not.toHaveAttribute('maxlength');
    const hint = /at least 9 characters/i;
    expect(screen.getByText(hint)).toHaveTextContent('Optional with a style.');
    await user.type(guidance, '12345678');
    expect(screen.getByText(hint)).toHaveTextContent('gives accurate results');
    expect(guidance).toHaveAccessibleDescription(expect.stringMatching(hint));
    await user.type(guidance, '9');
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    expect(guidance).not.toHaveAccessibleDescription(expect.stringMatching(hint));
    // Leading and trailing spaces do not count.
    await user.clear(guidance);
    await user.type(guidance, '   short   ');
    expect(screen.getByText(hint)).toBeInTheDocument();
  });

  it('moves through the renovation spectrum with the arrow keys, explained in words', async () => {
    const user = userEvent.setup();
    const { store } = renderGoal('renovate');
    const group = screen.getByRole('radiogroup', { name: 'Renovation spectrum' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['tweak', 'enhance', 'renovate', 'transform']);
    expect(within(group).getByRole('radio', { name: 'Renovate' })).toBeChecked();

    within(group).getByRole('radio', { name: 'Renovate' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Transform' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Transform' })).toHaveFocus();
    expect(store.getState().forms.current.renovate.spectrum).toBe('transform');
    expect(screen.getByText(/bold reimagining/, { selector: 'p' })).toHaveTextContent('Transform:');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(within(group).getByRole('radio', { name: 'Tweak' })).toBeChecked();
    expect(store.getState().forms.current.renovate.spectrum).toBe('tweak');
    expect(within(group).getByRole('radio', { name: 'Tweak' })).toHaveAccessibleDescription(/Light touches/);
  });

  it('filters styles by search and switches between interior and exterior', async () => {
    const user = userEvent.setup();
    renderGoal('renovate');
    const picker = screen.getByRole('radiogroup', { name: 'Style' });
    expect(within(picker).getAllByRole('radio')).toHaveLength(3);
    await user.type(screen.getByRole('searchbox', { name: 'Search styles' }), 'brick');
    expect(within(picker).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['Industrial']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search styles' }));
    await user.click(screen.getByRole('button', { name: /Exterior/ }));
    expect(within(screen.getByRole('radiogroup', { name: 'Style' })).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['Modern farmhouse']);
  });

  it('sends the exact API fields of the chosen inputs with startJob', async () => {
    const user = userEvent.setup();
    const { background } = renderGoal('renovate');
    await user.click(screen.getByRole('radio', { name: 'Japandi' }));
    await user.type(screen.getByRole('textbox', { name: 'Guidance' }), '  light oak floors  ');
    await user.click(screen.getByRole('button', { name: 'Renovate' }));
    await waitFor(() => expect(background.sent('startJob')).toHaveLength(1));
    expect(background.sent('startJob')[0]).toEqual({
      job: { operation: 'renovate', params: { style_id: 'st-japandi', renovation_spectrum: 'renovate', guidance: 'light oak floors' } },
      photo: PHOTO,
      newVariation: false,
    });
  });

  it('confirms the credits before reimagining every photo of the listing', async () => {
    const user = userEvent.setup();
    const { background } = renderGoal('renovate', { state: { service: { plan: { ...PLAN, renovation_credits: 2 } } } });
    await user.click(screen.getByRole('radio', { name: 'Scandinavian' }));
    await user.click(screen.getByRole('button', { name: 'Reimagine all 3 photos of this listing' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('up to 3 renovation credits');
    expect(dialog).toHaveTextContent('You have only 2 renovation credits left');
    expect(within(dialog).getByRole('button', { name: 'Queue 3 renders' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(background.sent('startJob')).toHaveLength(0);
  });

  it('queues one job per listing photo after confirming', async () => {
    const user = userEvent.setup();
    const { background } = renderGoal('renovate');
    await user.click(screen.getByRole('radio', { name: 'Scandinavian' }));
    await user.click(screen.getByRole('button', { name: 'Reimagine all 3 photos of this listing' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('You have 42 renovation credits left; 39 credits would remain.');
    await user.click(screen.getByRole('button', { name: 'Queue 3 renders' }));
    await waitFor(() => expect(background.sent('startJob')).toHaveLength(3));
    expect(background.sent('startJob').map((request) => request.photo.url)).toEqual(PHOTO.listing.photoUrls);
    expect(background.sent('startJob').every((request) => request.job.operation === 'renovate')).toBe(true);
  });
});

describe('Only the kitchen cabinets', () => {
  it('switches Renovate to a kitchen cabinets render, with the same rules and no materials', async () => {
    const user = userEvent.setup();
    const { background, store } = renderGoal('renovate');
    const button = screen.getByRole('button', { name: 'Renovate' });
    await user.click(screen.getByRole('checkbox', { name: 'Only the kitchen cabinets' }));
    expect(store.getState().forms.current.renovate.cabinetsOnly).toBe(true);
    expect(button).toBeDisabled();
    expect(screen.getByText('Pick a style or write guidance for the cabinets.')).toBeInTheDocument();
    expect(screen.queryByText(/^Materials/)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Guidance' }), 'sage green shaker doors');
    expect(screen.getByText('Uses 1 renovation credit · 42 left')).toBeInTheDocument();
    await user.click(button);
    await waitFor(() => expect(background.sent('startJob')).toHaveLength(1));
    expect(background.sent('startJob')[0]?.job).toEqual({
      operation: 'kitchenCabinets',
      params: { renovation_spectrum: 'renovate', guidance: 'sage green shaker doors' },
    });
  });
});
