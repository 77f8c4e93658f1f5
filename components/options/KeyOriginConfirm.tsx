import { useState } from 'react';
import { ConfirmBar } from '../shared/ConfirmBar';
import { useDomId } from '../shared/hooks/useDomId';
import { optionsMessages } from '../../lib/i18n/messages/options/index';
import { useT } from '../shared/i18n';
import { marks, richText } from '../shared/rich-text';

/** Props of {@link KeyOriginConfirm}. */
export interface KeyOriginConfirmProps {
  /** The new base's host (with port), named in the question. */
  readonly host: string;
  /** The host the key is confirmed for now. */
  readonly confirmedHost: string;
  readonly busy: boolean;
  /** The user's answer: a key typed for `host`, or '' to send the saved key there. */
  readonly onConfirm: (typedKey: string) => void;
  readonly onCancel: () => void;
}

/**
 * "Send your RenovateAI key to api.example.com?": asked before the saved key may go to another
 * origin. The user confirms that host by name, or types the key meant for it instead.
 */
export function KeyOriginConfirm({ host, confirmedHost, busy, onConfirm, onCancel }: KeyOriginConfirmProps) {
  const t = useT(optionsMessages);
  const id = useDomId('origin-key');
  const [key, setKey] = useState('');
  const typed = key.trim() !== '';
  return (
    <ConfirmBar confirmLabel={typed ? t('origin.use-typed-key', { host }) : t('origin.send-key', { host })} confirmDisabled={busy} onConfirm={() => onConfirm(key)} onCancel={onCancel}>
      <p className="confirm__question">{t('origin.question', { host })}</p>
      <p>{richText(t('origin.risk', marks('confirmed', 'host')), { confirmed: <strong>{confirmedHost}</strong>, host: <strong>{host}</strong> })}</p>
      <label className="field__label" htmlFor={id}>
        {t('origin.type-key', { host })}
      </label>
      <input
        id={id}
        className="input"
        type="password"
        value={key}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('origin.placeholder')}
        onChange={(event) => setKey(event.target.value)}
      />
    </ConfirmBar>
  );
}
