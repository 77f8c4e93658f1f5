// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import './setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MaterialsEditor } from '../../../components/panel/MaterialsEditor';
import type { CatalogProduct } from '../../../lib/catalog/product';
import { catalogFromJson } from '../../../lib/catalog/json';
import { catalogFromCsv } from '../../../lib/catalog/csv';
import { renderInPanel } from './render';
import { readTextFile } from '../../../components/shared/files';

const OAK: CatalogProduct = {
  material_id: 'OAK-1',
  material_name: 'Natural oak',
  color_id: '',
  color_name: '',
  image_url: 'https://cdn.example.com/oak.jpg',
  installation_location: 'FLOORS',
  metadata: {},
};

const HEADER = 'material_id,material_name,color_id,color_name,image_url,installation_location';

function renderEditor(catalog: CatalogProduct[] = [OAK], materials: CatalogProduct[] = []) {
  const onChange = vi.fn();
  const rendered = renderInPanel(<MaterialsEditor materials={materials} onChange={onChange} />, { state: { catalog } });
  return { ...rendered, onChange, user: userEvent.setup() };
}

describe('Catalog import and export', () => {
  it('rejects a bad CSV naming each row and field, and keeps the catalog as it was', async () => {
    const { store, user } = renderEditor();
    const csv = [HEADER, 'TILE-1,Zellige,,,https://cdn.example.com/z.jpg,BACKSPLASH', 'TILE-2,Broken,,,ftp://nope,ROOF'].join('\n');
    await user.upload(screen.getByLabelText('Import catalog (JSON or CSV)'), new File([csv], 'products.csv', { type: 'text/csv' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported: the catalog is unchanged.');
    const issues = within(alert).getAllByRole('listitem').map((item) => item.textContent);
    expect(issues).toEqual([expect.stringMatching(/^Row 3, image_url: /), expect.stringMatching(/^Row 3, installation_location: .*ROOF/)]);
    expect(store.getState().catalog).toEqual([OAK]);
  });

  it('rejects bad JSON with the product and field', async () => {
    const { store, user } = renderEditor();
    const json = JSON.stringify([{ ...OAK, material_id: 'X', metadata: 'matte' }]);
    await user.upload(screen.getByLabelText('Import catalog (JSON or CSV)'), new File([json], 'products.json', { type: 'application/json' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Product 1, metadata: Must be an object of name/value pairs');
    expect(store.getState().catalog).toEqual([OAK]);
  });

  it('merges a good file into the catalog without losing anything', async () => {
    const { store, user } = renderEditor();
    const csv = [HEADER + ',metadata.finish', 'OAK-1,Natural oak v2,,,https://cdn.example.com/oak2.jpg,FLOORS,oiled', 'TILE-1,Zellige,,,https://cdn.example.com/z.jpg,backsplash,'].join('\r\n');
    await user.upload(screen.getByLabelText('Import catalog (JSON or CSV)'), new File([csv], 'products.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Imported 2 products from products.csv: 1 new, 1 updated, 0 unchanged.')).toBeInTheDocument();
    expect(store.getState().catalog.map((p) => [p.material_id, p.material_name, p.metadata])).toEqual([
      ['OAK-1', 'Natural oak v2', { finish: 'oiled' }],
      ['TILE-1', 'Zellige', {}],
    ]);
    expect(within(screen.getByRole('list', { name: 'Catalog' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('exports JSON and CSV that import back to the same catalog', async () => {
    const tile: CatalogProduct = { ...OAK, material_id: 'TILE-1', material_name: 'Zellige, "sea"', installation_location: 'BACKSPLASH', metadata: { finish: 'glossy' } };
    const { user } = renderEditor([OAK, tile]);
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
    expect(catalogFromJson(json ?? '')).toEqual({ ok: true, products: [OAK, tile] });
    expect(catalogFromCsv(csv ?? '')).toEqual({ ok: true, products: [OAK, tile] });
    vi.unstubAllGlobals();
  });

  it('uses a catalog product in the render and removes it again', async () => {
    const { onChange, user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Use Natural oak in this render' }));
    expect(onChange).toHaveBeenLastCalledWith([OAK]);
  });

  it('lists the render’s materials with Remove, and marks them in the catalog', async () => {
    const { onChange, user } = renderEditor([OAK], [OAK]);
    expect(screen.getByRole('button', { name: 'Use Natural oak in this render' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Natural oak from this render' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('deletes a product from the catalog', async () => {
    const { store, user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Delete Natural oak from the catalog' }));
    await waitFor(() => expect(store.getState().catalog).toEqual([]));
  });
});
