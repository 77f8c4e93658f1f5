import { useState } from 'react';
import { EMULATOR_API_BASE, PRODUCTION_API_BASE } from '../lib/config';
import { explainError, type ErrorCode } from '../lib/errors';
import type { SettingsPatch } from '../lib/storage/settings-schema';
import { useBackground } from './background';
import { useDomId } from './hooks/useDomId';
import { checkApiBase, hostPermissionFor } from '../lib/storage/api-base';
import { FeedbackLine, type Feedback } from './FeedbackLine';

/** Props of {@link ApiBaseSection}. */
export interface ApiBaseSectionProps {
  /** The base URL as typed (or the saved one until edited). */
  readonly value: string;
  readonly saved: string | null;
  readonly onChange: (value: string) => void;
  readonly onSave: (patch: SettingsPatch) => Promise<ErrorCode | null>;
}


/**
 * The API base URL. A base on another host than the built-in service needs its host permission:
 * it is requested in the click itself, before any await (the browser requires the user
 * gesture), and only then is the setting saved.
 */
export function ApiBaseSection({ value, saved, onChange, onSave }: ApiBaseSectionProps) {
  const background = useBackground();
  const id = useDomId('api-base');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);
  const typed = checkApiBase(value);
  const unchanged = typed.ok && typed.base === saved;

  const saveBase = (candidate: string) => {
    const check = checkApiBase(candidate);
    if (!check.ok) {
      setFeedback({ kind: 'error', text: check.problem });
      return;
    }
    const base = check.base;
    const origins = hostPermissionFor(base);
    // Synchronous: requested while the click's user gesture is still active.
    const permission = origins ? background.requestHostPermission(origins) : Promise.resolve(true);
    setBusy(true);
    void (async () => {
      const granted = await permission;
      if (!granted) {
        const { sentence, nextStep } = explainError('permission_denied');
        setFeedback({ kind: 'error', text: `${sentence} ${nextStep} Reimagine needs access to ${new URL(base).host} to use it.` });
        setBusy(false);
        return;
      }
      const error = await onSave({ apiBase: base });
      setBusy(false);
      if (error) setFeedback({ kind: 'error', text: `${explainError(error).sentence} ${explainError(error).nextStep}` });
      else {
        onChange(base);
        setFeedback({ kind: 'ok', text: `Saved. Reimagine now uses ${base}.` });
      }
    })();
  };

  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Service</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          saveBase(value);
        }}
      >
        <label className="field__label" htmlFor={id}>
          API base URL
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
            setFeedback(null);
          }}
        />
        <p className="field__hint" id={`${id}-hint`}>
          The RenovateAI service is <code>{PRODUCTION_API_BASE}</code>; the local emulator is <code>{EMULATOR_API_BASE}</code>.
        </p>
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={busy || value.trim() === '' || unchanged}>
            Save base URL
          </button>
          {saved !== PRODUCTION_API_BASE && (
            <button type="button" className="button button--quiet" disabled={busy} onClick={() => saveBase(PRODUCTION_API_BASE)}>
              Use the RenovateAI service
            </button>
          )}
        </div>
      </form>
      <FeedbackLine feedback={feedback} />
    </section>
  );
}
