// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import './setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MaterialsSection } from '../../../components/options/MaterialsSection';
import type { Product } from '../../../lib/materials/product';
import { productsFromJson } from '../../../lib/materials/json';
import { productsFromCsv } from '../../../lib/materials/csv';
import { MATERIALS_KEY } from '../../../lib/storage/ui-store';
import { readTextFile } from '../../../components/shared/files';
import { renderInPanel, renderWithBackground, RenovateMaterials } from './render';
import { fakeBackground, type FakeBackground } from './fake-background';

const OAK: Product = {
  material_id: 'OAK-1',
  material_name: 'White oak',
  color_id: '',
  color_name: '',
  image_url: 'https://cdn.example.com/oak.jpg',
  installation_location: 'FLOORS',
  metadata: {},
};
const ZELLIGE: Product = { ...OAK, material_id: 'TILE-1', material_name: 'Zellige', image_url: 'https://cdn.example.com/z.jpg', installation_location: 'BACKSPLASH' };

const HEADER = 'material_id,material_name,color_id,color_name,image_url,installation_location';

/** The options page's Product catalog over a fake background whose stored catalog is `stored`. */
async function renderSection(stored: Product[] | undefined = [OAK], background: FakeBackground = fakeBackground()) {
  if (stored) background.storage.set(MATERIALS_KEY, stored);
  const rendered = renderWithBackground(<MaterialsSection />, background);
  await screen.findByRole('form', { name: 'New product' });
  return { ...rendered, user: userEvent.setup() };
}
const stored = (background: FakeBackground) => background.storage.get(MATERIALS_KEY);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Options: Product catalog', () => {
  it('lists the stored catalog by location, each product with its thumbnail', async () => {
    await renderSection([ZELLIGE, OAK]);
    expect(screen.getByRole('heading', { name: 'Product catalog (2)' })).toBeInTheDocument();
    const floors = screen.getByRole('list', { name: 'Floors' });
    expect(within(floors).getByText('White oak')).toBeInTheDocument();
    expect(floors.querySelector('img')).toHaveAttribute('src', OAK.image_url);
    expect(within(screen.getByRole('list', { name: 'Backsplash' })).getByText('Zellige')).toBeInTheDocument();
  });

  it('adds a product: every problem on its field first, then saved and listed under its location', async () => {
    const { background, user } = await renderSection([]);
    expect(screen.getByText(/No products yet/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New product' });
    await user.type(within(form).getByLabelText(/Texture image URL/), 'oak.jpg');
    await user.click(within(form).getByRole('button', { name: 'Add product' }));

    expect(within(form).getByLabelText(/^SKU/)).toHaveAccessibleDescription(/SKU \(material_id\) is required/);
    expect(within(form).getByLabelText(/^SKU/)).toHaveFocus();
    expect(within(form).getByLabelText(/Product name/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/Texture image URL/)).toHaveAccessibleDescription(/must be a full http\(s\) address/);
    expect(stored(background)).toEqual([]);

    await user.type(within(form).getByLabelText(/^SKU/), 'OAK-1');
    await user.type(within(form).getByLabelText(/Product name/), 'White oak');
    await user.type(within(form).getByLabelText(/Color ID/), 'NAT');
    await user.clear(within(form).getByLabelText(/Texture image URL/));
    await user.type(within(form).getByLabelText(/Texture image URL/), 'https://cdn.example.com/oak.jpg');
    await user.selectOptions(within(form).getByLabelText('Installation location'), 'Floors');
    await user.click(within(form).getByRole('button', { name: 'Add detail' }));
    await user.type(within(form).getByRole('textbox', { name: 'Detail 1 name' }), 'finish');
    await user.type(within(form).getByRole('textbox', { name: 'Detail 1 value' }), 'matte');
    await user.click(within(form).getByRole('button', { name: 'Add product' }));

    const product = { ...OAK, color_id: 'NAT', metadata: { finish: 'matte' } };
    await waitFor(() => expect(stored(background)).toEqual([product]));
    expect(screen.getByText('Added White oak (floors).')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Floors' })).getByText('White oak')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^SKU/)).toHaveValue('');
  });

  it('adds with Enter in a field; the same SKU and colour again updates the product', async () => {
    const { background, user } = await renderSection([OAK]);
    const form = screen.getByRole('form', { name: 'New product' });
    await user.type(within(form).getByLabelText(/^SKU/), 'OAK-1');
    await user.type(within(form).getByLabelText(/Product name/), 'White oak, oiled');
    await user.type(within(form).getByLabelText(/Texture image URL/), 'https://cdn.example.com/oak-oiled.jpg{Enter}');
    await waitFor(() => expect(stored(background)).toEqual([{ ...OAK, material_name: 'White oak, oiled', image_url: 'https://cdn.example.com/oak-oiled.jpg' }]));
    expect(screen.getByText('Updated White oak, oiled: a product with this SKU and colour was already in the catalog.')).toBeInTheDocument();
  });

  it('imports a CSV: a bad file changes nothing and names each row and field; a good one is merged and saved', async () => {
    const { background, user } = await renderSection([OAK]);
    const bad = [HEADER, 'TILE-1,Zellige,,,https://cdn.example.com/z.jpg,BACKSPLASH', 'TILE-2,Broken,,,ftp://nope,ROOF'].join('\n');
    await user.upload(screen.getByLabelText('Import catalog (JSON or CSV)'), new File([bad], 'products.csv', { type: 'text/csv' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported: the catalog is unchanged.');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringMatching(/^Row 3, image_url: /), expect.stringMatching(/^Row 3, installation_location: .*ROOF/)]);
    expect(stored(background)).toEqual([OAK]);

    const good = [HEADER + ',metadata.finish', 'OAK-1,White oak v2,,,https://cdn.example.com/oak2.jpg,FLOORS,oiled', 'TILE-1,Zellige,,,https://cdn.example.com/z.jpg,backsplash,'].join('\r\n');
    await user.upload(screen.getByLabelText('Import catalog (JSON or CSV)'), new File([good], 'products.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Imported 2 products from products.csv: 1 new, 1 updated, 0 unchanged.')).toBeInTheDocument();
    await waitFor(() =>
      expect((stored(background) as Product[]).map((p) => [p.material_id, p.material_name, p.metadata])).toEqual([
        ['OAK-1', 'White oak v2', { finish: 'oiled' }],
        ['TILE-1', 'Zellige', {}],
      ]),
    );
    expect(within(screen.getByRole('list', { name: 'Backsplash' })).getByText('Zellige')).toBeInTheDocument();
  });

  it('rejects bad JSON with the product and field', async () => {
    const { background, user } = await renderSection([OAK]);
    const json = JSON.stringify([{ ...OAK, material_id: 'X', metadata: 'matte' }]);
    await user.upload(screen.getByLabelText('Import catalog (JSON or CSV)'), new File([json], 'products.json', { type: 'application/json' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Product 1, metadata: Must be an object of name/value pairs');
    expect(stored(background)).toEqual([OAK]);
  });

  it('exports JSON and CSV that import back to the same catalog', async () => {
    const tile: Product = { ...ZELLIGE, material_name: 'Zellige, "sea"', metadata: { finish: 'glossy' } };
    const { user } = await renderSection([OAK, tile]);
    const saved: Blob[] = [];
    const names: string[] = [];
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:x'), revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalledTimes(2);
    expect(names).toEqual([expect.stringMatching(/^reimagine-catalog-\d{8}-\d{6}\.json$/), expect.stringMatching(/^reimagine-catalog-\d{8}-\d{6}\.csv$/)]);
    const [json, csv] = await Promise.all(saved.map((blob) => readTextFile(blob)));
    expect(productsFromJson(json ?? '')).toEqual({ ok: true, products: [OAK, tile] });
    expect(productsFromCsv(csv ?? '')).toEqual({ ok: true, products: [OAK, tile] });
  });

  it('removes a product, saved at once, and Undo puts it back', async () => {
    const { background, user } = await renderSection([OAK, ZELLIGE]);
    await user.click(screen.getByRole('button', { name: 'Remove White oak (OAK-1) from the catalog' }));
    await waitFor(() => expect(stored(background)).toEqual([ZELLIGE]));
    expect(screen.queryByRole('list', { name: 'Floors' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Removed White oak\./)).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(stored(background)).toEqual([ZELLIGE, OAK]));
  });

  it('the side panel sees each change without being reopened', async () => {
    const background = fakeBackground();
    const { user } = await renderSection([], background);
    renderInPanel(<RenovateMaterials />, { background, state: { materials: { products: [] } } });
    expect(await screen.findByRole('button', { name: 'Set up your product catalog' })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'New product' });
    await user.type(within(form).getByLabelText(/^SKU/), 'OAK-1');
    await user.type(within(form).getByLabelText(/Product name/), 'White oak');
    await user.type(within(form).getByLabelText(/Texture image URL/), 'https://cdn.example.com/oak.jpg');
    await user.click(within(form).getByRole('button', { name: 'Add product' }));
    expect(await screen.findByRole('checkbox', { name: 'Floors: White oak' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up your product catalog' })).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText('Import catalog (JSON or CSV)'), new File([[HEADER, 'TILE-1,Zellige,,,https://cdn.example.com/z.jpg,BACKSPLASH'].join('\n')], 'tiles.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('checkbox', { name: 'Backsplash: Zellige' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove White oak (OAK-1) from the catalog' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Floors: White oak' })).not.toBeInTheDocument());
  });

  it('opened at #catalog, scrolls to the section and focuses its heading', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    window.location.hash = '#catalog';
    await renderSection([OAK]);
    const heading = screen.getByRole('heading', { name: /Product catalog/ });
    const section = heading.closest('section');
    expect(section).toHaveAttribute('id', 'catalog');
    // The scroll runs in a passive effect after the load commits: wait for it, not for the form.
    await waitFor(() => expect(scrolled).toEqual([section]));
    expect(heading).toHaveFocus();
    window.location.hash = '';
  });

  it('offers no editing while the stored catalog can’t be read (nothing overwritten)', async () => {
    const background = fakeBackground();
    background.storage.set(MATERIALS_KEY, [OAK]);
    background.load = () => Promise.reject(new Error('IndexedDB unavailable'));
    renderWithBackground(<MaterialsSection />, background);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your product catalog could not be read.');
    expect(screen.queryByRole('form', { name: 'New product' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Import catalog (JSON or CSV)')).not.toBeInTheDocument();
    expect(stored(background)).toEqual([OAK]);
  });

  it('says so when a change can’t be saved', async () => {
    const background = fakeBackground();
    background.save = () => Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError'));
    const { user } = await renderSection([OAK, ZELLIGE], background);
    await user.click(screen.getByRole('button', { name: 'Remove Zellige (TILE-1) from the catalog' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your last change could not be saved');
  });

  it('searches a long catalog by name, SKU, colour or place', async () => {
    const many = Array.from({ length: 6 }, (_, i) => ({ ...OAK, material_id: `OAK-${i}`, material_name: `Oak ${i}` }));
    const { user } = await renderSection([...many, ZELLIGE]);
    await user.type(screen.getByRole('searchbox', { name: 'Search catalog' }), 'backsplash');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Zellige')]);
    await user.clear(screen.getByRole('searchbox', { name: 'Search catalog' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search catalog' }), 'nothing like it');
    expect(screen.getByText('No product matches “nothing like it”.')).toBeInTheDocument();
  });
});
