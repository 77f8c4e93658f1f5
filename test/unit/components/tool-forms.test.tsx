// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clampCreativity } from '../../../lib/api/limits';
import { goalRequest } from '../../../components/panel/store/tools';
import { defaultForms } from '../../../components/panel/store/forms';
import { renderGoal } from './render';
import { PHOTO } from './fake-background';

/** A 1×1 PNG's first bytes: enough for the content sniffing. */
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

describe('UpscaleForm', () => {
  it('offers creativity 0 to 1 in steps of 0.05, default 0.5', () => {
    renderGoal('upscale');
    const slider = screen.getByRole('slider', { name: 'Creativity' });
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '1');
    expect(slider).toHaveAttribute('step', '0.05');
    expect(slider).toHaveValue(0.5);
    expect(screen.getByText('0.50')).toBeInTheDocument();
  });

  it('keeps creativity within its bounds and on its step, whatever arrives', async () => {
    const { background, store } = renderGoal('upscale');
    const slider = screen.getByRole('slider', { name: 'Creativity' });
    fireEvent.change(slider, { target: { value: '0.87' } });
    expect(store.getState().forms.current.upscale.creativity).toBe(0.85);
    fireEvent.change(slider, { target: { value: '1' } });
    expect(store.getState().forms.current.upscale.creativity).toBe(1);
    expect(clampCreativity(7)).toBe(1);
    expect(clampCreativity(-3)).toBe(0);
    expect(clampCreativity(Number.NaN)).toBe(0.5);
    expect(goalRequest('upscale', { ...defaultForms(), upscale: { creativity: 3 } })).toEqual({ operation: 'upscale', params: { creativity: 1 } });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Upscale' }));
    await waitFor(() => expect(background.sent('startJob')).toHaveLength(1));
    expect(background.sent('startJob')[0]?.job).toEqual({ operation: 'upscale', params: { creativity: 1 } });
  });
});

describe('StageForm', () => {
  it('offers the room types and styles of getStagingOptions as cards and needs both', async () => {
    const user = userEvent.setup();
    const { store } = renderGoal('stage');
    const room = screen.getByRole('radiogroup', { name: 'Room type' });
    const style = screen.getByRole('radiogroup', { name: 'Staging style' });
    expect(within(room).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['Living room', 'Bedroom']);
    expect(within(style).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['Modern', 'Coastal']);
    expect(screen.getByText('Virtually staged')).toBeInTheDocument();

    // The request (what the goal's button sends) needs both choices.
    expect(goalRequest('stage', store.getState().forms.current)).toBeNull();
    await user.click(within(room).getByRole('radio', { name: 'Bedroom' }));
    expect(goalRequest('stage', store.getState().forms.current)).toBeNull();
    await user.click(within(style).getByRole('radio', { name: 'Coastal' }));
    expect(goalRequest('stage', store.getState().forms.current)).toEqual({ operation: 'stage', params: { room_type: 'bedroom', style: 'coastal' } });
  });

  it('explains when the options could not be loaded, and retries', async () => {
    const user = userEvent.setup();
    const { background } = renderGoal('stage', { state: { service: { stagingOptions: null, stagingError: 'network' } } });
    expect(screen.getByText(/Reimagine can’t reach RenovateAI/)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Room type' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(screen.getByRole('radiogroup', { name: 'Room type' })).getAllByRole('radio')).toHaveLength(2));
    expect(background.sent('getStagingOptions')).toHaveLength(1);
  });
});

describe('StyleTransferForm', () => {
  it('takes the style from another photo of the listing', async () => {
    const user = userEvent.setup();
    const { background } = renderGoal('styleTransfer');
    const button = screen.getByRole('button', { name: 'Match style' });
    expect(button).toBeDisabled();
    const photos = screen.getByRole('radiogroup', { name: 'Style photo' });
    // The photo being edited is not offered as its own style source.
    expect(within(photos).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['Photo 2 of 3', 'Photo 3 of 3']);
    await user.click(within(photos).getByRole('radio', { name: 'Photo 3 of 3' }));
    await user.click(button);
    await waitFor(() => expect(background.sent('startJob')).toHaveLength(1));
    expect(background.sent('startJob')[0]?.job).toEqual({ operation: 'styleTransfer', params: { style: { kind: 'url', url: PHOTO.listing.photoUrls[2] } } });
  });

  it('accepts an image URL and rejects other text', async () => {
    const user = userEvent.setup();
    renderGoal('styleTransfer');
    await user.click(screen.getByRole('radio', { name: 'URL' }));
    const input = screen.getByRole('textbox', { name: 'Style image URL' });
    await user.type(input, 'inspiration.jpg');
    expect(input).toHaveAccessibleDescription(/https:\/\//);
    expect(screen.getByRole('button', { name: 'Match style' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'https://pinterest.example/p/1.jpg');
    expect(screen.getByRole('button', { name: 'Match style' })).toBeEnabled();
  });

  it('checks that a picked file really is an image, by its content', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { background, store } = renderGoal('styleTransfer');
    await user.click(screen.getByRole('radio', { name: 'File' }));
    const input = screen.getByLabelText('Style image file');

    await user.upload(input, new File(['just text, named like a photo'], 'fake.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That file is not an image Reimagine can use.');
    expect(screen.getByRole('button', { name: 'Match style' })).toBeDisabled();

    await user.upload(input, new File([PNG_BYTES], 'living.png', { type: 'image/png' }));
    await waitFor(() => expect(store.getState().forms.current.styleTransfer.file?.name).toBe('living.png'));
    expect(store.getState().forms.current.styleTransfer.file?.dataUrl).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    await user.click(screen.getByRole('button', { name: 'Match style' }));
    await waitFor(() => expect(background.sent('startJob')).toHaveLength(1));
    expect(background.sent('startJob')[0]?.job).toMatchObject({ operation: 'styleTransfer', params: { style: { kind: 'file', name: 'living.png' } } });
  });
});
