import { usePanel } from './store/context';
import { clampCreativity, CREATIVITY } from '../../lib/api/limits';
import { useDomId } from '../shared/hooks/useDomId';

/** What a creativity level does, in words. */
function creativityWords(value: number): string {
  if (value <= 0.2) return 'faithful: sharper, almost nothing invented';
  if (value <= 0.6) return 'balanced: added texture and detail';
  return 'creative: rich invented detail, may change small things';
}

/** Creative upscale: enlarges the photo with added detail; creativity 0 to 1 in steps of 0.05 (default 0.5). */
export function UpscaleForm() {
  const creativity = usePanel((state) => state.forms.upscale.creativity);
  const updateForm = usePanel((state) => state.updateForm);
  const id = useDomId('creativity');

  return (
    <div className="tool-form" role="group" aria-label="Upscale settings">
      <p className="field__hint">Enlarges the photo for print or big screens, adding detail as it goes.</p>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          Creativity
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
            aria-valuetext={`${creativity.toFixed(2)}, ${creativityWords(creativity)}`}
            onChange={(event) => updateForm('upscale', { creativity: clampCreativity(Number(event.target.value)) })}
          />
          <output htmlFor={id} className="range-row__value">
            {creativity.toFixed(2)}
          </output>
        </div>
        <p className="field__hint">{creativityWords(creativity)}</p>
      </div>
    </div>
  );
}
