// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SidePanelLayout } from '../../../components/panel/SidePanelLayout';
import { JobList } from '../../../components/panel/JobList';
import { SiteAccess } from '../../../components/panel/SiteAccess';
import { operationLabel, spectrumSteps, summarizeParams } from '../../../lib/operations';
import { roomTypePicture, stylePicture } from '../../../lib/format/choice-pictures';
import { knownRoomTypes, knownStyles, sampleMaterials } from '../../../lib/format/style-palettes';
import { SAMPLE_WORDS } from '../../../lib/format/sample-words/index';
import { defaultSettings } from '../../../lib/storage/settings-schema';
import type { Locale } from '../../../lib/i18n/locales';
import { fakeBackground, job, PLAN } from './fake-background';
import { renderInPanel, withPreset, type PanelPreset } from './render';
import type { Tool } from '../../../components/panel/store/forms';
import { GoalTabs } from '../../../components/panel/GoalTabs';
import { ActionBar } from '../../../components/panel/ActionBar';

/**
 * The side panel's workspace and forms in German and Dutch: real translated words (not keys, not
 * English), plural forms chosen by count, and numbers, decimals and durations written the way
 * each language writes them. English is covered by the other component tests, unchanged.
 */

interface Words {
  readonly history: string;
  /** The credit items' titles, then what they say. */
  readonly creditTitles: readonly [string, string];
  readonly credits: readonly [string, string];
  readonly oneCredit: string;
  /** The start of the upload quota's title: many, then one. */
  readonly uploads: readonly [string, string];
  readonly refresh: string;
  readonly strip: string;
  readonly original: string;
  readonly goals: readonly [string, string, string, string];
  readonly blocked: string;
  readonly renovateCost: string;
  readonly style: string;
  readonly interior: string;
  readonly spectrum: string;
  readonly steps: readonly [string, string, string, string];
  readonly guidance: string;
  readonly cabinets: string;
  readonly materials: string;
  readonly roomType: string;
  readonly stagingStyle: string;
  readonly stageCost: string;
  readonly source: string;
  readonly sources: readonly [string, string, string];
  readonly stylePhoto: string;
  readonly photoTwo: string;
  readonly creativity: string;
  readonly decimal: string;
  readonly balanced: string;
}

const WORDS: Readonly<Record<'de' | 'nl', Words>> = {
  de: {
    history: 'Verlauf',
    creditTitles: ['Verbleibende Renovierungs-Credits', 'Verbleibende Staging-Credits'],
    credits: ['1.234 Renovierungen', '7 Stagings'],
    oneCredit: '1 Renovierung',
    uploads: ['80 Uploads übrig (', '1 Upload übrig ('],
    refresh: 'Credits aktualisieren',
    strip: 'Fotos des Exposés',
    original: 'Foto 1 von 3: Original',
    goals: ['Renovieren', 'Einrichten', 'Stil übertragen', 'Vergrößern'],
    blocked: 'Wählen Sie einen Stil oder geben Sie Anweisungen für die Renovierung ein.',
    renovateCost: 'Verbraucht 1 Renovierungs-Credit · noch 1.234 übrig',
    style: 'Stil',
    interior: 'Innen (3)',
    spectrum: 'Renovierungsumfang',
    steps: ['Auffrischen', 'Aufwerten', 'Renovieren', 'Umgestalten'],
    guidance: 'Anweisungen',
    cabinets: 'Nur die Küchenschränke',
    materials: 'Materialien',
    roomType: 'Raumtyp',
    stagingStyle: 'Einrichtungsstil',
    stageCost: 'Verbraucht 1 Staging-Credit · noch 7 übrig',
    source: 'Stilquelle',
    sources: ['Exposé-Foto', 'Datei', 'URL'],
    stylePhoto: 'Stilfoto',
    photoTwo: 'Foto 2 von 3',
    creativity: 'Kreativität',
    decimal: '0,50',
    balanced: 'ausgewogen: mehr Textur und Details',
  },
  nl: {
    history: 'Geschiedenis',
    creditTitles: ['Resterende renovatiecredits', 'Resterende stylingcredits'],
    credits: ['1.234 renovaties', '7 stylings'],
    oneCredit: '1 renovatie',
    uploads: ['80 uploads over (', '1 upload over ('],
    refresh: 'Credits vernieuwen',
    strip: 'Foto’s van de woning',
    original: 'Foto 1 van 3: origineel',
    goals: ['Renoveren', 'Inrichten', 'Stijl overnemen', 'Vergroten'],
    blocked: 'Kies een stijl of geef instructies om te renoveren.',
    renovateCost: 'Kost 1 renovatiecredit · nog 1.234 over',
    style: 'Stijl',
    interior: 'Interieur (3)',
    spectrum: 'Mate van renovatie',
    steps: ['Opfrissen', 'Opknappen', 'Renoveren', 'Ombouwen'],
    guidance: 'Instructies',
    cabinets: 'Alleen de keukenkastjes',
    materials: 'Materialen',
    roomType: 'Type ruimte',
    stagingStyle: 'Inrichtingsstijl',
    stageCost: 'Kost 1 stylingcredit · nog 7 over',
    source: 'Stijlbron',
    sources: ['Woningfoto', 'Bestand', 'URL'],
    stylePhoto: 'Stijlfoto',
    photoTwo: 'Foto 2 van 3',
    creativity: 'Creativiteit',
    decimal: '0,50',
    balanced: 'gebalanceerd: extra textuur en detail',
  },
};

