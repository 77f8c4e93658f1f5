import { hostOf } from '../../lib/storage/key-binding';
import type { ConnectionStatus } from '../../lib/storage/key-custody';
import { ErrorNotice } from '../shared/ErrorNotice';
import { PlanDetails } from './PlanDetails';
import { useDomId } from '../shared/hooks/useDomId';
import { useConnectionTest, type ConnectionResult } from './hooks/useConnectionTest';
import { optionsMessages, type OptionsT } from '../../lib/i18n/messages/options/index';
import { useT } from '../shared/i18n';
import { apiBaseProblemText } from './hooks/api-base-problem';

/** Props of {@link ConnectionTest}. */
export interface ConnectionTestProps {
  /** The base URL as typed: a base can be tested before it is saved. */
  readonly apiBase: string;
  /** The saved connection (its base, and the origin the stored key is confirmed for). */
  readonly connection: ConnectionStatus | null;
  /** The key as typed, or '' to test the stored key. */
  readonly apiKey: string;
  /** The demo build: a problem with the typed base may name the local emulator. */
  readonly demo?: boolean;
}

/**
 * "Test connection": reads the plan with the typed (or stored) base URL and key, and shows the
 * plan, business name and remaining credits, or the error explained. The stored key is tried only
 * with the saved base URL; any other base, even another path on the same host, needs its key
 * typed (the page says so without sending anything, and the background refuses it too).
 */
export function ConnectionTest({ apiBase, connection, apiKey, demo = false }: ConnectionTestProps) {
  const savedBase = connection?.apiBase ?? null;
  const t = useT(optionsMessages);
  const id = useDomId('connection');
  const { result, problem, test } = useConnectionTest(apiBase, savedBase, apiKey);

  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('connection.heading')}</h2>
      <p className="field__hint">
        {t('connection.hint')}
        {connection?.key.set && ` ${t('connection.hint-saved-key', { host: hostOf(connection.confirmedOrigin) })}`}
      </p>
      <div className="button-row">
        <button type="button" className="button button--primary" disabled={result.kind === 'testing'} onClick={test}>
          {t('connection.test')}
        </button>
      </div>
      {result.kind === 'needs-key' && (
        <p className="field__error" role="alert">
          {t('connection.needs-key', { base: result.base })}
        </p>
      )}
      {problem && (
        <p className="field__error" role="alert">
          {apiBaseProblemText(t, problem, demo)}
        </p>
      )}
      <div aria-live="polite">
        {result.kind === 'testing' && <p className="field__hint">{t('connection.testing')}</p>}
        {result.kind === 'ok' && (
          <div className="notice notice--ok" role="status">
            <p className="notice__sentence">{t('connection.ok')}</p>
            <PlanDetails plan={result.plan} />
          </div>
        )}
      </div>
      {result.kind === 'error' && <ErrorNotice inOptions code={result.code} detail={failureDetail(result, savedBase, t)} />}
    </section>
  );
}

/** What a failed test adds to the error's sentence: the unreachable host (and that a new base must be saved first), else the reply's message. */
function failureDetail(result: Extract<ConnectionResult, { kind: 'error' }>, savedBase: string | null, t: OptionsT): string {
  if (result.code !== 'network' && result.code !== 'timeout') return result.detail;
  return result.base !== savedBase ? t('connection.no-answer-unsaved', { host: result.host }) : t('connection.no-answer', { host: result.host });
}
