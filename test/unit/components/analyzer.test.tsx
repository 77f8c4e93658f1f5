// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AnalyzerSection } from '../../../components/panel/analyzer/AnalyzerSection';
import { emptyAnalyzer, type AnalyzerData } from '../../../components/panel/analyzer/suggestions';
import { defaultForms } from '../../../components/panel/store/forms';
import type { PanelPreset } from './render';
import type { AnalyzerStatus, ListingAnalysis, ListingBatchView, PhotoAnalysisReply } from '../../../lib/analyzer/records';
import type { Locale } from '../../../lib/i18n/locales';
import { fakeBackground, PHOTO, type FakeHandlers } from './fake-background';
import { renderInPanel } from './render';
import { GoalForm } from '../../../components/panel/GoalForm';

/**
 * The image analyzer in the panel: the "Suggested" preselection (never over a user's choice),
 * hiding itself when the service has no analyzer, consent before any analysis, and a listing's
 * batch with its progress and endings. The background is a fake answering through the protocol.
 */

const AVAILABLE: AnalyzerStatus = { availability: 'available', checkedAt: 1, consent: true };
const BEDROOM: PhotoAnalysisReply = { state: 'done', suggestion: { classification: 'interior', roomType: 'bedroom', styles: [] } };
const GARDEN: PhotoAnalysisReply = { state: 'done', suggestion: { classification: 'exterior', exteriorType: 'garden', styles: [] } };
const NO_BATCH: ListingAnalysis = { batch: null, photos: [] };

function batch(overrides: Partial<ListingBatchView>): ListingBatchView {
  return { status: 'processing', processed: 0, total: 3, failed: 0, skipped: 0, submittedAt: 1, giveUpAt: 2, ...overrides };
}

function setup(options: { status?: AnalyzerStatus; analysis?: PhotoAnalysisReply; handlers?: FakeHandlers; state?: PanelPreset; ui?: ReactElement; locale?: Locale } = {}) {
  const status = options.status ?? AVAILABLE;
  const background = fakeBackground({
    getAnalyzer: () => status,
    setAnalyzerConsent: ({ consent }) => ({ ...status, consent }),
    analyzePhoto: () => options.analysis ?? BEDROOM,
    getListingAnalysis: () => NO_BATCH,
    ...options.handlers,
  });
  const analyzer: AnalyzerData = { ...emptyAnalyzer(), status };
  const ui = options.ui ?? (
    <>
      <AnalyzerSection />
      <GoalForm goal="renovate" />
      <GoalForm goal="stage" />
    </>
  );
  return renderInPanel(ui, { background, state: { analyzer: analyzer, ...options.state }, ...(options.locale ? { locale: options.locale } : {}) });
}

const groupButton = (name: RegExp) => within(screen.getByRole('group', { name: 'Style group' })).getByRole('button', { name });

describe('suggested preselection', () => {
  it('an interior bedroom: the Interior tab and the room type Bedroom, each tagged "Suggested"', async () => {
    const { store, background } = setup();
    await waitFor(() => expect(store.getState().forms.current.stage.roomType).toBe('bedroom'));
    expect(background.sent('analyzePhoto')).toEqual([{ photo: PHOTO }]);
    expect(groupButton(/Interior/)).toHaveTextContent('Suggested');
    expect(within(screen.getByRole('radiogroup', { name: 'Room type' })).getByRole('radio', { name: 'Bedroom' })).toBeChecked();
    expect(screen.getByText('Room type from the image analysis: Bedroom')).toHaveTextContent('Suggested');
    expect(screen.getByText('Analysis: an interior (Bedroom).')).toBeInTheDocument();
  });

  it('an exterior: the Exterior tab is chosen and tagged; the user can still change it, and the tag goes', async () => {
    const user = userEvent.setup();
    const { store } = setup({ analysis: GARDEN });
    await waitFor(() => expect(store.getState().forms.current.renovate.group).toBe('exterior'));
    expect(groupButton(/Exterior/)).toHaveAttribute('aria-pressed', 'true');
    expect(groupButton(/Exterior/)).toHaveTextContent('Suggested');
    await user.click(groupButton(/Interior/));
    expect(store.getState().forms.current.renovate.group).toBe('interior');
    expect(screen.queryByText('Suggested')).toBeNull();
    // The suggestion never comes back over the user's choice.
    store.getState().applySuggestions();
    expect(store.getState().forms.current.renovate.group).toBe('interior');
  });

  it('never overrides a choice: a picked style, a picked room type, a tab clicked before the answer', async () => {
    let answer: (reply: PhotoAnalysisReply) => void = () => undefined;
    const forms = { ...defaultForms(), renovate: { ...defaultForms().renovate, styleId: 'st-scandi' }, stage: { roomType: 'living_room', style: '' } };
    const { store } = setup({ state: { forms: { current: forms } }, handlers: { analyzePhoto: () => new Promise<PhotoAnalysisReply>((resolve) => (answer = resolve)) } });
    await waitFor(() => expect(store.getState().analyzer.photos[PHOTO.url]).toEqual({ state: 'pending' }));
    answer(GARDEN);
    await waitFor(() => expect(store.getState().analyzer.photos[PHOTO.url]).toEqual(GARDEN));
    expect(store.getState().forms.current.renovate).toMatchObject({ group: 'interior', styleId: 'st-scandi' });
    expect(store.getState().forms.current.stage.roomType).toBe('living_room');

    const second = setup({ analysis: GARDEN, handlers: { analyzePhoto: () => new Promise<PhotoAnalysisReply>((resolve) => (answer = resolve)) } });
    await userEvent.setup().click(within(second.container).getAllByRole('button', { name: /Interior/ })[0] as HTMLElement);
    answer(GARDEN);
    await waitFor(() => expect(second.store.getState().analyzer.photos[PHOTO.url]).toEqual(GARDEN));
    expect(second.store.getState().forms.current.renovate.group).toBe('interior');
  });

  it('a malformed analysis: a clear sentence, its detail on request, nothing preselected', async () => {
    const { store } = setup({ analysis: { state: 'unreadable', problem: 'the analysis is malformed at "classification"' } });
    expect(await screen.findByText(/could not be read, so nothing was preselected/)).toBeInTheDocument();
    expect(screen.getByText('the analysis is malformed at "classification"')).toBeInTheDocument();
    expect(store.getState().forms.current).toEqual(defaultForms());
    expect(screen.queryByText('Suggested')).toBeNull();
  });
});

