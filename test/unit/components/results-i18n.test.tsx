// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import './setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HistoryView } from '../../../components/panel/HistoryView';
import { ResultsPanel } from '../../../components/panel/ResultsPanel';
import { PanelHeader } from '../../../components/panel/PanelHeader';
import type { PickedPhoto } from '../../../lib/listing';
import { defaultSettings } from '../../../lib/storage/settings-schema';
import { entry, OTHER_LISTING_PHOTO, PHOTO } from './fake-background';
import { renderInPanel } from './render';

/**
 * Issue #14 in the panel: results, history and the export dialog speak the interface language
 * (German here), while the label on the After image and everything Copy remarks writes follow
 * the LISTING's language (an idealista.com listing is Spanish), or the one chosen in the options.
 */
const IDEALISTA: PickedPhoto = {
  url: 'https://img3.idealista.com/blur/WEB_DETAIL/0/1.jpg',
  listing: {
    listingUrl: 'https://www.idealista.com/inmueble/110641394/',
    site: 'idealista',
    address: 'Calle de Alcalá 5, Madrid',
    photoUrls: ['https://img3.idealista.com/blur/WEB_DETAIL/0/1.jpg', 'https://img3.idealista.com/blur/WEB_DETAIL/0/2.jpg'],
  },
};

const now = Date.now();
const ENTRIES = [
  entry({ id: 'h-3', createdAt: now - 10_000, operation: 'stage', params: { room_type: 'bedroom', style: 'coastal' }, disclosure: 'virtually-staged', hasLocalCopy: true }),
  entry({ id: 'h-2', createdAt: now - 20_000, photo: OTHER_LISTING_PHOTO, operation: 'upscale', params: { creativity: 0.5 } }),
  entry({ id: 'h-1', createdAt: now - 30_000, photo: { ...PHOTO, url: PHOTO.listing.photoUrls[1] ?? '' } }),
];

/** No sentence of the English interface in `element`'s text. */
function expectNoEnglish(element: HTMLElement, english: readonly string[]) {
  for (const text of english) expect(element.textContent, text).not.toContain(text);
}

