import { useState } from 'react';
import { ConfirmBar } from '../shared/ConfirmBar';
import { useDomId } from '../shared/hooks/useDomId';

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
  const id = useDomId('origin-key');
  const [key, setKey] = useState('');
  const typed = key.trim() !== '';
  return (
    <ConfirmBar confirmLabel={typed ? `Use this key for ${host}` : `Send my key to ${host}`} confirmDisabled={busy} onConfirm={() => onConfirm(key)} onCancel={onCancel}>
      <p className="confirm__question">Send your RenovateAI key to {host}?</p>
      <p>
        Your key is sent only to <strong>{confirmedHost}</strong> now. Whoever runs <strong>{host}</strong> would receive it with every render
        and could spend your credits: confirm only a host you trust.
      </p>
      <label className="field__label" htmlFor={id}>
        Or type the key for {host}
      </label>
      <input
        id={id}
        className="input"
        type="password"
        value={key}
        autoComplete="off"
        spellCheck={false}
        placeholder="Leave empty to send your saved key"
        onChange={(event) => setKey(event.target.value)}
      />
    </ConfirmBar>
  );
}
