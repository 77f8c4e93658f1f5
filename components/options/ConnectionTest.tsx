import { hostOf } from '../../lib/storage/key-binding';
import type { ConnectionStatus } from '../../lib/storage/key-custody';
import { ErrorNotice } from '../shared/ErrorNotice';
import { PlanDetails } from './PlanDetails';
import { useDomId } from '../shared/hooks/useDomId';
import { useConnectionTest, type ConnectionResult } from './hooks/useConnectionTest';

/** Props of {@link ConnectionTest}. */
export interface ConnectionTestProps {
  /** The base URL as typed: a base can be tested before it is saved. */
  readonly apiBase: string;
  /** The saved connection (its base, and the origin the stored key is confirmed for). */
  readonly connection: ConnectionStatus | null;
  /** The key as typed, or '' to test the stored key. */
  readonly apiKey: string;
}

/**
 * "Test connection": reads the plan with the typed (or stored) base URL and key, and shows the
 * plan, business name and remaining credits, or the error explained. The stored key is tried only
 * on the host it is confirmed for; another host needs its key typed (the background refuses
 * otherwise, and the refusal is shown like any error).
 */
export function ConnectionTest({ apiBase, connection, apiKey }: ConnectionTestProps) {
  const savedBase = connection?.apiBase ?? null;
  const id = useDomId('connection');
  const { result, problem, test } = useConnectionTest(apiBase, savedBase, apiKey);

  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Connection</h2>
      <p className="field__hint">
        Checks the API base URL and key above (saved or not) by reading your plan. It spends no credits.
        {connection?.key.set && ` Your saved key is tried only on ${hostOf(connection.confirmedOrigin)}: to test another host, type its key.`}
      </p>
      <div className="button-row">
        <button type="button" className="button button--primary" disabled={result.kind === 'testing'} onClick={test}>
          Test connection
        </button>
      </div>
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
            <PlanDetails plan={result.plan} />
          </div>
        )}
      </div>
      {result.kind === 'error' && <ErrorNotice inOptions code={result.code} detail={failureDetail(result, savedBase)} />}
    </section>
  );
}

/** What a failed test adds to the error's sentence: the unreachable host (and that a new base must be saved first), else the reply's message. */
function failureDetail(result: Extract<ConnectionResult, { kind: 'error' }>, savedBase: string | null): string {
  if (result.code !== 'network' && result.code !== 'timeout') return result.detail;
  const unsaved = result.base !== savedBase ? ' If this is a new base URL, save it first: saving asks the browser for access to it.' : '';
  return `No answer from ${result.host}.${unsaved}`;
}
