import { issueText } from '../../lib/materials/issue-text';
import type { Product } from '../../lib/materials/product';
import { useDomId } from '../shared/hooks/useDomId';
import { useProductDraft } from './hooks/useProductDraft';
import { ProductTextField } from './ProductTextField';
import { ProductLocationField } from './ProductLocationField';
import { ProductMetadataFields } from './ProductMetadataFields';
import { materialsMessages } from '../../lib/i18n/messages/materials/index';
import { useLocale, useT } from '../shared/i18n';

/** Props of {@link ProductForm}. */
export interface ProductFormProps {
  /** Called with a valid product; the form then clears. */
  readonly onAdd: (product: Product) => void;
}

/** The text fields, each with the keys of its label and example; the URL's example is a URL in every language. */
const TEXT_FIELDS = [
  { field: 'material_id', label: 'form.sku', example: 'form.sku-example', required: true, type: 'text' },
  { field: 'material_name', label: 'form.product-name', example: 'form.product-name-example', required: true, type: 'text' },
  { field: 'color_id', label: 'form.color-id', example: 'form.optional', required: false, type: 'text' },
  { field: 'color_name', label: 'form.color-name', example: 'form.optional', required: false, type: 'text' },
  { field: 'image_url', label: 'form.image-url', example: null, required: true, type: 'url' },
] as const;

const URL_EXAMPLE = 'https://…/texture.jpg';

/**
 * A new catalog product (the API's Material): SKU, name, color, texture image URL, installation
 * location and free metadata pairs. Every problem shows on its field (the browser's own
 * validation is off: it would name only the first); the first invalid field gets focus. Enter in
 * a field adds the product, as in any form.
 */
export function ProductForm({ onAdd }: ProductFormProps) {
  const t = useT(materialsMessages);
  const locale = useLocale();
  const id = useDomId('product');
  const { draft, issues, update, setPair, addPair, removePair, submit } = useProductDraft(id, onAdd);
  const issueOf = (field: string) => issues.find((issue) => issue.field === field);
  const errorOf = (field: string) => {
    const issue = issueOf(field);
    return issue && issueText(issue, t, locale);
  };

  return (
    <form
      className="product-form"
      aria-label={t('form.name')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(event.currentTarget);
      }}
    >
      <div className="product-form__grid">
        {TEXT_FIELDS.map(({ field, label, example, required, type }) => (
          <ProductTextField
            key={field}
            id={`${id}-${field}`}
            label={t(label)}
            placeholder={example === null ? URL_EXAMPLE : t(example)}
            required={required}
            type={type}
            wide={field === 'image_url'}
            value={draft[field]}
            error={errorOf(field)}
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
          {t('form.fix', { count: issues.length })}
        </p>
      )}
      <button type="submit" className="button button--primary">
        {t('form.add')}
      </button>
    </form>
  );
}
