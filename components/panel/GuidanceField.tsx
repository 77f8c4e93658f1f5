import { useState } from 'react';
import { GUIDANCE, isGuidanceAccurate, presentText } from '../../lib/api/limits';
import { useDomId } from '../shared/hooks/useDomId';
import { panelMessages } from '../../lib/i18n/messages/panel/index';
import { useT } from '../shared/i18n';

/** Props of {@link GuidanceField}. */
export interface GuidanceFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** An example in the field; a general renovation example by default. */
  readonly placeholder?: string | undefined;
}

/**
 * Free-text guidance, labelled "Guidance", at most `GUIDANCE.maxLength` characters: longer text
 * (a paste) is cut to the limit and the field says so, rather than the browser cutting it
 * silently. Until it is long enough for accurate results (`GUIDANCE.accurateFrom` characters, the
 * spec's rule) a hint says so; blank guidance (spaces or invisible marks only) gets the same advice.
 */
export function GuidanceField({ value, onChange, placeholder }: GuidanceFieldProps) {
  const id = useDomId('guidance');
  const t = useT(panelMessages);
  const [cut, setCut] = useState(false);
  const blank = presentText(value) === undefined;
  const short = blank || !isGuidanceAccurate(value);
  const change = (text: string) => {
    setCut(text.length > GUIDANCE.maxLength);
    onChange(text.slice(0, GUIDANCE.maxLength));
  };
  const described = [short ? `${id}-hint` : '', cut ? `${id}-cut` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('guidance.label')}
      </label>
      <textarea
        id={id}
        className="input textarea"
        rows={3}
        value={value}
        placeholder={placeholder ?? t('guidance.placeholder')}
        aria-describedby={described || undefined}
        onChange={(event) => change(event.target.value)}
      />
      {cut && (
        <p className="field__hint field__hint--warning" id={`${id}-cut`} role="status">
          {t('guidance.cut', { max: GUIDANCE.maxLength })}
        </p>
      )}
      {short && (
        <p className="field__hint" id={`${id}-hint`}>
          {blank ? t('guidance.blank', { min: GUIDANCE.accurateFrom }) : t('guidance.short', { min: GUIDANCE.accurateFrom })}
        </p>
      )}
    </div>
  );
}
