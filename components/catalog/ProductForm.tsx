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
}

const TEXT_FIELDS = [
  { field: 'material_id', label: 'SKU', placeholder: 'e.g. OAK-NAT-180', required: true, type: 'text' },
  { field: 'material_name', label: 'Product name', placeholder: 'e.g. Natural oak plank', required: true, type: 'text' },
  { field: 'color_id', label: 'Color ID', placeholder: 'optional', required: false, type: 'text' },
  { field: 'color_name', label: 'Color name', placeholder: 'optional', required: false, type: 'text' },
  { field: 'image_url', label: 'Texture image URL', placeholder: 'https://…/texture.jpg', required: true, type: 'url' },
] as const;

/**
 * A new catalog product (the API's Material): SKU, name, color, texture image URL, installation
 * location and free metadata pairs. Every problem shows on its field (the browser's own
 * validation is off: it would name only the first); the first invalid field gets focus. Enter in
 * a field adds the product, as in any form.
 */
export function ProductForm({ onAdd }: ProductFormProps) {
  const id = useDomId('product');
  const { draft, issues, update, setPair, addPair, removePair, submit } = useProductDraft(id, onAdd);
  const issueOf = (field: string) => issues.find((issue) => issue.field === field);

  return (
    <form
      className="product-form"
      aria-label="New product"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(event.currentTarget);
      }}
    >
      <div className="product-form__grid">
        {TEXT_FIELDS.map(({ field, ...props }) => (
          <ProductTextField
            key={field}
            id={`${id}-${field}`}
            {...props}
            wide={field === 'image_url'}
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
      <button type="submit" className="button button--primary">
        Add product
      </button>
    </form>
  );
}
