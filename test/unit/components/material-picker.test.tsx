// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SidePanelApp } from '../../../components/panel/SidePanelApp';
import { MATERIALS_LIMIT_NOTE } from '../../../components/panel/MaterialPicker';
import { defaultForms } from '../../../components/panel/store/forms';
import { goalRequest } from '../../../components/panel/store/tools';
import type { JobRequest } from '../../../lib/queue/types';
import { MAX_MATERIALS } from '../../../lib/api/limits';
import type { Product, Location } from '../../../lib/materials/product';
import { openMaterialsChannel } from '../../../lib/materials/stored';
import { MATERIALS_KEY } from '../../../lib/storage/ui-store';
import { renderInPanel, RenovateMaterials } from './render';
import { fakeBackground } from './fake-background';
import { GoalForm } from '../../../components/panel/GoalForm';

const product = (id: string, location: Location, name: string, color = ''): Product => ({
  material_id: id,
  material_name: name,
  color_id: '',
  color_name: color,
  image_url: `https://cdn.example.com/${id.toLowerCase()}.jpg`,
  installation_location: location,
  metadata: {},
});
const OAK = product('OAK-1', 'FLOORS', 'White oak', 'Natural');
const WALNUT = product('WAL-1', 'FLOORS', 'Walnut');
const ZELLIGE = product('ZEL-1', 'BACKSPLASH', 'Zellige', 'Sea green');

/** The render's materials, as the Renovate form holds them. */
function withMaterials(materials: Product[]) {
  const forms = defaultForms();
  return { ...forms, renovate: { ...forms.renovate, materials } };
}

