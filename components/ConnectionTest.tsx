import { useState } from 'react';
import type { Plan } from '../lib/messaging/protocol';
import type { ErrorCode } from '../lib/errors';
import { useBackground } from './background';
import { ErrorNotice } from './ErrorNotice';
import { apiBaseProblem, normalizeApiBase } from './api-base';
import { useDomId } from './hooks/useDomId';

/** Props of {@link ConnectionTest}. */
export interface ConnectionTestProps {
  /** The base URL as typed: a base can be tested before it is saved. */
  readonly apiBase: string;
  readonly savedBase: string | null;
  /** The key as typed, or '' to test the stored key. */
  readonly apiKey: string;
}

type Result = { kind: 'idle' } | { kind: 'testing' } | { kind: 'ok'; plan: Plan } | { kind: 'error'; code: ErrorCode; detail: string; host: string };

/**
 * "Test connection": reads the plan with the typed (or stored) base URL and key, and shows the
 * plan, business name and remaining credits, or the error explained.
 */
export function ConnectionTest({ apiBase, savedBase, apiKey }: ConnectionTestProps) {
  const background = useBackground();
  const id = useDomId('connection');
  const [result, setResult] = useState<Result>({ kind: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);

  const test = () => {
    const candidate = apiBase.trim() === '' ? savedBase ?? '' : apiBase;
    const invalid = apiBaseProblem(candidate);
    if (invalid) {
      setProblem(invalid);
      return;
    }
    setProblem(null);
    const base = normalizeApiBase(candidate);
    // No permission prompt here: a test has no side effects. Saving a custom base asks for its
    // host; until then the worker reaches it only if it allows cross-origin requests.
    setResult({ kind: 'testing' });
    void (async () => {
      const host = new URL(base).host;
      const reply = await background.call('testConnection', { apiBase: base, ...(apiKey.trim() !== '' ? { apiKey: apiKey.trim() } : {}) });
      setResult(reply.ok ? { kind: 'ok', plan: reply.data } : { kind: 'error', code: reply.code, detail: reply.message, host });
    })();
  };

  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Connection</h2>
      <p className="field__hint">Checks the API base URL and key above (saved or not) by reading your plan. It spends no credits.</p>
      <button type="button" className="button button--primary" disabled={result.kind === 'testing'} onClick={test}>
        Test connection
      </button>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <div aria-live="polite">
        {result.kind === 'testing' && <p className="field__hint">Testing…</p>}
        {result.kind === 'ok' && (
          <div className="notice notice--ok" role="status">
            <p className="notice__sentence">Connected.</p>
            <dl className="plan">
              <div>
                <dt>Plan</dt>
                <dd>{result.plan.plan}</dd>
              </div>
              <div>
                <dt>Business</dt>
                <dd>{result.plan.business_name}</dd>
              </div>
              <div>
                <dt>Renovation credits</dt>
                <dd>{result.plan.renovation_credits}</dd>
              </div>
              <div>
                <dt>Staging credits</dt>
                <dd>{result.plan.staging_credits}</dd>
              </div>
              <div>
                <dt>Uploads left</dt>
                <dd>{result.plan.remaining_assets}</dd>
              </div>
            </dl>
          </div>
        )}
      </div>
      {result.kind === 'error' && (
        <ErrorNotice
          inOptions
          code={result.code}
          detail={
            result.code === 'network' || result.code === 'timeout'
              ? `No answer from ${result.host}.${normalizeApiBase(apiBase) !== savedBase ? ' If this is a new base URL, save it first: saving asks the browser for access to it.' : ''}`
              : result.detail
          }
        />
      )}
    </section>
  );
}
