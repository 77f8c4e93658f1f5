// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import './setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPanel } from './render';
import { entry, fakeBackground, STYLES } from './fake-background';
import { GoalForm } from '../../../components/panel/GoalForm';

/** The picture of the card whose radio is `radio`. */
function pictureOf(radio: HTMLElement): HTMLImageElement {
  const img = radio.closest('label')?.querySelector('img');
  if (!img) throw new Error(`no picture on the card of ${radio.getAttribute('aria-label')}`);
  return img;
}

afterEach(() => vi.unstubAllGlobals());

describe('Style cards', () => {
  it('are a radio group labelled "Style": arrow keys move and select, Tab leaves it', async () => {
    const user = userEvent.setup();
    const { store } = renderInPanel(<GoalForm goal="renovate" />);
    const group = screen.getByRole('radiogroup', { name: 'Style' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['Scandinavian', 'Industrial', 'Japandi']);

    await user.click(within(group).getByRole('radio', { name: 'Scandinavian' }));
    expect(within(group).getByRole('radio', { name: 'Scandinavian' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Industrial' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Industrial' })).toHaveFocus();
    expect(store.getState().forms.current.renovate.styleId).toBe('st-industrial');
    await user.keyboard('{ArrowDown}');
    expect(within(group).getByRole('radio', { name: 'Japandi' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(within(group).getByRole('radio', { name: 'Industrial' })).toBeChecked();
    expect(store.getState().forms.current.renovate.styleId).toBe('st-industrial');

    // One tab stop: Tab goes past the other cards to what follows the group, Shift+Tab comes back to the chosen card.
    await user.tab();
    expect(group.contains(document.activeElement)).toBe(false);
    expect(screen.getByRole('button', { name: 'Clear style' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(group).getByRole('radio', { name: 'Industrial' })).toHaveFocus();
  });

  it('each have a picture with an alt text saying what it shows, and a description', () => {
    renderInPanel(<GoalForm goal="renovate" />);
    const radios = within(screen.getByRole('radiogroup', { name: 'Style' })).getAllByRole('radio');
    for (const radio of radios) {
      const name = radio.getAttribute('aria-label') ?? '';
      expect(pictureOf(radio).alt).toMatch(new RegExp(`^${name} sample room: \\w+`));
    }
    const scandi = screen.getByRole('radio', { name: 'Scandinavian' });
    expect(pictureOf(scandi).getAttribute('src')).toBe('/style-previews/scandinavian.svg');
    expect(pictureOf(scandi).alt).toContain('light oak floor');
    expect(scandi).toHaveAccessibleDescription('Light woods, white walls, cosy textiles.');
  });

  it('show the newest result in a style as its picture (hosted URL, or the local copy)', async () => {
    const results = [
      entry({ id: 'h-new', params: { style_id: 'st-industrial' }, resultUrl: 'https://cdn.renovateai.example/results/h-new.jpg' }),
      entry({ id: 'h-old', params: { style_id: 'st-industrial' }, resultUrl: 'https://cdn.renovateai.example/results/h-old.jpg' }),
      entry({ id: 'h-japandi', params: { style_id: 'st-japandi' }, hasLocalCopy: true }),
      // A staging result with a style id of the same name is not a renovation style's result.
      entry({ id: 'h-stage', operation: 'stage', params: { style: 'st-scandi', room_type: 'bedroom' } }),
    ];
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: () => 'blob:local-japandi', revokeObjectURL: () => undefined }));
    const background = fakeBackground();
    background.blobs.set('h-japandi', new Blob(['jpeg'], { type: 'image/jpeg' }));
    renderInPanel(<GoalForm goal="renovate" />, { background, state: { history: { results } } });

    const industrial = pictureOf(screen.getByRole('radio', { name: 'Industrial' }));
    await waitFor(() => expect(industrial.getAttribute('src')).toBe('https://cdn.renovateai.example/results/h-new.jpg'));
    expect(industrial.alt).toBe('Your latest result in Industrial');
    await waitFor(() => expect(pictureOf(screen.getByRole('radio', { name: 'Japandi' })).getAttribute('src')).toBe('blob:local-japandi'));
    expect(pictureOf(screen.getByRole('radio', { name: 'Scandinavian' })).getAttribute('src')).toBe('/style-previews/scandinavian.svg');
  });

  it('fall back to the sample when a result image cannot be shown', async () => {
    const results = [entry({ id: 'h-gone', params: { style_id: 'st-industrial' }, resultUrl: 'https://cdn.renovateai.example/results/gone.jpg' })];
    renderInPanel(<GoalForm goal="renovate" />, { state: { history: { results } } });
    const picture = () => pictureOf(screen.getByRole('radio', { name: 'Industrial' }));
    await waitFor(() => expect(picture().getAttribute('src')).toBe('https://cdn.renovateai.example/results/gone.jpg'));
    picture().dispatchEvent(new Event('error'));
    await waitFor(() => expect(picture().getAttribute('src')).toBe('/style-previews/industrial.svg'));
  });

  it('give a style the service names differently a generated swatch, labelled and distinct', () => {
    const styles = {
      interior: [...STYLES.interior, { id: 'st-nouveau', name: 'Art Nouveau', description: 'Whiplash curves.' }, { id: 'st-wabi', name: 'Wabi-sabi', description: 'Imperfect.' }],
      exterior: STYLES.exterior,
    };
    renderInPanel(<GoalForm goal="renovate" />, { state: { service: { styles } } });
    const nouveau = pictureOf(screen.getByRole('radio', { name: 'Art Nouveau' }));
    const wabi = pictureOf(screen.getByRole('radio', { name: 'Wabi-sabi' }));
    expect(nouveau.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(nouveau.alt).toBe('Art Nouveau: generated swatch, no sample picture yet');
    expect(nouveau).toHaveAttribute('data-generated');
    expect(wabi.getAttribute('src')).not.toBe(nouveau.getAttribute('src'));
  });

  it('keep the interior and exterior groups', async () => {
    const user = userEvent.setup();
    renderInPanel(<GoalForm goal="renovate" />);
    await user.click(screen.getByRole('button', { name: /Exterior/ }));
    const radio = within(screen.getByRole('radiogroup', { name: 'Style' })).getByRole('radio', { name: 'Modern farmhouse' });
    expect(pictureOf(radio).alt).toMatch(/^Modern farmhouse sample house: white board-and-batten/);
  });
});

describe('Staging cards', () => {
  it('show an icon per room type and a sample or the newest staging per style', async () => {
    const user = userEvent.setup();
    const results = [entry({ id: 'h-coastal', operation: 'stage', disclosure: 'virtually-staged', params: { style: 'coastal', room_type: 'bedroom' }, resultUrl: 'https://cdn.example/staged.jpg' })];
    const { store } = renderInPanel(<GoalForm goal="stage" />, { state: { history: { results } } });
    const rooms = screen.getByRole('radiogroup', { name: 'Room type' });
    const bedroom = within(rooms).getByRole('radio', { name: 'Bedroom' });
    expect(pictureOf(bedroom).getAttribute('src')).toBe('/style-previews/room-bedroom.svg');
    expect(pictureOf(bedroom).alt).toBe('Bedroom icon: a bed');

    const styles = screen.getByRole('radiogroup', { name: 'Staging style' });
    expect(pictureOf(within(styles).getByRole('radio', { name: 'Modern' })).getAttribute('src')).toBe('/style-previews/modern.svg');
    await waitFor(() => expect(pictureOf(within(styles).getByRole('radio', { name: 'Coastal' })).getAttribute('src')).toBe('https://cdn.example/staged.jpg'));

    await user.click(bedroom);
    await user.keyboard('{ArrowLeft}');
    expect(within(rooms).getByRole('radio', { name: 'Living room' })).toBeChecked();
    expect(store.getState().forms.current.stage.roomType).toBe('living_room');
  });
});
