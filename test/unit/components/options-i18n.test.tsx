// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OptionsApp } from '../../../components/options/OptionsApp';
import { OnboardingApp } from '../../../components/onboarding/OnboardingApp';
import { MaterialsSection } from '../../../components/options/MaterialsSection';
import { CompareApp } from '../../../components/compare-page/CompareApp';
import type { Product } from '../../../lib/materials/product';
import type { Locale } from '../../../lib/i18n/locales';
import type { MessageTable } from '../../../lib/i18n/message-types';
import { messagesIn, type Namespace } from '../../../lib/i18n/translate';
import { materialsMessages } from '../../../lib/i18n/messages/materials/index';
import { onboardingMessages } from '../../../lib/i18n/messages/onboarding/index';
import { optionsMessages } from '../../../lib/i18n/messages/options/index';
import { defaultSettings, type SettingsPatch } from '../../../lib/storage/settings-schema';
import { MATERIALS_KEY } from '../../../lib/storage/ui-store';
import { fakeBackground, PLAN, type FakeBackground } from './fake-background';
import { boundConnection } from './fake-connection';
import { renderWithBackground } from './render';

/**
 * The options page, the welcome page and the catalog editor in German and in Spanish: their own
 * words show, and none of the English ones is left (in text or in aria-label, placeholder, alt
 * and title), and the label-language choice is saved.
 */

const PRODUCTION = 'https://api.tech.renovateai.app/public/v1';
const OAK: Product = {
  material_id: 'OAK-1',
  material_name: 'White oak',
  color_id: '',
  color_name: '',
  image_url: 'https://cdn.example.com/oak.jpg',
  installation_location: 'FLOORS',
  metadata: {},
};

function optionsBackground(): FakeBackground {
  const background = fakeBackground({
    saveSettings: (patch: SettingsPatch) => ({ ...defaultSettings(), ...patch, disclosure: { ...defaultSettings().disclosure, ...patch.disclosure } }),
    ...boundConnection({ apiBase: PRODUCTION, confirmedOrigin: 'https://api.tech.renovateai.app', apiKey: 'rk_live_secret_1234' }),
    testConnection: () => PLAN,
  });
  background.storage.set(MATERIALS_KEY, [OAK]);
  return background;
}

/** Everything a user reads or hears on the page: its text and its accessible attributes. */
function pageWords(): string {
  const attributes = [...document.body.querySelectorAll('[aria-label], [placeholder], [alt], [title]')].flatMap((element) =>
    ['aria-label', 'placeholder', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [document.body.textContent ?? '', ...attributes].join('\n');
}

/**
 * The English sentences of a namespace that `locale` words differently: long enough not to be a
 * name ("Plan", "SKU"), with their placeholders cut off (the fixed words before the first one).
 */
function englishLeftovers(tables: Namespace<MessageTable>, locale: Locale): string[] {
  const table: MessageTable | undefined = messagesIn(tables, locale);
  return Object.entries(tables.en).flatMap(([key, message]) => {
    const translated = table?.[key];
    if (typeof message !== 'string' || message === translated) return [];
    const fixed = message.split('{')[0]?.trim() ?? '';
    return fixed.length >= 12 ? [fixed] : [];
  });
}

function expectNoEnglish(tables: Namespace<MessageTable>, locale: Locale): void {
  const words = pageWords();
  const left = englishLeftovers(tables, locale).filter((english) => words.includes(english));
  expect(left).toEqual([]);
}

describe.each([
  {
    locale: 'de' as const,
    title: 'Reimagine-Einstellungen',
    saveKey: 'Schlüssel speichern',
    test: 'Verbindung testen',
    staged: 'Eingerichtete Fotos mit „Virtuell eingerichtet“ kennzeichnen',
    language: 'Sprache der Kennzeichnung',
    automatic: 'Sprache des Inserats (automatisch)',
    materials: 'Produktkatalog (1)',
    floors: 'Böden',
  },
  {
    locale: 'es' as const,
    title: 'Opciones de Reimagine',
    saveKey: 'Guardar clave',
    test: 'Probar conexión',
    staged: 'Etiquetar las fotos amuebladas con «Amueblado virtualmente»',
    language: 'Idioma de las etiquetas',
    automatic: 'El idioma del anuncio (automático)',
    materials: 'Catálogo de productos (1)',
    floors: 'Suelos',
  },
])('the options page in $locale', ({ locale, title, saveKey, test, staged, language, automatic, materials, floors }) => {
  it('shows its own headings and buttons, and no English sentence', async () => {
    const background = optionsBackground();
    renderWithBackground(<OptionsApp background={background} />, background, locale);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(title);
    expect(await screen.findByRole('checkbox', { name: staged })).toBeChecked();
    expect(await screen.findByRole('heading', { name: materials })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: floors })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: saveKey })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: test })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: language });
    expect(select).toHaveValue('auto');
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent(automatic);
    for (const english of ['Reimagine options', 'Save key', 'Test connection', 'Disclosure labels', 'Enabled sites', 'Clear history', 'Add product', 'Export JSON']) {
      expect(pageWords()).not.toContain(english);
    }
    expectNoEnglish(optionsMessages, locale);
    expectNoEnglish(materialsMessages, locale);
    // The privacy policy in the page's own language (docs/privacy/<locale>.md, built into the package).
    expect(document.querySelector('.privacy-note a')).toHaveAttribute('href', `/privacy.${locale}.html`);
  });

  it('saves the label language chosen', async () => {
    const background = optionsBackground();
    renderWithBackground(<OptionsApp background={background} />, background, locale);
    const select = await screen.findByRole('combobox', { name: language });
    // Each language is named in itself, whatever the interface language.
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([automatic, 'English', 'Español', 'Français', 'Deutsch', 'Nederlands', 'Italiano']);
    await userEvent.setup().selectOptions(select, 'it');
    await waitFor(() => expect(background.sent('saveSettings')).toEqual([{ labelLanguage: 'it' }]));
    await waitFor(() => expect(select).toHaveValue('it'));
  });
});

