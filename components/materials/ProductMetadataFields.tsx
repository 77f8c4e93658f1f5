import { issueText } from '../../lib/materials/issue-text';
import type { FieldIssue } from '../../lib/materials/issues';
import type { MetadataPair } from './hooks/useProductDraft';
import { materialsMessages } from '../../lib/i18n/messages/materials/index';
import { useLocale, useT } from '../shared/i18n';

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

/** The two inputs of a pair, its name and its value, with the keys of their label and example. */
const PARTS = [
  { part: 'key', label: 'details.name', example: 'details.name-example' },
  { part: 'value', label: 'details.value', example: 'details.value-example' },
] as const;

/** A new product's free details (metadata): name and value pairs, each removable, and "Add detail". */
export function ProductMetadataFields({ id, pairs, issues, onChange, onAdd, onRemove }: ProductMetadataFieldsProps) {
  const t = useT(materialsMessages);
  const locale = useLocale();
  return (
    <fieldset className="metadata" id={id} tabIndex={-1}>
      <legend className="field__label">{t('details.legend')}</legend>
      {pairs.length === 0 && <p className="field__hint">{t('details.hint')}</p>}
      {pairs.map((pair, index) => (
        <div key={index} className="metadata__row">
          {PARTS.map(({ part, label, example }) => (
            <input
              key={part}
              className="input"
              aria-label={t(label, { n: index + 1 })}
              placeholder={t(example)}
              value={pair[part]}
              onChange={(event) => onChange(index, { [part]: event.target.value })}
            />
          ))}
          <button type="button" className="icon-button" aria-label={t('details.remove', { n: index + 1 })} onClick={() => onRemove(index)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
      {issues.map((issue) => (
        <p key={`${issue.field} ${issue.code}`} className="field__error">
          {issueText(issue, t, locale)}
        </p>
      ))}
      <button type="button" className="link-button" onClick={onAdd}>
        {t('details.add')}
      </button>
    </fieldset>
  );
}
