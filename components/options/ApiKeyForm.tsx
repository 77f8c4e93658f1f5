import type { ReactNode } from 'react';
import { optionsMessages } from '../../lib/i18n/messages/options/index';
import { useT } from '../shared/i18n';

/** Props of {@link ApiKeyForm}. */
export interface ApiKeyFormProps {
  /** The input's id (its label points at it). */
  readonly id: string;
  readonly draft: string;
  readonly onDraftChange: (draft: string) => void;
  /** Whether the key is shown in clear, and the Show key / Hide key toggle. */
  readonly shown: boolean;
  readonly onToggle: () => void;
  readonly placeholder: string;
  /** Submitting (Enter, or a submit button among `children`) with something typed: the key, trimmed. */
  readonly onSave: (apiKey: string) => void;
  /** Hints and buttons under the field. */
  readonly children: ReactNode;
}

/**
 * The API key form of the options page and the welcome page: an "API key" input, masked unless
 * shown, with its toggle; submitting saves what was typed (trimmed, never blank).
 */
export function ApiKeyForm({ id, draft, onDraftChange, shown, onToggle, placeholder, onSave, children }: ApiKeyFormProps) {
  const t = useT(optionsMessages);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.trim() !== '') onSave(draft.trim());
      }}
    >
      <label className="field__label" htmlFor={id}>
        {t('key.label')}
      </label>
      <div className="input-row">
        <input
          id={id}
          className="input"
          type={shown ? 'text' : 'password'}
          value={draft}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          onChange={(event) => onDraftChange(event.target.value)}
        />
        <button type="button" className="button" aria-controls={id} onClick={onToggle}>
          {shown ? t('key.hide') : t('key.show')}
        </button>
      </div>
      {children}
    </form>
  );
}
