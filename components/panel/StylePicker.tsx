import { useMemo, useState } from 'react';
import type { StyleOption } from '../../lib/library/catalog';
import { explainError } from '../../lib/errors';
import { usePanel } from './store/context';
import type { StyleGroup } from './store/forms';
import { useDomId } from '../shared/hooks/useDomId';
import { StyleOptionList } from './StyleOptionList';

/** Props of {@link StylePicker}. */
export interface StylePickerProps {
  readonly value: string | null;
  readonly group: StyleGroup;
  readonly onChange: (styleId: string | null) => void;
  readonly onGroupChange: (group: StyleGroup) => void;
}

const GROUP_LABEL: Record<StyleGroup, string> = { interior: 'Interior', exterior: 'Exterior' };

/**
 * The renovation style picker: interior and exterior tabs, a search over name and description,
 * and the styles as picture cards in a radio group labelled "Style" (arrow keys move between styles).
 */
export function StylePicker({ value, group, onChange, onGroupChange }: StylePickerProps) {
  const styles = usePanel((state) => state.styles);
  const stylesError = usePanel((state) => state.stylesError);
  const refreshStyles = usePanel((state) => state.refreshStyles);
  const [query, setQuery] = useState('');
  const name = useDomId('style');

  const visible = useMemo(() => {
    const list: readonly StyleOption[] = styles?.[group] ?? [];
    const needle = query.trim().toLowerCase();
    return needle === '' ? list : list.filter((style) => `${style.name} ${style.description}`.toLowerCase().includes(needle));
  }, [styles, group, query]);

  const selected = value === null ? undefined : [...(styles?.interior ?? []), ...(styles?.exterior ?? [])].find((style) => style.id === value);

  return (
    <fieldset className="field style-picker">
      <legend className="field__label">Style</legend>
      <div className="segmented" role="group" aria-label="Style group">
        {(['interior', 'exterior'] as const).map((key) => (
          <button key={key} type="button" className="segmented__item" aria-pressed={group === key} onClick={() => onGroupChange(key)}>
            {GROUP_LABEL[key]}
            {styles ? ` (${styles[key].length})` : ''}
          </button>
        ))}
      </div>
      <input
        type="search"
        className="input"
        aria-label="Search styles"
        placeholder="Search styles"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {styles === null && stylesError === null && <p className="field__hint">Loading styles…</p>}
      {styles === null && stylesError !== null && (
        <p className="field__error">
          {explainError(stylesError).sentence}{' '}
          <button type="button" className="link-button" onClick={() => void refreshStyles()}>
            Try again
          </button>
        </p>
      )}
      {styles !== null && (
        <StyleOptionList
          name={name}
          styles={visible}
          value={value}
          emptyText={query.trim() ? `No ${group} style matches “${query.trim()}”.` : `No ${group} styles.`}
          onChange={onChange}
        />
      )}
      <p className="field__hint style-picker__selected" aria-live="polite">
        {selected ? `Selected: ${selected.name}` : value ? 'Selected style is no longer offered.' : 'No style selected: guidance alone is fine.'}
        {value !== null && (
          <>
            {' '}
            <button type="button" className="link-button" onClick={() => onChange(null)}>
              Clear style
            </button>
          </>
        )}
      </p>
    </fieldset>
  );
}
