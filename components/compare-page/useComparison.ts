import { useCallback, useEffect, useState } from 'react';
import type { ErrorCode } from '../../lib/errors';
import type { HistoryEntry } from '../../lib/library/history-entry';
import { disclosureEnabled } from '../../lib/format/operation';
import { disclosureWords } from '../../lib/i18n/disclosure';
import { loadListingLocale } from '../../lib/i18n/listing-locale';
import type { Background } from '../shared/background';
import { readResultCopy } from '../shared/result-copy';

/** What the comparison tab shows. */
export type Comparison =
  | { readonly status: 'loading' }
  /** The address names no result (opened by hand, or a link cut short). */
  | { readonly status: 'no-result' }
  /** The result is not in history (deleted, history cleared, or unreadable). */
  | { readonly status: 'missing' }
  /** The background could not answer. */
  | { readonly status: 'failed'; readonly code: ErrorCode; readonly message: string }
  | {
      readonly status: 'ready';
      readonly entry: HistoryEntry;
      /** The local copy (an object URL) or else the hosted URL; undefined when the result has neither. */
      readonly afterSrc: string | undefined;
      /** The disclosure label to draw on the result, in the listing's language, or null when settings turned it off. */
      readonly disclosure: string | null;
    };

/** The local copy of a result as an object URL, or undefined (none stored, unreadable, or no object URLs here). */
async function localCopyUrl(background: Background, entry: HistoryEntry): Promise<string | undefined> {
  if (!entry.hasLocalCopy || typeof URL.createObjectURL !== 'function') return undefined;
  const blob = await readResultCopy(background.call, entry.id).catch(() => undefined);
  return blob ? URL.createObjectURL(blob) : undefined;
}

/**
 * Loads the history entry `historyId` for the comparison tab: the entry (`getHistoryEntry`), the
 * settings (is its disclosure label on, in which language?) and its image, the local copy first, else the hosted
 * URL. `retry` loads it again (after a failure). The object URL is revoked on unmount.
 */
export function useComparison(background: Background, historyId: string | null): { readonly comparison: Comparison; readonly retry: () => void } {
  const [state, setState] = useState<Comparison>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  useEffect(() => {
    if (historyId === null) return;
    let live = true;
    let objectUrl: string | undefined;
    void (async () => {
      const [reply, settings] = await Promise.all([background.call('getHistoryEntry', { id: historyId }), background.call('getSettings', {})]);
      if (!live) return;
      if (!reply.ok) return setState({ status: 'failed', code: reply.code, message: reply.message });
      const { entry } = reply.data;
      if (!entry) return setState({ status: 'missing' });
      // Unreadable settings: the label stays on, as it is by default, in the listing's own language.
      const saved = settings.ok ? settings.data : null;
      const words = disclosureWords(await loadListingLocale(entry.photo.listing, saved?.labelLanguage));
      if (!live) return;
      const disclosure = disclosureEnabled(entry.disclosure, saved) ? words.label(entry.disclosure) : null;
      objectUrl = await localCopyUrl(background, entry);
      if (!live) {
        if (objectUrl) URL.revokeObjectURL(objectUrl);
        return;
      }
      setState({ status: 'ready', entry, afterSrc: objectUrl ?? entry.resultUrl, disclosure });
    })();
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [background, historyId, attempt]);
  return { comparison: historyId === null ? { status: 'no-result' } : state, retry };
}
