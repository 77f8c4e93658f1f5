import { useEffect, useState } from 'react';
import type { ActiveTab } from '../../shared/background';
import { useBackground } from '../../shared/background';

/** Whether the listing script runs in the tab: still asking, yes, or no. */
export type ScriptPresence = 'checking' | 'running' | 'absent';

/** How long to wait before asking a second time: a page still loading starts its script when idle. */
export const RECHECK_MS = 700;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks the background whether the listing script answers in the active tab (`listingScriptStatus`),
 * again whenever the tab changes (switched, navigated, finished loading). A "no" counts only after
 * a second try `recheckMs` later; until the first answer for a tab it is `checking`, and a later
 * check of the same page keeps the last answer meanwhile (no flicker). `enabled` false: no asking.
 */
export function useListingScript(tab: ActiveTab | null, enabled: boolean, recheckMs = RECHECK_MS): ScriptPresence {
  const { call } = useBackground();
  const page = tab ? `${tab.id} ${tab.url ?? ''}` : '';
  const [answer, setAnswer] = useState<{ page: string; presence: ScriptPresence }>({ page: '', presence: 'checking' });

  useEffect(() => {
    if (!tab || !enabled) return;
    let live = true;
    const running = async () => {
      const reply = await call('listingScriptStatus', { tabId: tab.id });
      return reply.ok && reply.data.running;
    };
    void (async () => {
      for (const wait of [0, recheckMs]) {
        if (wait > 0) await sleep(wait);
        if (!live) return;
        if (await running()) {
          if (live) setAnswer({ page, presence: 'running' });
          return;
        }
      }
      if (live) setAnswer({ page, presence: 'absent' });
    })();
    return () => {
      live = false;
    };
  }, [call, tab, page, enabled, recheckMs]);

  return answer.page === page ? answer.presence : 'checking';
}
