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
  return (
    <form
      noValidate
      aria-label="Add a site"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label className="field__label" htmlFor={`${id}-add`}>
        Site address
      </label>
      <input
        id={`${id}-add`}
        className="input"
        type="url"
        value={draft}
        spellCheck={false}
        placeholder="https://www.example-realty.com"
        aria-describedby={`${id}-add-hint`}
        onChange={(event) => onDraftChange(event.target.value)}
      />
      <p className="field__hint" id={`${id}-add-hint`}>
        Reimagine asks for access to that site, then adds its button to the photos there.
      </p>
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={busy || draft.trim() === ''}>
          Enable
        </button>
      </div>
    </form>
  );
}
