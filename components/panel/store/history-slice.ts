import type { ErrorCode } from '../../../lib/errors';
import { withUnsavedResults } from '../../../lib/library/unsaved-results';
import { HISTORY_CAP } from '../../../lib/library/history';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import { noticeOf } from './notices-slice';
import { defineSlice, type StoreContext } from './slice';
import { storeText } from './store-text';

/** The history slice's state (`state.history`). */
export interface HistoryData {
  /** Every known result (history entries, and finished jobs' results as they arrive), newest first. */
  results: HistoryEntry[];
  /** Why the history could not be read; null: it was. */
  error: ErrorCode | null;
  /** The history search text, and the background's matches for it (null: no search). */
  query: string;
  matches: HistoryEntry[] | null;
  loading: boolean;
}

export interface HistoryActions {
  refreshResults(): Promise<void>;
  searchHistory(query: string): Promise<void>;
  /** A result that just arrived (a finished job's) joins the results; one already known stays as it is. */
  addResult(entry: HistoryEntry): void;
  deleteResult(id: string): Promise<void>;
  clearHistory(): Promise<boolean>;
}

/** The results with one more (newest first); one already known (same id) stays as it is. */
export function withResult(results: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  if (results.some((known) => known.id === entry.id)) return results as HistoryEntry[];
  return [...results, entry].sort((a, b) => b.createdAt - a.createdAt);
}

/** The result shown as "After" is gone: the current photo's newest shows instead. */
function reselectIfGone(ctx: StoreContext, gone: (id: string) => boolean): void {
  const selected = ctx.get().listing.selectedResultId;
  if (selected !== null && gone(selected)) ctx.get().selectNewestResult();
}

/**
 * Every result (read from history as the panel and the History view open; finished jobs add
 * theirs), its search, and deleting results (their images are forgotten with them).
 */
export const historySlice = defineSlice({
  name: 'history',
  initial: (): HistoryData => ({ results: [], error: null, query: '', matches: null, loading: false }),
  actions(ctx): HistoryActions {
    const { own, patch, get, background: { call } } = ctx;
    return {
      async refreshResults() {
        const reply = await call('getHistory', { limit: HISTORY_CAP });
        if (!reply.ok) {
          patch({ error: reply.code });
          return;
        }
        // A paid result whose history write is still failing shows from its job (hosted URL only).
        const results = withUnsavedResults(reply.data.entries, get().jobs.list);
        const ids = new Set(results.map((entry) => entry.id));
        for (const id of Object.keys(get().images.sources)) if (!ids.has(id)) get().forgetImage(id);
        patch({ results, error: null });
        reselectIfGone(ctx, (id) => !ids.has(id));
        if (own().query.trim() !== '') await get().searchHistory(own().query);
      },

      async searchHistory(query) {
        patch({ query });
        if (query.trim() === '') {
          patch({ matches: null, loading: false });
          return;
        }
        patch({ loading: true });
        const reply = await call('getHistory', { query: query.trim(), limit: 500 });
        // A newer search may have started while this one was in flight; keep the newest only.
        if (own().query !== query) return;
        if (reply.ok) patch({ matches: reply.data.entries, loading: false, error: null });
        else patch({ loading: false, error: reply.code });
      },

      addResult(entry) {
        const results = withResult(own().results, entry);
        if (results !== own().results) patch({ results });
      },

      async deleteResult(id) {
        const reply = await call('deleteHistoryEntry', { id });
        if (!reply.ok) {
          get().showNotice(noticeOf(reply));
          return;
        }
        get().forgetImage(id);
        patch({ results: own().results.filter((entry) => entry.id !== id), matches: own().matches?.filter((entry) => entry.id !== id) ?? null });
        reselectIfGone(ctx, (selected) => selected === id);
      },

      async clearHistory() {
        const reply = await call('clearHistory', {});
        if (!reply.ok) {
          get().showNotice(noticeOf(reply));
          return false;
        }
        for (const id of Object.keys(get().images.sources)) get().forgetImage(id);
        patch({ results: [], matches: own().matches ? [] : null });
        get().selectResult(null);
        get().showToast(storeText(ctx).historyDeleted(reply.data.deleted));
        return true;
      },
    };
  },
});