describe('the options page, in German, in action', () => {
  it('writes its outcomes in German: a key saved, a plan read, a product added', async () => {
    const background = optionsBackground();
    renderWithBackground(<OptionsApp background={background} />, background, 'de');
    const user = userEvent.setup();
    expect(await screen.findByText('Ein Schlüssel ist gespeichert: ••••1234. Er wird nur an api.tech.renovateai.app gesendet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verbindung testen' }));
    const connected = await screen.findByText('Verbunden.');
    expect(within(connected.closest('.notice') as HTMLElement).getByText('Renovierungs-Credits')).toBeInTheDocument();

    const form = await screen.findByRole('form', { name: 'Neues Produkt' });
    await user.type(within(form).getByLabelText(/^SKU/), 'TILE-1');
    await user.type(within(form).getByLabelText(/^Produktname/), 'Zellige');
    await user.type(within(form).getByLabelText(/Texturbilds/), 'https://cdn.example.com/z.jpg');
    await user.selectOptions(within(form).getByLabelText('Einbauort'), 'Küchenrückwand');
    await user.click(within(form).getByRole('button', { name: 'Produkt hinzufügen' }));
    expect(await screen.findByText('Zellige hinzugefügt (Küchenrückwand).')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Produktkatalog (2)' })).toBeInTheDocument();
  });
});

describe.each([
  { locale: 'de' as const, welcome: 'Willkommen bei Reimagine', how: 'So funktioniert’s', step: '1. Auf einem Inseratsfoto auf Reimagine klicken', save: 'Speichern und testen', options: 'Einstellungen öffnen' },
  { locale: 'es' as const, welcome: 'Te damos la bienvenida a Reimagine', how: 'Cómo funciona', step: '1. Haz clic en Reimagine en una foto del anuncio', save: 'Guardar y probar', options: 'Abrir opciones' },
])('the welcome page in $locale', ({ locale, welcome, how, step, save, options }) => {
  it('shows its own headings, captions and buttons, and no English sentence', async () => {
    const background = fakeBackground(boundConnection({ apiBase: PRODUCTION, confirmedOrigin: 'https://api.tech.renovateai.app' }));
    renderWithBackground(<OnboardingApp background={background} demo />, background, locale);
    expect(screen.getByRole('heading', { level: 1, name: welcome })).toBeInTheDocument();
    expect(document.title).toBe(welcome);
    const steps = within(screen.getByRole('region', { name: how })).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent(step);
    expect(await screen.findByRole('button', { name: save })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: options })).toBeInTheDocument();
    // The link keeps its address as its name, inside the translated sentence.
    expect(screen.getByRole('link', { name: 'renovateai.app' }).parentElement?.textContent).not.toMatch(/get them at/);
    for (const english of ['Welcome to Reimagine', 'How it works', 'Save and test', 'Open options', 'Use the local emulator']) {
      expect(pageWords()).not.toContain(english);
    }
    expectNoEnglish(onboardingMessages, locale);
    expectNoEnglish(optionsMessages, locale);
    expect(document.querySelector('.privacy-note a')).toHaveAttribute('href', `/privacy.${locale}.html`);
  });
});

describe('the catalog editor in Spanish', () => {
  it('names locations, fields and outcomes in Spanish', async () => {
    const background = fakeBackground();
    background.storage.set(MATERIALS_KEY, [OAK]);
    renderWithBackground(<MaterialsSection />, background, 'es');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Producto nuevo' });
    expect(screen.getByRole('heading', { name: 'Catálogo de productos (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar White oak (OAK-1) del catálogo' }));
    expect(await screen.findByText(/^Se ha eliminado White oak\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(within(form).getByRole('button', { name: 'Añadir detalle' })).toBeInTheDocument();
    expectNoEnglish(materialsMessages, 'es');
    // The field problems themselves come from lib/materials (English for now); the summary is Spanish.
    await user.click(within(form).getByRole('button', { name: 'Añadir producto' }));
    expect(screen.getByText('Corrige los 3 problemas marcados.')).toBeInTheDocument();
  });
});

describe('the comparison tab in German', () => {
  it('says there is no result in German', () => {
    const background = fakeBackground();
    renderWithBackground(<CompareApp background={background} search="" />, background, 'de');
    expect(screen.getByRole('heading', { name: 'Kein Ergebnis zum Vergleichen' })).toBeInTheDocument();
    expect(document.title).toBe('Reimagine-Vergleich');
  });
});
