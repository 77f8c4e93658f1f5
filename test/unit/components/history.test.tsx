// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import './setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HistoryView } from '../../../components/panel/HistoryView';
import { groupByListing } from '../../../lib/format/history';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import { renderInPanel } from './render';
import { entry, fakeBackground, OTHER_LISTING_PHOTO, PHOTO } from './fake-background';

const now = Date.now();
const ENTRIES = [
  entry({ id: 'h-3', createdAt: now - 10_000, operation: 'stage', params: { room_type: 'bedroom', style: 'coastal' }, disclosure: 'virtually-staged' }),
  entry({ id: 'h-2', createdAt: now - 20_000, photo: OTHER_LISTING_PHOTO, operation: 'upscale', params: { creativity: 0.5 } }),
  entry({ id: 'h-1', createdAt: now - 30_000, photo: { ...PHOTO, url: PHOTO.listing.photoUrls[1] ?? '' } }),
];

/** Fixture lookups without non-null assertions. */
function first(): HistoryEntry {
  return ENTRIES[0] as HistoryEntry;
}
function second(): HistoryEntry {
  return ENTRIES[1] as HistoryEntry;
}

describe('HistoryView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('groups results by listing, newest listing first', () => {
    renderInPanel(<HistoryView />, { state: { history: { results: ENTRIES } } });
    const groups = screen.getAllByRole('region');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['History', '12 Elm St, Springfield', 'Flat 3, 7 Mill Lane, Leeds']);
    const elm = screen.getByRole('region', { name: '12 Elm St, Springfield' });
    expect(within(elm).getAllByRole('listitem')).toHaveLength(2);
    expect(elm).toHaveTextContent('Zillow · 2 results');
    expect(within(elm).getByText('Virtual staging')).toBeInTheDocument();
    expect(within(elm).getByText('Renovation')).toBeInTheDocument();
    expect(groupByListing(ENTRIES).map((group) => group.entries.map((e) => e.id))).toEqual([['h-3', 'h-1'], ['h-2']]);
  });

  it('searches through getHistory and shows the matches', async () => {
    const user = userEvent.setup();
    const background = fakeBackground({ getHistory: ({ query }) => ({ entries: query === 'leeds' ? [second()] : ENTRIES }) });
    renderInPanel(<HistoryView />, { background, state: { history: { results: ENTRIES } } });
    await user.type(screen.getByRole('searchbox', { name: 'Search history' }), 'leeds');
    await waitFor(() => expect(screen.getByText('1 result for “leeds”')).toBeInTheDocument());
    expect(background.sent('getHistory')).toEqual([{ query: 'leeds', limit: 500 }]);
    expect(screen.queryByRole('region', { name: '12 Elm St, Springfield' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Flat 3, 7 Mill Lane, Leeds' })).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search history' }));
    await waitFor(() => expect(screen.getByRole('region', { name: '12 Elm St, Springfield' })).toBeInTheDocument());
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    const background = fakeBackground({ getHistory: () => ({ entries: [] }) });
    renderInPanel(<HistoryView />, { background, state: { history: { results: ENTRIES } } });
    await user.type(screen.getByRole('searchbox', { name: 'Search history' }), 'penthouse');
    expect(await screen.findByText('No result matches “penthouse”.')).toBeInTheDocument();
  });

  it('asks the background for a thumbnail’s copy only once it nears the view', async () => {
    const background = fakeBackground();
    for (const known of ENTRIES) background.blobs.set(known.id, new Blob(['jpeg bytes'], { type: 'image/jpeg' }));
    const watched: { element: Element; report: (near: boolean) => void }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: (records: { isIntersecting: boolean; target: Element }[]) => void) {}
        observe(element: Element) {
          watched.push({ element, report: (near) => this.callback([{ isIntersecting: near, target: element }]) });
        }
        unobserve() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: () => 'blob:local/1', revokeObjectURL: () => undefined }));
    const { container } = renderInPanel(<HistoryView />, { background, state: { history: { results: ENTRIES.map((known) => ({ ...known, hasLocalCopy: true })) } } });
    await waitFor(() => expect(watched).toHaveLength(3));
    expect(background.sent('getResultCopy')).toHaveLength(0);
    watched[0]?.report(false);
    expect(background.sent('getResultCopy')).toHaveLength(0);
    watched[1]?.report(true);
    await waitFor(() => expect(container.querySelectorAll('img.thumb')).toHaveLength(1));
    // The one that came near, and only it.
    expect(background.sent('getResultCopy')).toHaveLength(1);
    watched[2]?.report(true);
    await waitFor(() => expect(container.querySelectorAll('img.thumb')).toHaveLength(2));
    expect(background.sent('getResultCopy')).toHaveLength(2);
  });

  it('uses the local copies for thumbnails, falling back to the hosted URL', async () => {
    const background = fakeBackground();
    background.blobs.set('h-3', new Blob(['jpeg bytes'], { type: 'image/jpeg' }));
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return `blob:local/${created.length}`;
      },
      revokeObjectURL: () => undefined,
    }));
    const { container } = renderInPanel(<HistoryView />, { background, state: { history: { results: [{ ...first(), hasLocalCopy: true }, second()] } } });
    await waitFor(() => expect(container.querySelectorAll('img.thumb')).toHaveLength(2));
    const sources = [...container.querySelectorAll('img.thumb')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['blob:local/1', second().resultUrl]);
    expect(created).toEqual([background.blobs.get('h-3')]);
    vi.unstubAllGlobals();
  });

  it('deletes one entry', async () => {
    const user = userEvent.setup();
    const background = fakeBackground({ deleteHistoryEntry: () => ({ deleted: true }) });
    const { store } = renderInPanel(<HistoryView />, { background, state: { history: { results: ENTRIES } } });
    await user.click(screen.getByRole('button', { name: /^Delete Creative upscale · creativity 0\.50 from/ }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Flat 3, 7 Mill Lane, Leeds' })).not.toBeInTheDocument());
    expect(background.sent('deleteHistoryEntry')).toEqual([{ id: 'h-2' }]);
    expect(store.getState().history.results.map((e) => e.id)).toEqual(['h-3', 'h-1']);
  });

  it('clears everything only after a confirmation', async () => {
    const user = userEvent.setup();
    const background = fakeBackground({ clearHistory: () => ({ deleted: 3 }) });
    renderInPanel(<HistoryView />, { background, state: { history: { results: ENTRIES } } });
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete all 3 results and their local copies?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(background.sent('clearHistory')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await user.click(screen.getByRole('button', { name: 'Delete all results' }));
    await waitFor(() => expect(screen.getByText(/No results yet/)).toBeInTheDocument());
    expect(background.sent('clearHistory')).toHaveLength(1);
  });

  it('opens a result: its photo becomes current and the result is selected', async () => {
    const user = userEvent.setup();
    const { store } = renderInPanel(<HistoryView />, { state: { history: { results: ENTRIES } } });
    await user.click(screen.getByRole('button', { name: /^Open Creative upscale · creativity 0\.50 from/ }));
    expect(store.getState().listing.photo?.url).toBe(OTHER_LISTING_PHOTO.url);
    expect(store.getState().listing.selectedResultId).toBe('h-2');
  });
});