const LOCALES = ['de', 'nl'] as const;

/** A goal's settings as the panel shows them (its tab chosen) with the action bar, in `locale`. */
function renderGoal(tool: Tool, { locale, state = {} }: { locale: Locale; state?: PanelPreset }) {
  return renderInPanel(
    <>
      <GoalTabs />
      <ActionBar />
    </>,
    { locale, state: withPreset({ forms: { tool } }, state) },
  );
}
const RICH_PLAN = { ...PLAN, renovation_credits: 1234 };

describe.each(LOCALES)('the side panel in %s', (locale) => {
  const w = WORDS[locale];

  it('the workspace: header, credits with plurals and grouped thousands, photo strip, goals, action bar', () => {
    renderInPanel(<SidePanelLayout />, { locale, state: { service: { plan: RICH_PLAN } } });
    expect(screen.getByRole('button', { name: w.history })).toBeInTheDocument();
    expect(screen.getByTitle(w.creditTitles[0])).toHaveTextContent(w.credits[0]);
    expect(screen.getByTitle(w.creditTitles[1])).toHaveTextContent(w.credits[1]);
    expect(screen.getByTitle(w.creditTitles[0]).parentElement?.title.startsWith(w.uploads[0])).toBe(true);
    expect(screen.getByRole('button', { name: w.refresh })).toBeInTheDocument();
    const strip = screen.getByRole('list', { name: w.strip });
    expect(within(strip).getByRole('button', { name: w.original })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(w.goals);
    expect(screen.getByText(w.blocked)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: w.goals[0] })).toBeDisabled();
    expect(document.body.textContent).not.toMatch(/Renovate settings|Listing photos|Refresh credits/);
  });

  it('says "1" with the singular form of the credit and of the upload', () => {
    renderInPanel(<SidePanelLayout />, { locale, state: { service: { plan: { ...PLAN, renovation_credits: 1, remaining_assets: 1 } } } });
    expect(screen.getByTitle(w.creditTitles[0])).toHaveTextContent(new RegExp(`^${w.oneCredit}$`));
    expect(screen.getByTitle(w.creditTitles[0]).parentElement?.title.startsWith(w.uploads[1])).toBe(true);
  });

  it('Renovate: style, spectrum, guidance, cabinets, materials; the cost once a style is picked', async () => {
    const user = userEvent.setup();
    renderGoal('renovate', { locale, state: { service: { plan: RICH_PLAN } } });
    expect(screen.getByRole('group', { name: w.style })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: w.interior })).toBeInTheDocument();
    const spectrum = screen.getByRole('radiogroup', { name: w.spectrum });
    expect(within(spectrum).getAllByRole('radio').map((radio) => radio.closest('label')?.querySelector('.spectrum__label')?.textContent)).toEqual(w.steps);
    expect(screen.getByRole('textbox', { name: w.guidance })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: w.cabinets })).toBeInTheDocument();
    expect(screen.getByText(w.materials)).toBeInTheDocument();
    await user.click(within(screen.getByRole('radiogroup', { name: w.style })).getByRole('radio', { name: 'Scandinavian' }));
    expect(screen.getByText(w.renovateCost)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: w.goals[0] })).toBeEnabled();
  });

  it('Stage: room type and staging style (API names as they are), and the staging cost', async () => {
    const user = userEvent.setup();
    renderGoal('stage', { locale });
    await user.click(within(screen.getByRole('radiogroup', { name: w.roomType })).getByRole('radio', { name: 'Bedroom' }));
    await user.click(within(screen.getByRole('radiogroup', { name: w.stagingStyle })).getByRole('radio', { name: 'Coastal' }));
    expect(screen.getByText(w.stageCost)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: w.goals[1] })).toBeEnabled();
  });

  it('Match style: the sources and the listing’s other photos', () => {
    renderGoal('styleTransfer', { locale });
    const source = screen.getByRole('radiogroup', { name: w.source });
    expect(within(source).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(w.sources);
    expect(within(screen.getByRole('radiogroup', { name: w.stylePhoto })).getByRole('radio', { name: w.photoTwo })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: w.goals[2] })).toBeDisabled();
  });

  it('Upscale: creativity with the language’s decimal comma', () => {
    renderGoal('upscale', { locale });
    const slider = screen.getByRole('slider', { name: w.creativity });
    expect(slider).toHaveAttribute('aria-valuetext', `${w.decimal}, ${w.balanced}`);
    expect(screen.getByText(w.decimal)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: w.goals[3] })).toBeEnabled();
  });
});

