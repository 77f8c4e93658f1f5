import { optionsMessages } from '../../lib/i18n/messages/options/index';
import { useT } from '../shared/i18n';
import { EXAMPLE_SITE } from './hooks/useEnabledSites';

/** Props of {@link AddSiteForm}. */
export interface AddSiteFormProps {
  /** Prefix of the form's ids. */
  readonly id: string;
  readonly draft: string;
  readonly busy: boolean;
  readonly onDraftChange: (draft: string) => void;
  readonly onSubmit: () => void;
}

/** "Add a site": the site's address and "Enable". */
export function AddSiteForm({ id, draft, busy, onDraftChange, onSubmit }: AddSiteFormProps) {
  const t = useT(optionsMessages);
  return (
    <form
      noValidate
      aria-label={t('sites.add')}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label className="field__label" htmlFor={`${id}-add`}>
        {t('sites.address')}
      </label>
      <input
        id={`${id}-add`}
        className="input"
        type="url"
        value={draft}
        spellCheck={false}
        placeholder={EXAMPLE_SITE}
        aria-describedby={`${id}-add-hint`}
        onChange={(event) => onDraftChange(event.target.value)}
      />
      <p className="field__hint" id={`${id}-add-hint`}>
        {t('sites.address-hint')}
      </p>
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={busy || draft.trim() === ''}>
          {t('sites.enable')}
        </button>
      </div>
    </form>
  );
}