describe('MaterialPicker (Renovate’s materials option)', () => {
  it('picks "Floors: White oak" from the catalog, with its thumbnail, and the render carries it', async () => {
    const user = userEvent.setup();
    const { background, store } = renderInPanel(<GoalForm goal="renovate" />, { state: { materials: { products: [ZELLIGE, OAK, WALNUT] } } });
    const floors = screen.getByRole('group', { name: 'Floors' });
    expect(within(floors).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual(['Floors: White oak, Natural', 'Floors: Walnut']);
    const oak = within(floors).getByRole('checkbox', { name: 'Floors: White oak, Natural' });
    expect(oak.closest('label')?.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/oak-1.jpg');
    expect(oak).not.toBeChecked();

    await user.click(oak);
    expect(oak).toBeChecked();
    await user.click(within(screen.getByRole('group', { name: 'Backsplash' })).getByRole('checkbox', { name: 'Backsplash: Zellige, Sea green' }));
    expect(screen.getByText(/^Materials/)).toHaveTextContent('Materials (2 applied)');
    expect(store.getState().forms.current.renovate.materials).toEqual([OAK, ZELLIGE]);

    // What the action bar's "Renovate" sends: the form's request, through the real client and protocol.
    await user.type(screen.getByRole('textbox', { name: 'Guidance' }), 'bright kitchen');
    const request = goalRequest('renovate', store.getState().forms.current);
    expect(request).not.toBeNull();
    await store.getState().startJob(request as JobRequest);
    await waitFor(() => expect(background.sent('startJob')).toHaveLength(1));
    expect(background.sent('startJob')[0]?.job).toEqual({ operation: 'renovate', params: { renovation_spectrum: 'renovate', guidance: 'bright kitchen', materials: [OAK, ZELLIGE] } });
  });

  it('picking another floor replaces the first and says so; unticking removes it', async () => {
    const user = userEvent.setup();
    const { store } = renderInPanel(<RenovateMaterials />, { state: { materials: { products: [OAK, WALNUT, ZELLIGE] }, forms: { current: withMaterials([OAK, ZELLIGE]) } } });
    await user.click(screen.getByRole('checkbox', { name: 'Floors: Walnut' }));
    expect(store.getState().forms.current.renovate.materials).toEqual([WALNUT, ZELLIGE]);
    expect(screen.getByRole('checkbox', { name: 'Floors: White oak, Natural' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Walnut replaces White oak on the floors.');

    await user.click(screen.getByRole('checkbox', { name: 'Backsplash: Zellige, Sea green' }));
    expect(store.getState().forms.current.renovate.materials).toEqual([WALNUT]);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it(`stops at MAX_MATERIALS (${MAX_MATERIALS}) with the limit's sentence on the products it refuses`, async () => {
    const user = userEvent.setup();
    // Only a tweaked older render holds this many: one product per location allows seven.
    const tweaked = Array.from({ length: MAX_MATERIALS }, (_, i) => product(`T-${i}`, i < 5 ? 'FLOORS' : 'WALLS', `Tweaked ${i}`));
    const { store } = renderInPanel(<RenovateMaterials />, { state: { materials: { products: [OAK, ZELLIGE] }, forms: { current: withMaterials(tweaked) } } });
    expect(screen.getByText(/^Materials/)).toHaveTextContent(`Materials (${MAX_MATERIALS} applied)`);
    expect(screen.getByText(MATERIALS_LIMIT_NOTE)).toBeInTheDocument();
    expect(MATERIALS_LIMIT_NOTE).toBe('At most 10 materials per render. Remove one to add another.');
    const zellige = screen.getByRole('checkbox', { name: 'Backsplash: Zellige, Sea green' });
    expect(zellige).toBeDisabled();
    expect(zellige).toHaveAccessibleDescription(MATERIALS_LIMIT_NOTE);
    await user.click(zellige);
    expect(store.getState().forms.current.renovate.materials).toEqual(tweaked);
    // The tweaked products show, checked, though the catalog lacks them: nothing is sent unseen.
    expect(screen.getByRole('checkbox', { name: 'Walls: Tweaked 9' })).toBeChecked();
    expect(screen.getAllByText('No longer in your catalog')).toHaveLength(MAX_MATERIALS);

    // A floor is a replacement, not an 11th material: allowed, and it frees room.
    const oak = screen.getByRole('checkbox', { name: 'Floors: White oak, Natural' });
    expect(oak).toBeEnabled();
    await user.click(oak);
    expect(store.getState().forms.current.renovate.materials).toHaveLength(MAX_MATERIALS - 4);
    expect(screen.queryByText(MATERIALS_LIMIT_NOTE)).not.toBeInTheDocument();
    expect(zellige).toBeEnabled();
    expect(zellige).not.toHaveAccessibleDescription(MATERIALS_LIMIT_NOTE);
  });

  it('with an empty catalog: one line and "Set up your product catalog", which opens the options page at the catalog', async () => {
    const user = userEvent.setup();
    const { background } = renderInPanel(<RenovateMaterials />, { state: { materials: { products: [] } } });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByText(/Apply your own floors, tiles and cabinets/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up your product catalog' }));
    expect(background.log).toContain('options#catalog');
  });

  it('links to the catalog for editing once it has products', async () => {
    const user = userEvent.setup();
    const { background } = renderInPanel(<RenovateMaterials />, { state: { materials: { products: [OAK] } } });
    expect(screen.queryByRole('button', { name: 'Set up your product catalog' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit your product catalog' }));
    expect(background.log).toEqual(['options#catalog']);
  });

  it('sees the options page’s changes without reopening: on its announcement, on focus and when shown again', async () => {
    const background = fakeBackground();
    background.storage.set(MATERIALS_KEY, [OAK]);
    const { store } = renderInPanel(<RenovateMaterials />, { background, state: { materials: { products: [] }, forms: { current: withMaterials([OAK]) } } });
    // Read when it appears.
    expect(await screen.findByRole('checkbox', { name: 'Floors: White oak, Natural' })).toBeChecked();

    // The options page saves and announces.
    background.storage.set(MATERIALS_KEY, [OAK, ZELLIGE]);
    const options = openMaterialsChannel(() => undefined);
    options.announce();
    expect(await screen.findByRole('checkbox', { name: 'Backsplash: Zellige, Sea green' })).toBeInTheDocument();
    options.close();

    // A missed message: the panel gets focus.
    background.storage.set(MATERIALS_KEY, [ZELLIGE, WALNUT]);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await screen.findByRole('checkbox', { name: 'Floors: Walnut' })).toBeInTheDocument();
    // White oak left the catalog but stays in this render, shown so it can be unticked.
    expect(screen.getByRole('checkbox', { name: 'Floors: White oak, Natural' })).toBeChecked();
    expect(screen.getByText('No longer in your catalog')).toBeInTheDocument();

    // Hidden, then shown again.
    background.storage.set(MATERIALS_KEY, [ZELLIGE]);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Floors: Walnut' })).not.toBeInTheDocument());
    expect(store.getState().materials.products).toEqual([ZELLIGE]);
    expect(store.getState().forms.current.renovate.materials).toEqual([OAK]);
  });

  it('keeps what it shows when the stored catalog can’t be read', async () => {
    const background = fakeBackground();
    background.load = () => Promise.reject(new Error('IndexedDB unavailable'));
    const { store } = renderInPanel(<RenovateMaterials />, { background, state: { materials: { products: [OAK] } } });
    act(() => void window.dispatchEvent(new Event('focus')));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().materials.products).toEqual([OAK]);
    expect(screen.getByRole('checkbox', { name: 'Floors: White oak, Natural' })).toBeInTheDocument();
  });
});

describe('The side panel holds no catalog editor (issue #12: the catalog is edited on the options page)', () => {
  it('has no SKU field, no CSV or JSON import and no product form, on any goal', async () => {
    const user = userEvent.setup();
    const background = fakeBackground();
    background.storage.set(MATERIALS_KEY, [OAK, ZELLIGE]);
    render(<SidePanelApp background={background} />);
    expect(await screen.findByRole('checkbox', { name: 'Floors: White oak, Natural' })).toBeInTheDocument();

    for (const goal of ['Renovate', 'Stage', 'Match style', 'Upscale']) {
      await user.click(screen.getByRole('tab', { name: goal }));
      expect(screen.queryByRole('textbox', { name: /SKU|material_id|colour|color|image URL|texture/i }), goal).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: /location/i }), goal).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /import|export|add product|save product/i }), goal).not.toBeInTheDocument();
      expect(screen.queryByRole('form', { name: /product|catalog/i }), goal).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /product catalog/i }), goal).not.toBeInTheDocument();
      const fileInputs = [...document.querySelectorAll<HTMLInputElement>('input[type="file"]')];
      expect(fileInputs.filter((input) => /csv|json|text/i.test(input.accept) || input.accept === ''), goal).toEqual([]);
      expect(document.body, goal).not.toHaveTextContent(/\bSKU\b|\bCSV\b|\bJSON\b/);
    }
    // Editing the catalog is one button away, on the options page.
    await user.click(screen.getByRole('tab', { name: 'Renovate' }));
    await user.click(screen.getByRole('button', { name: 'Edit your product catalog' }));
    expect(background.log).toContain('options#catalog');
  });
});
