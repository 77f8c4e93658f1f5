import { withUnsavedResults } from '../../../lib/library/unsaved-results';
import { HISTORY_CAP } from '../../../lib/library/history';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import { noticeOf } from './notices-slice';
import { newestOfCurrentPhoto } from './listing-slice';
import type { Slice, StoreContext } from './panel-types';
import { storeText } from './store-text';

/** The results with one more (newest first); one already known (same id) stays as it is. */
export function withResult(results: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  if (results.some((known) => known.id === entry.id)) return results as HistoryEntry[];
  return [...results, entry].sort((a, b) => b.createdAt - a.createdAt);
}

type HistorySlice = Slice<
  'results' | 'resultsError' | 'historyQuery' | 'historyMatches' | 'historyLoading' | 'refreshResults' | 'searchHistory' | 'deleteResult' | 'clearHistory'
>;

/**
 * Every result (read from history as the panel and the History view open; finished jobs add
 * theirs), its search, and deleting results; `forgetImage` drops a deleted result's image.
 */
export function createHistorySlice(ctx: StoreContext, forgetImage: (id: string) => void): HistorySlice {
  const { set, get, background: { call } } = ctx;
  return {
    results: [],
    resultsError: null,
    historyQuery: '',
    historyMatches: null,
    historyLoading: false,

    async refreshResults() {
      const reply = await call('getHistory', { limit: HISTORY_CAP });
      if (!reply.ok) {
        set({ resultsError: reply.code });
        return;
      }
      // A paid result whose history write is still failing shows from its job (hosted URL only).
      const results = withUnsavedResults(reply.data.entries, get().jobs);
      const ids = new Set(results.map((entry) => entry.id));
      for (const id of Object.keys(get().images)) if (!ids.has(id)) forgetImage(id);
      set({ results, resultsError: null });
      const selected = get().selectedResultId;
      if (selected !== null && !ids.has(selected)) set({ selectedResultId: newestOfCurrentPhoto(get()) });
      if (get().historyQuery.trim() !== '') await get().searchHistory(get().historyQuery);
    },

    async searchHistory(query) {
      set({ historyQuery: query });
      if (query.trim() === '') {
        set({ historyMatches: null, historyLoading: false });
        return;
      }
      set({ historyLoading: true });
      const reply = await call('getHistory', { query: query.trim(), limit: 500 });
      // A newer search may have started while this one was in flight; keep the newest only.
      if (get().historyQuery !== query) return;
      if (reply.ok) set({ historyMatches: reply.data.entries, historyLoading: false, resultsError: null });
      else set({ historyLoading: false, resultsError: reply.code });
    },

    async deleteResult(id) {
      const reply = await call('deleteHistoryEntry', { id });
      if (!reply.ok) {
        set({ notice: noticeOf(reply) });
        return;
      }
      forgetImage(id);
      const results = get().results.filter((entry) => entry.id !== id);
      const historyMatches = get().historyMatches?.filter((entry) => entry.id !== id) ?? null;
      set({ results, historyMatches });
      if (get().selectedResultId === id) set({ selectedResultId: newestOfCurrentPhoto(get()) });
    },

    async clearHistory() {
      const reply = await call('clearHistory', {});
      if (!reply.ok) {
        set({ notice: noticeOf(reply) });
        return false;
      }
      for (const id of Object.keys(get().images)) forgetImage(id);
      set({ results: [], historyMatches: get().historyMatches ? [] : null, selectedResultId: null });
      get().showToast(storeText(ctx).historyDeleted(reply.data.deleted));
      return true;
    },
  };
}
