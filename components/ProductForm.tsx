import { useState, type FormEvent } from 'react';
import { emptyDraft, LOCATION_LABEL, LOCATIONS, validateProduct, type CatalogProduct, type FieldIssue, type ProductDraft } from '../lib/catalog/product';
import { useDomId } from './hooks/useDomId';

/** Props of {@link ProductForm}. */
export interface ProductFormProps {
  /** Called with a valid product; the form then clears. */
  readonly onAdd: (product: CatalogProduct) => void;
  readonly submitLabel?: string;
  readonly disabled?: boolean;
}

const TEXT_FIELDS = [
  { field: 'material_id', label: 'SKU', placeholder: 'e.g. OAK-NAT-180', required: true, type: 'text' },
  { field: 'material_name', label: 'Product name', placeholder: 'e.g. Natural oak plank', required: true, type: 'text' },
  { field: 'color_id', label: 'Color ID', placeholder: 'optional', required: false, type: 'text' },
  { field: 'color_name', label: 'Color name', placeholder: 'optional', required: false, type: 'text' },
  { field: 'image_url', label: 'Texture image URL', placeholder: 'https://…/texture.jpg', required: true, type: 'url' },
] as const;

/**
 * A catalog product (the API's Material): SKU, name, color, texture image URL, installation
 * location and free metadata pairs. Every problem shows on its field; the first invalid field
 * gets focus.
 */
export function ProductForm({ onAdd, submitLabel = 'Add material', disabled = false }: ProductFormProps) {
  const id = useDomId('product');
  const [draft, setDraft] = useState<ProductDraft>(emptyDraft);
  const [issues, setIssues] = useState<FieldIssue[]>([]);

  const issueOf = (field: string) => issues.find((issue) => issue.field === field);
  const metadataIssues = issues.filter((issue) => issue.field.startsWith('metadata'));
  const set = (patch: Partial<ProductDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setPair = (index: number, patch: Partial<{ key: string; value: string }>) =>
    setDraft((current) => ({ ...current, metadata: current.metadata.map((pair, i) => (i === index ? { ...pair, ...patch } : pair)) }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateProduct(draft);
    if (!result.ok) {
      setIssues(result.issues);
      const first = result.issues[0]?.field ?? '';
      const target = first.startsWith('metadata') ? `${id}-metadata` : `${id}-${first}`;
      event.currentTarget.querySelector<HTMLElement>(`#${target}`)?.focus();
      return;
    }
    setIssues([]);
    setDraft(emptyDraft());
    onAdd(result.product);
  };

  return (
    <form className="product-form" onSubmit={submit} noValidate aria-label="New material">
      <div className="product-form__grid">
        {TEXT_FIELDS.map(({ field, label, placeholder, required, type }) => {
          const issue = issueOf(field);
          return (
            <div key={field} className={field === 'image_url' || field === 'material_name' ? 'field field--wide' : 'field'}>
              <label className="field__label" htmlFor={`${id}-${field}`}>
                {label}
                {required && <span aria-hidden="true"> *</span>}
              </label>
              <input
                id={`${id}-${field}`}
                className="input"
                type={type}
                value={draft[field]}
                placeholder={placeholder}
                required={required}
                aria-invalid={issue ? true : undefined}
                aria-describedby={issue ? `${id}-${field}-error` : undefined}
                onChange={(event) => set({ [field]: event.target.value })}
              />
              {issue && (
                <p className="field__error" id={`${id}-${field}-error`}>
                  {issue.message}
                </p>
              )}
            </div>
          );
        })}
        <div className="field field--wide">
          <label className="field__label" htmlFor={`${id}-installation_location`}>
            Installation location
          </label>
          <select
            id={`${id}-installation_location`}
            className="input"
            value={draft.installation_location}
            aria-invalid={issueOf('installation_location') ? true : undefined}
            onChange={(event) => set({ installation_location: event.target.value })}
          >
            {LOCATIONS.map((location) => (
              <option key={location} value={location}>
                {LOCATION_LABEL[location]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="metadata" id={`${id}-metadata`} tabIndex={-1}>
        <legend className="field__label">Details (metadata)</legend>
        {draft.metadata.length === 0 && <p className="field__hint">Optional: finish, dimensions, species…</p>}
        {draft.metadata.map((pair, index) => (
          <div key={index} className="metadata__row">
            <input
              className="input"
              aria-label={`Detail ${index + 1} name`}
              placeholder="name, e.g. finish"
              value={pair.key}
              onChange={(event) => setPair(index, { key: event.target.value })}
            />
            <input
              className="input"
              aria-label={`Detail ${index + 1} value`}
              placeholder="value, e.g. matte"
              value={pair.value}
              onChange={(event) => setPair(index, { value: event.target.value })}
            />
            <button
              type="button"
              className="icon-button"
              aria-label={`Remove detail ${index + 1}`}
              onClick={() => setDraft((current) => ({ ...current, metadata: current.metadata.filter((_, i) => i !== index) }))}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
        {metadataIssues.map((issue) => (
          <p key={issue.field + issue.message} className="field__error">
            {issue.message}
          </p>
        ))}
        <button type="button" className="link-button" onClick={() => setDraft((current) => ({ ...current, metadata: [...current.metadata, { key: '', value: '' }] }))}>
          Add detail
        </button>
      </fieldset>
      {issues.length > 0 && (
        <p className="field__error" role="alert">
          {issues.length === 1 ? 'Fix the highlighted field.' : `Fix the ${issues.length} highlighted problems.`}
        </p>
      )}
      <button type="submit" className="button" disabled={disabled}>
        {submitLabel}
      </button>
    </form>
  );
}
