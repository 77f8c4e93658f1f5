// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { screen, within } from '@testing-library/react';
import { HistoryView } from '../../../components/panel/HistoryView';
import { RENOVATION_STYLES } from '../../../emulator/service-styles/renovation-styles';
import { ROOM_TYPES, STAGING_STYLES } from '../../../emulator/service-styles/staging';
import { AnalysisType, RenovationSpectrum } from '../../../lib/api/schemas';
import type { Locale } from '../../../lib/i18n/locales';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import { operationLabel, spectrumSteps } from '../../../lib/operations';
import { leaks, ROOM_TYPE_IDS, STAGING_STYLE_IDS, STYLE_IDS } from '../export/raw-values';
import { entry } from './fake-background';
import { renderInPanel, type PanelPreset } from './render';

/**
 * Issue #25: History labels every result with the operation's words, never an API value, and
 * with one pattern for every operation: the operation's name, then its parameters' names
 * ("Renovation · Modern · Renovate", "Virtual staging · Living room · Modern").
 */

const now = Date.now();

/** A result of every operation, carrying every raw value a result can hold (spectrum steps, styles, room types, staging styles, analysis types). */
const ENTRIES: HistoryEntry[] = [
  ...RenovationSpectrum.options.map((spectrum, i) => entry({ id: `r-${spectrum}`, createdAt: now - i, params: { style_id: STYLE_IDS[i] ?? 'modern', renovation_spectrum: spectrum } })),
  ...STYLE_IDS.map((style, i) => entry({ id: `s-${style}`, createdAt: now - 100 - i, operation: 'kitchenCabinets', params: { style_id: style, renovation_spectrum: 'tweak' } })),
  ...ROOM_TYPE_IDS.map((room, i) =>
    entry({ id: `st-${room}`, createdAt: now - 200 - i, operation: 'stage', disclosure: 'virtually-staged', params: { room_type: room, style: STAGING_STYLE_IDS[i % STAGING_STYLE_IDS.length] ?? 'modern' } }),
  ),
  ...AnalysisType.options.map((type, i) => entry({ id: `a-${type}`, createdAt: now - 300 - i, operation: 'analyze', params: { analysis_type: type }, resultUrl: undefined })),
  entry({ id: 'u', createdAt: now - 400, operation: 'upscale', params: { creativity: 0.5 } }),
  entry({ id: 't', createdAt: now - 500, operation: 'styleTransfer', params: { style: { kind: 'url', url: 'https://example.com/mood.jpg' } } }),
];

/** The lists as the emulator returns them, as the panel keeps them once loaded. */
const LOADED: PanelPreset = {
  service: {
    styles: { interior: RENOVATION_STYLES.filter((s) => s.kind === 'interior'), exterior: RENOVATION_STYLES.filter((s) => s.kind === 'exterior') },
    stagingOptions: { roomTypes: [...ROOM_TYPES], styles: [...STAGING_STYLES] },
  },
};

/** Each item's name, its summary and its buttons' names, as the user meets them. */
function items(container: HTMLElement): { title: string; summary: string; buttons: string[] }[] {
  return [...container.querySelectorAll('.history-item')].map((item) => ({
    title: item.querySelector('.history-item__title')?.textContent ?? '',
    summary: item.querySelector('.history-item__summary')?.textContent ?? '',
    buttons: within(item as HTMLElement).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''),
  }));
}

describe.each(['en', 'de'] as const)('History’s labels in %s', (locale: Locale) => {
  it.each([
    ['with the service’s lists loaded', LOADED],
    ['before the lists load', { service: { styles: null, stagingOptions: null } }],
  ] as const)('name no raw value, %s', (_when, lists) => {
    const { container } = renderInPanel(<HistoryView />, { state: { history: { results: ENTRIES }, ...(lists as PanelPreset) }, locale });
    const shown = items(container);
    expect(shown).toHaveLength(ENTRIES.length);
    expect(leaks(shown.flatMap((item) => [item.title, item.summary, ...item.buttons]), locale)).toEqual([]);
  });

  it('follow one pattern: the operation’s name, then its parameters’ names, the whole label naming its buttons', () => {
    const { container } = renderInPanel(<HistoryView />, { state: { history: { results: ENTRIES }, ...LOADED }, locale });
    const operations = new Set(ENTRIES.map((e) => operationLabel(e.operation, locale)));
    for (const item of items(container)) {
      expect(operations).toContain(item.title);
      const label = item.summary ? `${item.title} · ${item.summary}` : item.title;
      expect(item.buttons).toHaveLength(2);
      for (const name of item.buttons) expect(name).toContain(label);
    }
  });
});

describe('History’s labels read as the panel names things', () => {
  it('in English', () => {
    renderInPanel(<HistoryView />, { state: { history: { results: ENTRIES }, ...LOADED } });
    expect(screen.getByRole('button', { name: /^Open Renovation · Modern · Tweak from/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Open Virtual staging · Living room · Modern from/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Open Kitchen cabinets · Mid-century modern · Tweak from/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Open Analysis · Advanced from/ })).toBeInTheDocument();
  });

  it('in German, the spectrum step as the slider names it, the service’s names as it gives them', () => {
    renderInPanel(<HistoryView />, { state: { history: { results: ENTRIES }, ...LOADED }, locale: 'de' });
    const renovieren = spectrumSteps('de').find((step) => step.value === 'renovate')?.label;
    expect(renovieren).toBe('Renovieren');
    expect(screen.getByRole('button', { name: /^Renovierung · Industrial · Renovieren \(.+\) öffnen$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Virtuelles Home Staging · Outdoor \/ patio · Minimalist \(.+\) öffnen$/ })).toBeInTheDocument();
  });
});
