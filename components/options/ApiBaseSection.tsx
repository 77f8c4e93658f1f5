import { EMULATOR_API_BASE, PRODUCTION_API_BASE } from '../../lib/config';
import { checkApiBase } from '../../lib/storage/api-base';
import { hostOf } from '../../lib/storage/key-binding';
import { useDomId } from '../shared/hooks/useDomId';
import { useApiBase, type ApiBaseState } from './hooks/useApiBase';
import { FeedbackLine } from '../shared/FeedbackLine';
import { KeyOriginConfirm } from './KeyOriginConfirm';
import { optionsMessages } from '../../lib/i18n/messages/options/index';
import { useT } from '../shared/i18n';
import { marks, richText } from '../shared/rich-text';

/** Props of {@link ApiBaseSection}. */
export interface ApiBaseSectionProps extends ApiBaseState {
  /** The base URL as typed (or the saved one until edited). */
  readonly value: string;
}

/**
 * The API base URL, and the host the key goes to. Moving the base to another origin asks first
 * ("Send your RenovateAI key to <host>?", or the key for it); a base an older version left
 * unconfirmed is shown as such, and nothing is sent there until the user confirms it. The hint
 * names the local emulator only in the demo build (`demo`): a realtor's build names the service.
 */
export function ApiBaseSection(props: ApiBaseSectionProps) {
  const { value, connection, onChange, demo = false } = props;
  const t = useT(optionsMessages);
  const id = useDomId('api-base');
  const { feedback, busy, pending, save, confirm, cancel, clearFeedback } = useApiBase(props);
  const saved = connection?.apiBase ?? null;
  const typed = checkApiBase(value);
  const unchanged = typed.ok && typed.base === saved;

  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('base.heading')}</h2>
      {connection && !connection.confirmed && (
        <div className="notice notice--warn" role="status">
          <p className="notice__sentence">{t('base.unconfirmed', { host: hostOf(connection.apiBase) })}</p>
          <p className="notice__next">{t('base.unconfirmed-why', { confirmed: hostOf(connection.confirmedOrigin), host: hostOf(connection.apiBase) })}</p>
          <div className="notice__actions">
            <button type="button" className="button" disabled={busy || pending !== null} onClick={() => save(connection.apiBase)}>
              {t('base.confirm', { host: hostOf(connection.apiBase) })}
            </button>
          </div>
        </div>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save(value);
        }}
      >
        <label className="field__label" htmlFor={id}>
          {t('base.label')}
        </label>
        <input
          id={id}
          className="input"
          type="url"
          value={value}
          spellCheck={false}
          placeholder={PRODUCTION_API_BASE}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            onChange(event.target.value);
            clearFeedback();
          }}
        />
        <p className="field__hint" id={`${id}-hint`}>
          {demo
            ? richText(t('base.hint.demo', marks('service', 'emulator')), { service: <code>{PRODUCTION_API_BASE}</code>, emulator: <code>{EMULATOR_API_BASE}</code> })
            : richText(t('base.hint', marks('service')), { service: <code>{PRODUCTION_API_BASE}</code> })}
        </p>
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={busy || connection === null || pending !== null || value.trim() === '' || unchanged}>
            {t('base.save')}
          </button>
          {connection && saved !== PRODUCTION_API_BASE && (
            <button type="button" className="button button--quiet" disabled={busy || pending !== null} onClick={() => save(PRODUCTION_API_BASE)}>
              {t('base.use-service')}
            </button>
          )}
        </div>
      </form>
      {pending && connection && (
        <KeyOriginConfirm host={pending.host} confirmedHost={hostOf(connection.confirmedOrigin)} busy={busy} onConfirm={confirm} onCancel={cancel} />
      )}
      <FeedbackLine feedback={feedback} />
    </section>
  );
}