describe('consent and cost', () => {
  it('off by default: nothing is analyzed; the plan details are stated; turning it on is sent once', async () => {
    const user = userEvent.setup();
    const { background } = setup({ status: { ...AVAILABLE, consent: false } });
    const box = await screen.findByRole('checkbox', { name: 'Suggest room type and style (may use credits)' });
    expect(box).not.toBeChecked();
    expect(screen.getByText(/Your plan details \(Team Pro\): renovation credits 42, staging credits 7\. They give no price for an analysis/)).toBeInTheDocument();
    expect(background.sent('analyzePhoto')).toEqual([]);
    await user.click(box);
    await waitFor(() => expect(background.sent('setAnalyzerConsent')).toEqual([{ consent: true }]));
    await waitFor(() => expect(background.sent('analyzePhoto')).toHaveLength(1));
  });
});

describe('hiding when the analyzer is absent', () => {
  it.each([
    ['unavailable', { availability: 'unavailable', checkedAt: 1, consent: true }],
    ['not known (offline, no key)', { availability: 'unknown', checkedAt: null, consent: true }],
  ] as const)('%s: nothing is shown, nothing is sent, no error', async (_label, status) => {
    const { background, store } = setup({ status });
    await waitFor(() => expect(background.sent('getAnalyzer')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Image analysis' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Suggest room type/ })).toBeNull();
    expect(background.sent('analyzePhoto')).toEqual([]);
    expect(store.getState().notices.notice).toBeNull();
  });

  it('the analyzer disappearing when a photo is analyzed hides the section', async () => {
    setup({ analysis: { state: 'unavailable' } });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Image analysis' })).toBeNull());
  });
});

describe('a listing as one batch', () => {
  it('confirms with the cost, then shows the progress the background reports', async () => {
    const user = userEvent.setup();
    let view: ListingAnalysis = NO_BATCH;
    const { background } = setup({
      status: { ...AVAILABLE, consent: false },
      handlers: {
        getListingAnalysis: () => view,
        startListingAnalysis: () => (view = { batch: batch({ processed: 1 }), photos: [] }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Analyze all 3 photos of this listing' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Analyze' });
    expect(dialog).toHaveTextContent('Analyze 3 photos in one batch?');
    expect(dialog).toHaveTextContent('renovation credits 42');
    expect(background.sent('startListingAnalysis')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Analyze' }));
    expect(await screen.findByText('Analyzing the listing’s photos: 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Analyzing the listing’s photos: 1 of 3' })).toHaveAttribute('value', '1');
    expect(background.sent('startListingAnalysis')).toEqual([{ photo: PHOTO }]);
    // The panel re-reads the running batch until it ends.
    view = { batch: batch({ status: 'completed', processed: 3, failed: 1 }), photos: [{ url: PHOTO.url, analysis: BEDROOM }] };
    expect(await screen.findByText('2 photos analyzed: their suggestions are ready. 1 photo could not be analyzed.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyze the listing again' })).toBeInTheDocument();
  });

  it.each([
    ['timed_out', 'No result after 10 minutes, so the analysis of this listing was given up. Photos analyzed before that keep their suggestions.'],
    ['analyzer_gone', 'The image analyzer stopped answering during the analysis. Photos analyzed before that keep their suggestions.'],
    ['lost', 'The service no longer knows this analysis. Photos analyzed before that keep their suggestions.'],
  ] as const)('a batch that ended %s says so', async (status, text) => {
    setup({ status: { ...AVAILABLE, consent: false }, handlers: { getListingAnalysis: () => ({ batch: batch({ status, processed: 2 }), photos: [] }) } });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('a refused start says why, in the interface language', async () => {
    const user = userEvent.setup();
    setup({
      status: { ...AVAILABLE, consent: false },
      locale: 'de',
      handlers: { startListingAnalysis: () => ({ ok: false, code: 'image_unreachable', message: 'None of the listing’s photos could be handed to the analyzer.' }) },
    });
    expect(await screen.findByRole('checkbox', { name: 'Raumtyp und Stil vorschlagen (kann Credits verbrauchen)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Alle 3 Fotos dieses Exposés analysieren' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Analysieren' }));
    expect(await screen.findByText(/^Das Exposé konnte nicht analysiert werden: /)).toBeInTheDocument();
  });
});
