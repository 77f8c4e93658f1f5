import { useMemo } from 'react';
import { spectrumSteps, type SpectrumValue } from '../../lib/format/operation';
import { panelMessages } from '../../lib/i18n/messages/panel/index';
import { useDomId } from '../shared/hooks/useDomId';
import { useLocale, useT } from '../shared/i18n';
import { marks, richText } from '../shared/rich-text';

/** Props of {@link SpectrumControl}. */
export interface SpectrumControlProps {
  readonly value: SpectrumValue;
  readonly onChange: (value: SpectrumValue) => void;
}

/**
 * The renovation spectrum, a four-step radio group from "Tweak" to "Transform". Native radios
 * give the standard keyboard model: Tab into the group, arrow keys move and select.
 */
export function SpectrumControl({ value, onChange }: SpectrumControlProps) {
  const name = useDomId('spectrum');
  const t = useT(panelMessages);
  const locale = useLocale();
  const steps = useMemo(() => spectrumSteps(locale), [locale]);
  const current = steps.find((step) => step.value === value) ?? steps[2];
  return (
    <div className="field">
      <span className="field__label" id={`${name}-label`}>
        {t('spectrum.label')}
      </span>
      <div className="spectrum" role="radiogroup" aria-labelledby={`${name}-label`}>
        {steps.map((step, index) => (
          <label key={step.value} className="spectrum__step" data-checked={step.value === value || undefined}>
            <input
              type="radio"
              name={name}
              value={step.value}
              checked={step.value === value}
              aria-describedby={`${name}-${step.value}`}
              onChange={() => onChange(step.value)}
            />
            <span className="spectrum__index" aria-hidden="true">
              {index + 1}
            </span>
            <span className="spectrum__label">{step.label}</span>
            <span id={`${name}-${step.value}`} hidden>
              {step.description}
            </span>
          </label>
        ))}
      </div>
      <p className="field__hint" aria-live="polite">
        {current && richText(t('spectrum.current', marks('label', 'description')), { label: <strong>{current.label}</strong>, description: current.description })}
      </p>
    </div>
  );
}
