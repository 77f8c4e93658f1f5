import { useRef, type KeyboardEvent } from 'react';
import type { CatalogProduct } from '../../lib/catalog/product';
import { useDomId } from '../shared/hooks/useDomId';
import { useProductDraft } from './hooks/useProductDraft';
import { ProductTextField } from './ProductTextField';
import { ProductLocationField } from './ProductLocationField';
import { ProductMetadataFields } from './ProductMetadataFields';

/** Props of {@link ProductForm}. */
export interface ProductFormProps {
  /** Called with a valid product; the form then clears. */
  readonly onAdd: (product: CatalogProduct) => void;
  readonly submitLabel?: string;
  readonly disabled?: boolean;
  /** Why the form is disabled, shown under its button and describing it. */
  readonly disabledReason?: string;
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
 * gets focus. It sits inside the Renovate form, so it is a group with the `form` role rather than
 * a nested <form>: adding a product (the button, or Enter in a field) never submits the render.
 */
export function ProductForm({ onAdd, submitLabel = 'Add material', disabled = false, disabledReason }: ProductFormProps) {
  const id = useDomId('product');
  const { draft, issues, update, setPair, addPair, removePair, submit } = useProductDraft(id, onAdd);
  const issueOf = (field: string) => issues.find((issue) => issue.field === field);
  const reason = disabled && disabledReason ? disabledReason : null;
  const ref = useRef<HTMLDivElement>(null);
  const add = () => {
    if (!disabled) submit(ref.current);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Enter in a field adds the product, as a form's implicit submission would, and never reaches the render's form.
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    add();
  };

  return (
    <div ref={ref} className="product-form" role="form" aria-label="New material" onKeyDown={onKeyDown}>
      <div className="product-form__grid">
        {TEXT_FIELDS.map(({ field, ...props }) => (
          <ProductTextField
            key={field}
            id={`${id}-${field}`}
            {...props}
            wide={field === 'image_url' || field === 'material_name'}
            value={draft[field]}
            issue={issueOf(field)}
            onChange={(value) => update({ [field]: value })}
          />
        ))}
        <ProductLocationField
          id={`${id}-installation_location`}
          value={draft.installation_location}
          invalid={issueOf('installation_location') !== undefined}
          onChange={(value) => update({ installation_location: value })}
        />
      </div>
      <ProductMetadataFields
        id={`${id}-metadata`}
        pairs={draft.metadata}
        issues={issues.filter((issue) => issue.field.startsWith('metadata'))}
        onChange={setPair}
        onAdd={addPair}
        onRemove={removePair}
      />
      {issues.length > 0 && (
        <p className="field__error" role="alert">
          {issues.length === 1 ? 'Fix the highlighted field.' : `Fix the ${issues.length} highlighted problems.`}
        </p>
      )}
      <button type="button" className="button" disabled={disabled} aria-describedby={reason ? `${id}-disabled` : undefined} onClick={add}>
        {submitLabel}
      </button>
      {reason && (
        <p className="field__hint" id={`${id}-disabled`}>
          {reason}
        </p>
      )}
    </div>
  );
}
