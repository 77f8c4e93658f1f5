// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RenovateForm } from '../../../components/panel/RenovateForm';
import { CabinetsForm } from '../../../components/panel/CabinetsForm';
import { renderInPanel } from './render';
import { PHOTO, PLAN } from './fake-background';
import { GUIDANCE, MAX_MATERIALS } from '../../../lib/api/limits';
import { defaultForms } from '../../../components/panel/store/forms';

describe('RenovateForm', () => {
  it('keeps "Renovate" disabled until a style or guidance is given', async () => {
    const user = userEvent.setup();
    renderInPanel(<RenovateForm />);
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
    renderInPanel(<RenovateForm />, { state: { photo: null } });
    expect(screen.getByRole('button', { name: 'Renovate' })).toBeDisabled();
    expect(screen.getByText('Pick a photo on a listing first.')).toBeInTheDocument();
  });

  it('shows the guidance hint at 8 characters and hides it from 9 (GUIDANCE.accurateFrom)', async () => {
    const user = userEvent.setup();
    renderInPanel(<RenovateForm />);
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
    const { store } = renderInPanel(<RenovateForm />);
    const group = screen.getByRole('radiogroup', { name: 'Renovation spectrum' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['tweak', 'enhance', 'renovate', 'transform']);
    expect(within(group).getByRole('radio', { name: 'Renovate' })).toBeChecked();

    within(group).getByRole('radio', { name: 'Renovate' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Transform' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Transform' })).toHaveFocus();
    expect(store.getState().forms.renovate.spectrum).toBe('transform');
    expect(screen.getByText(/bold reimagining/, { selector: 'p' })).toHaveTextContent('Transform:');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(within(group).getByRole('radio', { name: 'Tweak' })).toBeChecked();
    expect(store.getState().forms.renovate.spectrum).toBe('tweak');
    expect(within(group).getByRole('radio', { name: 'Tweak' })).toHaveAccessibleDescription(/Light touches/);
  });

  it('filters styles by search and switches between interior and exterior', async () => {
    const user = userEvent.setup();
    renderInPanel(<RenovateForm />);
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
    const { background } = renderInPanel(<RenovateForm />);
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

  it('validates a new material on its fields, then renders with params.materials and keeps it in the catalog', async () => {
    const user = userEvent.setup();
    const { background, store } = renderInPanel(<RenovateForm />);
    await user.click(screen.getByText(/^Materials/));
    const form = screen.getByRole('form', { name: 'New material' });
    await user.type(within(form).getByLabelText(/Texture image URL/), 'oak.jpg');
    await user.click(within(form).getByRole('button', { name: 'Add material' }));

    expect(within(form).getByLabelText(/^SKU/)).toHaveAccessibleDescription(/SKU \(material_id\) is required/);
    expect(within(form).getByLabelText(/^SKU/)).toHaveFocus();
    expect(within(form).getByLabelText(/Product name/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/Texture image URL/)).toHaveAccessibleDescription(/must be a full http\(s\) address/);
    expect(store.getState().catalog).toHaveLength(0);

    await user.type(within(form).getByLabelText(/^SKU/), 'OAK-1');
    await user.type(within(form).getByLabelText(/Product name/), 'Natural oak');
    await user.clear(within(form).getByLabelText(/Texture image URL/));
    await user.type(within(form).getByLabelText(/Texture image URL/), 'https://cdn.example.com/oak.jpg');
    await user.selectOptions(within(form).getByLabelText('Installation location'), 'Floors');
    await user.click(within(form).getByRole('button', { name: 'Add detail' }));
    await user.type(within(form).getByRole('textbox', { name: 'Detail 1 name' }), 'finish');
    await user.type(within(form).getByRole('textbox', { name: 'Detail 1 value' }), 'matte');
    await user.click(within(form).getByRole('button', { name: 'Add material' }));

    const product = { material_id: 'OAK-1', material_name: 'Natural oak', color_id: '', color_name: '', image_url: 'https://cdn.example.com/oak.jpg', installation_location: 'FLOORS', metadata: { finish: 'matte' } };
    expect(within(screen.getByRole('list', { name: 'Materials in this render' })).getByText(/Natural oak/)).toBeInTheDocument();
    expect(store.getState().catalog).toEqual([product]);

    await user.type(screen.getByRole('textbox', { name: 'Guidance' }), 'oak floors throughout');
    await user.click(screen.getByRole('button', { name: 'Renovate' }));
    await waitFor(() => expect(background.sent('startJob')).toHaveLength(1));
    expect(background.sent('startJob')[0]?.job).toEqual({
      operation: 'renovate',
      params: { renovation_spectrum: 'renovate', guidance: 'oak floors throughout', materials: [product] },
    });
  });

  it('adds a material with its button or Enter without starting the render', async () => {
    const user = userEvent.setup();
    const { background, store } = renderInPanel(<RenovateForm />);
    await user.click(screen.getByRole('radio', { name: 'Japandi' }));
    await user.click(screen.getByText(/^Materials/));
    const form = screen.getByRole('form', { name: 'New material' });
    const fill = async (sku: string) => {
      await user.type(within(form).getByLabelText(/^SKU/), sku);
      await user.type(within(form).getByLabelText(/Product name/), `Oak ${sku}`);
      await user.type(within(form).getByLabelText(/Texture image URL/), `https://cdn.example.com/${sku}.jpg`);
    };
    await fill('OAK-1');
    await user.click(within(form).getByRole('button', { name: 'Add material' }));
    await fill('OAK-2');
    await user.keyboard('{Enter}');
    expect(store.getState().forms.renovate.materials.map((item) => item.material_id)).toEqual(['OAK-1', 'OAK-2']);
    expect(within(form).getByLabelText(/^SKU/)).toHaveValue('');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(background.sent('startJob')).toHaveLength(0);

    // A half-typed product (not added) never blocks the render's own submission.
    await user.type(within(form).getByLabelText(/Texture image URL/), 'oak.jpg');
    await user.click(screen.getByRole('button', { name: 'Renovate' }));
    await waitFor(() => expect(background.sent('startJob')).toHaveLength(1));
    expect(background.sent('startJob')[0]?.job.params).toMatchObject({ materials: [{ material_id: 'OAK-1' }, { material_id: 'OAK-2' }] });
  });

  it('stops at MAX_MATERIALS materials per render and says so on the add buttons', async () => {
    const user = userEvent.setup();
    const product = (i: number) => ({ material_id: `SKU-${i}`, material_name: `Oak ${i}`, color_id: '', color_name: '', image_url: `https://cdn.example.com/${i}.jpg`, installation_location: 'FLOORS' as const, metadata: {} });
    const catalog = Array.from({ length: MAX_MATERIALS + 1 }, (_, i) => product(i));
    const forms = defaultForms();
    const { store } = renderInPanel(<RenovateForm />, { state: { catalog, forms: { ...forms, renovate: { ...forms.renovate, materials: catalog.slice(0, MAX_MATERIALS) } } } });
    expect(MAX_MATERIALS).toBe(10);
    expect(screen.getByText(/^Materials/)).toHaveTextContent('Materials (10 of 10)');
    const note = /At most 10 materials per render/;
    // Under the render's materials, and under the disabled add button.
    expect(screen.getAllByText(note)).toHaveLength(2);
    const form = screen.getByRole('form', { name: 'New material' });
    const addButton = within(form).getByRole('button', { name: 'Add material' });
    expect(addButton).toBeDisabled();
    expect(addButton).toHaveAccessibleDescription(note);
    const useLast = screen.getByRole('button', { name: `Use Oak ${MAX_MATERIALS} in this render` });
    expect(useLast).toBeDisabled();
    expect(useLast).toHaveAccessibleDescription(note);

    await user.click(screen.getByRole('button', { name: 'Remove Oak 0 from this render' }));
    expect(store.getState().forms.renovate.materials).toHaveLength(MAX_MATERIALS - 1);
    expect(screen.queryAllByText(note)).toHaveLength(0);
    expect(addButton).toBeEnabled();
    expect(addButton).not.toHaveAccessibleDescription(note);
    await user.click(screen.getByRole('button', { name: `Use Oak ${MAX_MATERIALS} in this render` }));
    expect(store.getState().forms.renovate.materials.map((item) => item.material_id)).toContain(`SKU-${MAX_MATERIALS}`);
    expect(screen.getAllByText(note)).toHaveLength(2);
  });

  it('confirms the credits before reimagining every photo of the listing', async () => {
    const user = userEvent.setup();
    const { background } = renderInPanel(<RenovateForm />, { state: { plan: { ...PLAN, renovation_credits: 2 } } });
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
    const { background } = renderInPanel(<RenovateForm />);
    await user.click(screen.getByRole('radio', { name: 'Scandinavian' }));
    await user.click(screen.getByRole('button', { name: 'Reimagine all 3 photos of this listing' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('You have 42 renovation credits left; 39 credits would remain.');
    await user.click(screen.getByRole('button', { name: 'Queue 3 renders' }));
    await waitFor(() => expect(background.sent('startJob')).toHaveLength(3));
    expect(background.sent('startJob').map((request) => request.photo.url)).toEqual(PHOTO.listing.photoUrls);
    expect(background.sent('startJob').every((request) => request.job.operation === 'renovate')).toBe(true);
  });
});

describe('CabinetsForm', () => {
  it('has its own "Restyle cabinets" action with the same rules', async () => {
    const user = userEvent.setup();
    const { background } = renderInPanel(<CabinetsForm />);
    const button = screen.getByRole('button', { name: 'Restyle cabinets' });
    expect(button).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Guidance' }), 'sage green shaker doors');
    await user.click(screen.getByRole('button', { name: 'Restyle cabinets' }));
    await waitFor(() => expect(background.sent('startJob')).toHaveLength(1));
    expect(background.sent('startJob')[0]?.job).toEqual({
      operation: 'kitchenCabinets',
      params: { renovation_spectrum: 'renovate', guidance: 'sage green shaker doors' },
    });
  });
});
