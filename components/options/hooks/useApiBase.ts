import { useState } from 'react';
import { explainError } from '../../../lib/error-text';
import { checkApiBase, hostPermissionFor } from '../../../lib/storage/api-base';
import { hostOf, originOf } from '../../../lib/storage/key-binding';
import type { ConnectionStatus } from '../../../lib/storage/key-custody';
import { useBackground } from '../../shared/background';
import type { Feedback } from '../../shared/FeedbackLine';
import { optionsMessages } from '../../../lib/i18n/messages/options/index';
import { useLocale, useT } from '../../shared/i18n';
import { apiBaseProblemText } from './api-base-problem';

/** The saved connection and what to do when it changes. */
export interface ApiBaseState {
  readonly connection: ConnectionStatus | null;
  /** The typed base (set to the saved one after a save). */
  readonly onChange: (value: string) => void;
  readonly onConnectionChange: (connection: ConnectionStatus) => void;
  /** The demo build: its hints and problems name the local emulator. */
  readonly demo?: boolean;
}

/** A base waiting for the user: it would move the stored key to another origin. */
export interface PendingBase {
  readonly base: string;
  readonly host: string;
}

/** What proves the user wants the key at a base: a key typed for it, or the confirmed origin. */
type Proof = { readonly apiKey: string } | { readonly confirmOrigin: string } | Record<string, never>;

/** Whether saving `base` would send the stored key to an origin it was not confirmed for. */
export function needsConfirmation(connection: ConnectionStatus | null, base: string): boolean {
  return connection !== null && connection.key.set && originOf(base) !== connection.confirmedOrigin;
}

/**
 * Saving the API base. A base on another origin than the key's asks first ("Send your RenovateAI
 * key to <host>?", or a key typed for it); the background enforces the same rule and answers
 * `host_not_confirmed` otherwise, which opens the same question. A base on another host than the
 * built-in service needs its host permission, requested in the click itself (user gesture).
 */
export function useApiBase({ connection, onChange, onConnectionChange, demo = false }: ApiBaseState) {
  const background = useBackground();
  const t = useT(optionsMessages);
  const locale = useLocale();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<PendingBase | null>(null);

  const persist = (base: string, proof: Proof) => {
    const origins = hostPermissionFor(base);
    // Synchronous: requested while the click's user gesture is still active.
    const permission = origins ? background.requestHostPermission(origins) : Promise.resolve(true);
    setBusy(true);
    void (async () => {
      if (!(await permission)) {
        const { sentence, nextStep } = explainError('permission_denied', locale);
        setFeedback({ kind: 'error', text: `${sentence} ${nextStep} ${t('base.needs-access', { host: hostOf(base) })}` });
        setBusy(false);
        return;
      }
      const reply = await background.call('saveConnection', { apiBase: base, ...proof });
      setBusy(false);
      if (!reply.ok) {
        if (reply.code === 'host_not_confirmed') setPending({ base, host: hostOf(base) });
        else setFeedback({ kind: 'error', text: `${explainError(reply.code, locale).sentence} ${reply.message}` });
        return;
      }
      setPending(null);
      onConnectionChange(reply.data);
      onChange(base);
      setFeedback({ kind: 'ok', text: reply.data.key.set ? t('base.saved-with-key', { base, host: hostOf(base) }) : t('base.saved', { base }) });
    })();
  };

  /** Saves a typed base, or asks first when it would move the key to another origin. */
  const save = (candidate: string) => {
    const check = checkApiBase(candidate);
    if (!check.ok) {
      setFeedback({ kind: 'error', text: apiBaseProblemText(t, check.reason, demo) });
      return;
    }
    setFeedback(null);
    if (needsConfirmation(connection, check.base)) setPending({ base: check.base, host: hostOf(check.base) });
    else persist(check.base, {});
  };

  /** The user's answer to the question: a key typed for the host, or (nothing typed) the confirmation. */
  const confirm = (typedKey: string) => {
    if (!pending) return;
    const key = typedKey.trim();
    persist(pending.base, key ? { apiKey: key } : { confirmOrigin: originOf(pending.base) });
  };

  return { feedback, busy, pending, save, confirm, cancel: () => setPending(null), clearFeedback: () => setFeedback(null) };
}
