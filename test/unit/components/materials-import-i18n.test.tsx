// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MaterialsSection } from '../../../components/options/MaterialsSection';
import type { Product } from '../../../lib/materials/product';
import type { Locale } from '../../../lib/i18n/locales';
import { MATERIALS_KEY } from '../../../lib/storage/ui-store';
import { fakeBackground } from './fake-background';
import { renderWithBackground } from './render';

/**
 * The catalog editor's problems in the page's language: an import with several bad rows or
 * products, and the new-product form's field errors, in German and in French. Row and product
 * numbers are formatted for the language ("Zeile 1.203", "ligne 1 203"), each field is named in
 * the language, and the file's own column names stay as the file writes them.
 */

const OAK: Product = {
  material_id: 'OAK-1',
  material_name: 'White oak',
  color_id: '',
  color_name: '',
  image_url: 'https://cdn.example.com/oak.jpg',
  installation_location: 'FLOORS',
  metadata: {},
};
const HEADER = 'material_id,material_name,color_id,color_name,image_url,installation_location';
const LOCATIONS = 'FLOORS, KITCHEN_CABINETS, COUNTERTOPS, BACKSPLASH, WALLS, EXTERIOR_SIDING, CEILING';

/** A CSV whose rows 3, 4, 5 and 1,203 are bad (the others are good products). */
function badCsv(): File {
  const good = Array.from({ length: 1197 }, (_, i) => `TILE-${i + 10},Zellige ${i},,,https://cdn.example.com/${i}.jpg,BACKSPLASH`);
  const rows = [HEADER, 'TILE-1,Zellige,,,https://cdn.example.com/z.jpg,BACKSPLASH', 'TILE-2,Broken,,,ftp://nope,ROOF', ',No SKU,,,https://cdn.example.com/x.jpg,FLOORS', 'TILE-1,Zellige again,,,https://cdn.example.com/z2.jpg,WALLS', ...good, 'TILE-9,Short,,'];
  return new File([rows.join('\n')], 'produkte.csv', { type: 'text/csv' });
}

/** A JSON catalog whose products 2, 3 and 4 are bad. */
function badJson(): File {
  const products = [OAK, { ...OAK, material_id: 'OAK-2', metadata: 'matt' }, 'Eiche', { ...OAK, material_id: 'OAK-3', material_name: ['a'], image_url: '' }];
  return new File([JSON.stringify({ format: 'reimagine-catalog', version: 1, products })], 'produits.json', { type: 'application/json' });
}

/** Renders the section in `locale`, uploads `file` through the import field named `importLabel`, and returns the listed problems. */
async function importIn(locale: Locale, formName: string, importLabel: string, file: File) {
  const background = fakeBackground();
  background.storage.set(MATERIALS_KEY, [OAK]);
  renderWithBackground(<MaterialsSection />, background, locale);
  await screen.findByRole('form', { name: formName });
  await userEvent.setup().upload(screen.getByLabelText(importLabel), file);
  const alert = await screen.findByRole('alert');
  expect(background.storage.get(MATERIALS_KEY)).toEqual([OAK]);
  return { alert, items: within(alert).getAllByRole('listitem').map((item) => item.textContent) };
}

describe('catalog problems in the page’s language', () => {
  it('lists a bad CSV import’s problems in German', async () => {
    const { alert, items } = await importIn('de', 'Neues Produkt', 'Katalog importieren (JSON oder CSV)', badCsv());
    expect(alert).toHaveTextContent('Nichts wurde importiert: Der Katalog ist unverändert.');
    expect(items).toEqual([
      'Zeile 3, Spalte image_url: Die URL des Texturbilds muss eine vollständige http(s)-Adresse sein, nicht „ftp://nope“.',
      `Zeile 3, Spalte installation_location: Der Einbauort „ROOF“ ist nicht zulässig. Zulässig sind ${LOCATIONS}.`,
      'Zeile 4, Spalte material_id: „Artikelnummer (material_id)“ ist ein Pflichtfeld.',
      'Zeile 5, Spalte material_id: Gleiche material_id und color_id wie in Zeile 2.',
      'Zeile 1.203: Die Zeile hat 4 Felder, die Kopfzeile hat 6.',
    ]);
    expect(alert).toHaveTextContent('Korrigieren Sie die Datei und importieren Sie sie erneut.');
  });

  it('lists the same CSV’s problems in French', async () => {
    const { alert, items } = await importIn('fr', 'Nouveau produit', 'Importer un catalogue (JSON ou CSV)', badCsv());
    expect(alert.textContent).toContain('Rien n’a été importé\u00a0: le catalogue est inchangé.');
    expect(items).toEqual([
      'Ligne 3, colonne image_url\u00a0: L’URL de l’image de texture doit être une adresse http(s) complète, et non «\u00a0ftp://nope\u00a0».',
      `Ligne 3, colonne installation_location\u00a0: L’emplacement de pose «\u00a0ROOF\u00a0» ne fait pas partie des valeurs admises\u00a0: ${LOCATIONS}.`,
      'Ligne 4, colonne material_id\u00a0: Le champ «\u00a0Référence (material_id)\u00a0» est obligatoire.',
      'Ligne 5, colonne material_id\u00a0: Mêmes material_id et color_id qu’à la ligne 2.',
      'Ligne 1\u202f203\u00a0: Cette ligne a 4 champs\u202f; l’en-tête en a 6.',
    ]);
  });

  it('lists a bad JSON import’s problems in French and in German', async () => {
    const french = await importIn('fr', 'Nouveau produit', 'Importer un catalogue (JSON ou CSV)', badJson());
    expect(french.items).toEqual([
      'Produit 2, champ metadata\u00a0: Doit être un objet de paires nom/valeur, et non du texte.',
      'Produit 3\u00a0: N’est pas un objet.',
      'Produit 4, champ material_name\u00a0: Doit être du texte, et non une liste.',
    ]);
    cleanup();
    const german = await importIn('de', 'Neues Produkt', 'Katalog importieren (JSON oder CSV)', badJson());
    expect(german.items).toEqual(['Produkt 2, Feld metadata: Muss ein Objekt aus Name-Wert-Paaren sein, kein Text.', 'Produkt 3: Ist kein Objekt.', 'Produkt 4, Feld material_name: Muss Text sein, keine Liste.']);
  });

  it('shows the new-product form’s problems on their fields in German', async () => {
    renderWithBackground(<MaterialsSection />, fakeBackground(), 'de');
    const form = await screen.findByRole('form', { name: 'Neues Produkt' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/URL des Texturbilds/), 'eiche.jpg');
    await user.click(within(form).getByRole('button', { name: 'Detail hinzufügen' }));
    await user.type(within(form).getByRole('textbox', { name: 'Name von Detail 1' }), 'Oberfläche');
    await user.click(within(form).getByRole('button', { name: 'Produkt hinzufügen' }));
    expect(within(form).getByLabelText(/^SKU/)).toHaveAccessibleDescription('„Artikelnummer (material_id)“ ist ein Pflichtfeld.');
    expect(within(form).getByLabelText(/^Produktname/)).toHaveAccessibleDescription('„Produktname (material_name)“ ist ein Pflichtfeld.');
    expect(within(form).getByLabelText(/URL des Texturbilds/)).toHaveAccessibleDescription('Die URL des Texturbilds muss eine vollständige http(s)-Adresse sein, nicht „eiche.jpg“.');
    expect(within(form).getByText('Das Detail „Oberfläche“ hat keinen Wert.')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('Korrigieren Sie die 4 markierten Probleme.');
  });
});