describe('History in German', () => {
  it('groups, counts, names and dates every result in German', async () => {
    const user = userEvent.setup();
    const { container } = renderInPanel(<HistoryView />, { state: { history: { results: ENTRIES } }, locale: 'de' });
    expect(screen.getByRole('region', { name: 'Verlauf' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Verlauf durchsuchen' })).toHaveAttribute('placeholder', 'Nach Adresse, Titel, Stil, Anweisungen suchen…');
    const elm = screen.getByRole('region', { name: '12 Elm St, Springfield' });
    expect(elm).toHaveTextContent('Zillow · 2 Ergebnisse');
    expect(within(elm).getByText('Virtuelles Home Staging')).toBeInTheDocument();
    expect(within(elm).getByText('Renovierung')).toBeInTheDocument();
    // The kind of each result, and "online only", in German; a relative time in German ("vor 10 Sek." / "vor 30 Sekunden").
    expect(elm).toHaveTextContent('Virtuell eingerichtet');
    expect(elm).toHaveTextContent('Digital bearbeitet · nur online');
    expect(within(elm).getByRole('button', { name: /^Virtuelles Home Staging · Bedroom · Coastal \(.+\) öffnen$/ })).toBeInTheDocument();
    expect(within(elm).getAllByRole('button', { name: 'Inserat exportieren' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Alles löschen' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Alle 3 Ergebnisse und ihre lokalen Kopien löschen? Das lässt sich nicht rückgängig machen.');
    expect(screen.getByRole('button', { name: 'Alle Ergebnisse löschen' })).toBeInTheDocument();
    expectNoEnglish(container, ['results', 'Delete', 'Export listing', 'Virtual staging', 'online only', 'ago']);
  });

  it('says in German what a search found', async () => {
    const user = userEvent.setup();
    renderInPanel(<HistoryView />, { state: { history: { results: ENTRIES, matches: [] } }, locale: 'de' });
    await user.type(screen.getByRole('searchbox', { name: 'Verlauf durchsuchen' }), 'penthouse');
    expect(await screen.findByText('Kein Ergebnis passt zu „penthouse“.')).toBeInTheDocument();
  });
});

describe('Results in German', () => {
  it('shows the comparison and the actions in German, the label in the listing’s language (English for Zillow)', async () => {
    const result = entry({ id: 'h-1', width: 1600, height: 1200 });
    renderInPanel(<ResultsPanel />, { state: { history: { results: [result, entry({ id: 'h-0', createdAt: now - 90_000 })] }, images: { sources: { 'h-1': 'blob:after' } } }, locale: 'de' });
    expect(screen.getByRole('region', { name: 'Ergebnis' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Vorher und nachher' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Vorher' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Nachher' })).toBeInTheDocument();
    for (const name of ['Schieberegler', 'Nebeneinander', 'Vergrößern', 'Gedrückt halten für das Original', 'Vollbild', 'Einstellungen bearbeiten', 'Mehr']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Herunterladen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mehr' }));
    const menu = screen.getByRole('menu', { name: 'Mehr' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Erneut ausführen · 1 Credit',
      'Bild kopieren',
      'Link kopieren',
      'In neuem Tab öffnen',
      'Vergleich in einem Tab öffnen',
      'Vergleichskarte herunterladen',
    ]);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('slider', { name: 'Vergleichsregler' })).toHaveAttribute('aria-valuetext', '50\u00a0% vorher, 50\u00a0% nachher');
    expect(screen.getByText(/^Renovierung · .+ · 1600×1200$/)).toBeInTheDocument();
    expect(screen.getByText('Varianten (2)')).toBeInTheDocument();
    // What will be stamped on an English listing's photos: English, marked as such.
    const badge = screen.getByText('Digitally altered');
    expect(badge).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Hinweise, Anmerkungen und Bildunterschriften dieses Inserats sind auf Englisch.')).toBeInTheDocument();
    expect(screen.getByText('Parameter')).toBeInTheDocument();
    expect(screen.getByText('Renovierungsumfang')).toBeInTheDocument();
  });

  it('labels a Spanish listing’s result in Spanish, even in English', () => {
    const result = entry({ id: 'h-9', photo: IDEALISTA });
    renderInPanel(<ResultsPanel />, { state: { listing: { photo: IDEALISTA }, history: { results: [result] }, images: { sources: { 'h-9': 'blob:after' } } } });
    expect(screen.getByText('Modificada digitalmente')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Labels, remarks and captions for this listing are in Spanish.')).toBeInTheDocument();
  });

  it('labels it in the language chosen in the options instead', () => {
    const result = entry({ id: 'h-9', photo: IDEALISTA });
    renderInPanel(<ResultsPanel />, { state: { listing: { photo: IDEALISTA }, history: { results: [result] }, images: { sources: { 'h-9': 'blob:after' } }, settings: { values: { ...defaultSettings(), labelLanguage: 'fr' } } } });
    expect(screen.getByText('Modifiée numériquement')).toHaveAttribute('lang', 'fr');
  });
});

describe('Export listing in German, for a Spanish listing', () => {
  const staged = entry({ id: 's', photo: { ...IDEALISTA, url: IDEALISTA.listing.photoUrls[1] ?? '' }, operation: 'stage', params: { room_type: 'living_room', style: 'modern' }, disclosure: 'virtually-staged' });
  const renovated = entry({ id: 'r', photo: IDEALISTA, params: { style_id: 'st-scandi', renovation_spectrum: 'renovate' } });

  async function openDialog(settings = defaultSettings()) {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    renderInPanel(<PanelHeader />, { state: { listing: { view: 'listing', photo: IDEALISTA }, history: { results: [staged, renovated] }, settings: { values: settings } }, locale: 'de' });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Inserat exportieren' }));
    const dialog = screen.getByRole('dialog', { name: 'Inserat exportieren' });
    return { user, writeText, dialog };
  }

  it('speaks German, says the export is Spanish, and copies Spanish remarks', async () => {
    const { user, writeText, dialog } = await openDialog();
    // In the listing's photo order, though photo 2's result is the newer.
    expect(within(dialog).getAllByRole('checkbox').map((box) => box.parentElement?.textContent?.trim())).toEqual([
      'Foto 1: digital bearbeitet, Renovierung · Scandinavian · Renovieren',
      'Foto 2: virtuell eingerichtet, Virtuelles Home Staging · Living room · Modern',
    ]);
    expect(within(dialog).getByRole('radio', { name: 'MLS (2048 px)' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Originalgröße' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Hinweise, Anmerkungen und Bildunterschriften sind auf Spanisch verfasst, der Sprache des Inserats.');
    expect(within(dialog).getByRole('button', { name: 'ZIP herunterladen (2 Fotos)' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Anmerkungen kopieren' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Anmerkungen kopiert.'));
    const text = String((writeText.mock.calls[0] as unknown[] | undefined)?.[0]);
    expect(text.split('\n').slice(0, 2)).toEqual([
      'Una o más fotos han sido amuebladas virtualmente (home staging virtual). Una o más fotos han sido modificadas digitalmente.',
      'Está disponible el original sin modificar de cada foto modificada.',
    ]);
    expect(text).toContain('Foto 2: home staging virtual, Home staging virtual · Living room · Modern\n');
  });

  it('copies remarks in the chosen language, naming the photos the label setting leaves unlabelled', async () => {
    const settings = { ...defaultSettings(), labelLanguage: 'fr' as const, disclosure: { staging: false, renovation: true } };
    const { user, writeText, dialog } = await openDialog(settings);
    expect(dialog).toHaveTextContent('Hinweise, Anmerkungen und Bildunterschriften sind auf Französisch verfasst, wie in den Optionen gewählt.');
    await user.click(within(dialog).getByRole('button', { name: 'Anmerkungen kopieren' }));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    const text = String((writeText.mock.calls[0] as unknown[] | undefined)?.[0]);
    expect(text).toMatch(/^Une ou plusieurs photos présentent un home staging virtuel\./);
    expect(text).toContain('La photo 2 ne porte pas la mention sur l’image');
    expect(text).toContain('Photo 2\u00a0: home staging virtuel (sans mention sur la photo), Home staging virtuel · Living room · Modern');
  });
});
