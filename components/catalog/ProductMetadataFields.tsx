import type { FieldIssue } from '../../lib/catalog/product';
import type { MetadataPair } from './hooks/useProductDraft';

/** Props of {@link ProductMetadataFields}. */
export interface ProductMetadataFieldsProps {
  /** The fieldset's id (focused when a metadata pair is invalid). */
  readonly id: string;
  readonly pairs: readonly MetadataPair[];
  /** The problems of metadata pairs. */
  readonly issues: readonly FieldIssue[];
  readonly onChange: (index: number, patch: Partial<MetadataPair>) => void;
  readonly onAdd: () => void;
  readonly onRemove: (index: number) => void;
}

/** The two inputs of a pair: its name and its value. */
const PARTS = [
  { part: 'key', name: 'name', placeholder: 'name, e.g. finish' },
  { part: 'value', name: 'value', placeholder: 'value, e.g. matte' },
] as const;

/** A new product's free details (metadata): name and value pairs, each removable, and "Add detail". */
export function ProductMetadataFields({ id, pairs, issues, onChange, onAdd, onRemove }: ProductMetadataFieldsProps) {
  return (
    <fieldset className="metadata" id={id} tabIndex={-1}>
      <legend className="field__label">Details (metadata)</legend>
      {pairs.length === 0 && <p className="field__hint">Optional: finish, dimensions, species…</p>}
      {pairs.map((pair, index) => (
        <div key={index} className="metadata__row">
          {PARTS.map(({ part, name, placeholder }) => (
            <input
              key={part}
              className="input"
              aria-label={`Detail ${index + 1} ${name}`}
              placeholder={placeholder}
              value={pair[part]}
              onChange={(event) => onChange(index, { [part]: event.target.value })}
            />
          ))}
          <button type="button" className="icon-button" aria-label={`Remove detail ${index + 1}`} onClick={() => onRemove(index)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
      {issues.map((issue) => (
        <p key={issue.field + issue.message} className="field__error">
          {issue.message}
        </p>
      ))}
      <button type="button" className="link-button" onClick={onAdd}>
        Add detail
      </button>
    </fieldset>
  );
}
