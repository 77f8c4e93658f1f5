import { useState } from 'react';
import type { Plan } from '../../../lib/api/schemas';
import type { ErrorCode } from '../../../lib/errors';
import { checkApiBase, type ApiBaseProblem } from '../../../lib/storage/api-base';
import { useBackground } from '../../shared/background';

/** Where a connection test stands; a failure remembers the base it tried and its host. */
export type ConnectionResult =
  | { readonly kind: 'idle' }
  | { readonly kind: 'testing' }
  | { readonly kind: 'ok'; readonly plan: Plan }
  /** An unsaved base with no key typed: nothing was sent (the saved key goes only with the saved base). */
  | { readonly kind: 'needs-key'; readonly base: string }
  | { readonly kind: 'error'; readonly code: ErrorCode; readonly detail: string; readonly base: string; readonly host: string };

/**
 * "Test connection": checks the typed base (or the saved one when the field is empty), then reads
 * the plan with it and the typed key (or the stored key when none is typed). The stored key is
 * tested only with the saved base: a base that differs from it (another host, or only another
 * path) needs its key typed, and is answered `needs-key` without asking the background (which
 * refuses it too, `host_not_confirmed`, without sending anything). `problem` is the typed base's
 * problem, shown without asking the background anything.
 */
export function useConnectionTest(apiBase: string, savedBase: string | null, apiKey: string) {
  const background = useBackground();
  const [result, setResult] = useState<ConnectionResult>({ kind: 'idle' });
  const [problem, setProblem] = useState<ApiBaseProblem | null>(null);

  const test = () => {
    const check = checkApiBase(apiBase.trim() === '' ? (savedBase ?? '') : apiBase);
    if (!check.ok) {
      setProblem(check.reason);
      return;
    }
    setProblem(null);
    const base = check.base;
    const typedKey = apiKey.trim();
    if (typedKey === '' && base !== savedBase) {
      setResult({ kind: 'needs-key', base });
      return;
    }
    // No permission prompt here: a test has no side effects. Saving a custom base asks for its
    // host; until then the worker reaches it only if it allows cross-origin requests.
    setResult({ kind: 'testing' });
    void (async () => {
      const reply = await background.call('testConnection', { apiBase: base, ...(typedKey !== '' ? { apiKey: typedKey } : {}) });
      setResult(reply.ok ? { kind: 'ok', plan: reply.data } : { kind: 'error', code: reply.code, detail: reply.message, base, host: new URL(base).host });
    })();
  };

  return { result, problem, test };
}
