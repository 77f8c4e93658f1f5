import { clampCreativity, CREATIVITY } from '../../../lib/api/limits';
import { formatDecimal } from '../../../lib/format/number';
import { panelMessages } from '../../../lib/i18n/messages/panel/index';
import { useDomId } from '../../shared/hooks/useDomId';
import { useLocale, useT } from '../../shared/i18n';
import type { FieldOf, FieldProps } from './field-props';

/** What a creativity level does, as the key of its words. */
function creativityKey(value: number) {
  if (value <= 0.2) return 'upscale.faithful' as const;
  if (value <= 0.6) return 'upscale.balanced' as const;
  return 'upscale.creative' as const;
}

/** The creativity slider (`creativity`): within `CREATIVITY`'s bounds and step (lib/api/limits.ts), with what the level does. */
export function CreativityField({ value: { creativity }, update }: FieldProps<FieldOf<'creativity'>>) {
  const id = useDomId('creativity');
  const t = useT(panelMessages);
  const locale = useLocale();
  // "0.50" in English, "0,50" in German: the slider's value as the language writes decimals.
  const value = formatDecimal(creativity, locale);
  const words = t(creativityKey(creativity));

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('upscale.creativity')}
      </label>
      <div className="range-row">
        <input
          id={id}
          type="range"
          className="range"
          min={CREATIVITY.min}
          max={CREATIVITY.max}
          step={CREATIVITY.step}
          value={creativity}
          aria-valuetext={t('upscale.value', { value, words })}
          onChange={(event) => update({ creativity: clampCreativity(Number(event.target.value)) })}
        />
        <output htmlFor={id} className="range-row__value">
          {value}
        </output>
      </div>
      <p className="field__hint">{words}</p>
    </div>
  );
}
