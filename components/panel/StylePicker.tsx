import { useMemo, useState } from 'react';
import type { StyleOption } from '../../lib/library/service-styles';
import { explainError } from '../../lib/error-text';
import { usePanel } from './store/context';
import type { StyleGroup } from './store/forms';
import { useDomId } from '../shared/hooks/useDomId';
import { StyleOptionList } from './StyleOptionList';
import { panelMessages } from '../../lib/i18n/messages/panel/index';
import { useT } from '../shared/i18n';
import { SuggestedTag } from './analyzer/SuggestedTag';
import { groupOf, suggestionOf } from './analyzer/suggestions';

/** Props of {@link StylePicker}. */
export interface StylePickerProps {
  readonly value: string | null;
  readonly group: StyleGroup;
  readonly onChange: (styleId: string | null) => void;
  readonly onGroupChange: (group: StyleGroup) => void;
}

/** Each group's words (literal keys, one per group: "interior" and "exterior" agree differently with their nouns). */
const GROUP_KEYS = {
  interior: { label: 'style.group.interior', count: 'style.group.interior.count', empty: 'style.empty.interior', noMatch: 'style.no-match.interior' },
  exterior: { label: 'style.group.exterior', count: 'style.group.exterior.count', empty: 'style.empty.exterior', noMatch: 'style.no-match.exterior' },
} as const satisfies Record<StyleGroup, Record<string, string>>;

/**
 * The renovation style picker: interior and exterior tabs, a search over name and description,
 * and the styles as picture cards in a radio group labelled "Style" (arrow keys move between styles).
 * The tab the image analysis preselected carries a "Suggested" tag while it is the one shown; a
 * click on a tab is the user's choice, which no suggestion changes afterwards.
 */
export function StylePicker({ value, group, onChange, onGroupChange }: StylePickerProps) {
  const styles = usePanel((state) => state.service.styles);
  const stylesError = usePanel((state) => state.service.stylesError);
  const refreshStyles = usePanel((state) => state.refreshStyles);
  const suggestedGroup = usePanel((state) => groupOf(suggestionOf(state.analyzer, state.listing.photo?.url)));
  const noteChoice = usePanel((state) => state.noteAnalyzerChoice);
  const [query, setQuery] = useState('');
  const name = useDomId('style');
  const t = useT(panelMessages);
  const keys = GROUP_KEYS[group];

  const visible = useMemo(() => {
    const list: readonly StyleOption[] = styles?.[group] ?? [];
    const needle = query.trim().toLowerCase();
    return needle === '' ? list : list.filter((style) => `${style.name} ${style.description}`.toLowerCase().includes(needle));
  }, [styles, group, query]);

  const selected = value === null ? undefined : [...(styles?.interior ?? []), ...(styles?.exterior ?? [])].find((style) => style.id === value);

  return (
    <fieldset className="field style-picker">
      <legend className="field__label">{t('style.legend')}</legend>
      <div className="segmented" role="group" aria-label={t('style.groups')}>
        {(['interior', 'exterior'] as const).map((key) => (
          <button
            key={key}
            type="button"
            className="segmented__item"
            aria-pressed={group === key}
            onClick={() => {
              noteChoice('group');
              onGroupChange(key);
            }}
          >
            {styles ? t(GROUP_KEYS[key].count, { count: styles[key].length }) : t(GROUP_KEYS[key].label)}
            {group === key && suggestedGroup === key && <SuggestedTag />}
          </button>
        ))}
      </div>
      <input
        type="search"
        className="input"
        aria-label={t('style.search')}
        placeholder={t('style.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {styles === null && stylesError === null && <p className="field__hint">{t('style.loading')}</p>}
      {styles === null && stylesError !== null && (
        <p className="field__error">
          {explainError(stylesError).sentence}{' '}
          <button type="button" className="link-button" onClick={() => void refreshStyles()}>
            {t('common.try-again')}
          </button>
        </p>
      )}
      {styles !== null && (
        <StyleOptionList
          name={name}
          styles={visible}
          value={value}
          label={t('style.legend')}
          emptyText={query.trim() ? t(keys.noMatch, { query: query.trim() }) : t(keys.empty)}
          onChange={onChange}
        />
      )}
      <p className="field__hint style-picker__selected" aria-live="polite">
        {selected ? t('style.selected', { name: selected.name }) : value ? t('style.gone') : t('style.none')}
        {value !== null && (
          <>
            {' '}
            <button type="button" className="link-button" onClick={() => onChange(null)}>
              {t('style.clear')}
            </button>
          </>
        )}
      </p>
    </fieldset>
  );
}