describe('durations and places in line, in the language', () => {
  const cases: readonly [Locale, string, string, string][] = [
    ['de', '7 Sek. · meist 6–20 Sek.', '1 Min., 5 Sek. · dauert länger als üblich', 'In der Warteschlange · Position 1'],
    ['nl', '7 sec · meestal 6-20 sec', '1 min, 5 sec · duurt langer dan normaal', 'In de wachtrij · plaats 1'],
  ];

  it.each(cases)('%s: elapsed time against the usual range, a late render, a queued one', (locale, usual, late, queued) => {
    const now = Date.now();
    renderInPanel(<JobList />, {
      locale,
      state: { jobs: { list: [
          job({ id: 'a', state: 'running', startedAt: now - 7_400 }),
          job({ id: 'b', state: 'running', startedAt: now - 65_000, photo: { ...job().photo, url: 'https://photos.example.com/p/2-kitchen.jpg' } }),
          job({ id: 'c', state: 'queued', createdAt: now }),
        ] } },
    });
    const [first, second] = screen.getAllByRole('progressbar');
    expect(first).toHaveAttribute('aria-valuetext', usual);
    expect(second).toHaveAttribute('aria-valuetext', late);
    expect(screen.getByText(queued)).toBeInTheDocument();
  });
});

describe('This site, in German', () => {
  it('keeps the host in bold inside a whole sentence, and names the button in German', async () => {
    const background = fakeBackground({ listingScriptStatus: () => ({ running: false }) });
    renderInPanel(<SiteAccess recheckMs={0} />, { locale: 'de', background, state: { settings: { activeTab: { id: 5, url: 'https://www.example-realty.com/a' }, values: defaultSettings() } } });
    const row = await screen.findByRole('region', { name: 'Diese Website' });
    expect(row).toHaveTextContent('Reimagine ist auf www.example-realty.com deaktiviert');
    expect(within(row).getByText('www.example-realty.com').tagName).toBe('STRONG');
    expect(within(row).getByRole('button', { name: 'Reimagine auf dieser Website aktivieren' })).toBeInTheDocument();
  });
});

describe('operation words without React (export captions use them in the listing’s language)', () => {
  const params = { style_id: 's1', renovation_spectrum: 'tweak', guidance: 'Eichendielen', materials: [{}, {}] };

  it('names operations and spectrum steps in each language; English as before', () => {
    expect(operationLabel('stage', 'de')).toBe('Virtuelles Home Staging');
    expect(operationLabel('stage', 'nl')).toBe('Virtuele styling');
    expect(operationLabel('renovate', 'en')).toBe('Renovation');
    expect(spectrumSteps('de').map((step) => step.label)).toEqual(WORDS.de.steps);
  });

  it('summarizes parameters with the language’s quotes, plurals and decimals; API names as the service gives them', () => {
    const names = { style: () => 'Japandi' };
    expect(summarizeParams('renovate', params, names, 'de')).toBe('Japandi · Auffrischen · „Eichendielen“ · 2 Materialien');
    expect(summarizeParams('renovate', { ...params, materials: [{}] }, names, 'nl')).toBe('Japandi · Opfrissen · ‘Eichendielen’ · 1 materiaal');
    expect(summarizeParams('upscale', { creativity: 0.5 }, undefined, 'de')).toBe('Kreativität 0,50');
    expect(summarizeParams('stage', { room_type: 'living_room', style: 'coastal' }, { roomType: () => 'Living room' }, 'nl')).toBe('Living room · Coastal');
    expect(summarizeParams('renovate', params, names)).toBe('Japandi · Tweak · “Eichendielen” · 2 materials');
  });

  it('describes choice pictures in the language, keeping the style’s name', () => {
    expect(stylePicture('Art nouveau', 'de').alt).toBe('Art nouveau: erzeugtes Farbmuster, noch kein Beispielbild');
    expect(stylePicture('Art nouveau', 'nl').alt).toBe('Art nouveau: gegenereerd kleurstaal, nog geen voorbeeldafbeelding');
    expect(stylePicture('Scandinavian', 'de').alt).toBe('Scandinavian, Beispielraum: zartweiße Wände, heller Eichenboden, haferfarbenes Sofa, Birke, gebürsteter Stahl, Salbei');
    expect(stylePicture('Modern farmhouse', 'nl').alt).toMatch(/^Modern farmhouse, voorbeeldhuis: witte verticale gevelplanken, zwart metalen dak/);
    expect(roomTypePicture('Bedroom', 'de').alt).toBe('Bedroom, Symbol: ein Bett');
  });

  it('has words for every sample in the palettes (a new palette word fails here until it is translated)', () => {
    const words = [...knownStyles().flatMap(({ sample }) => sampleMaterials(sample)), ...knownRoomTypes().map(({ sample }) => sample.label)];
    const listed: readonly string[] = SAMPLE_WORDS;
    expect(words.filter((word) => !listed.includes(word))).toEqual([]);
    expect(listed.filter((word) => !words.includes(word))).toEqual([]);
  });
});
