import { GUIDANCE, isGuidanceAccurate } from '../lib/api/limits';
import { useDomId } from './hooks/useDomId';

/** Props of {@link GuidanceField}. */
export interface GuidanceFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly placeholder?: string;
}

/**
 * Free-text guidance, labelled "Guidance", at most `GUIDANCE.maxLength` characters. Until it is
 * long enough for accurate results (`GUIDANCE.accurateFrom` characters, the spec's rule) a hint
 * says so; blank guidance gets the same advice.
 */
export function GuidanceField({ value, onChange, placeholder = 'e.g. white oak floors, matte black fixtures, warm lighting' }: GuidanceFieldProps) {
  const id = useDomId('guidance');
  const blank = value.trim() === '';
  const short = blank || !isGuidanceAccurate(value);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Guidance
      </label>
      <textarea
        id={id}
        className="input textarea"
        rows={3}
        maxLength={GUIDANCE.maxLength}
        value={value}
        placeholder={placeholder}
        aria-describedby={short ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {short && (
        <p className="field__hint" id={`${id}-hint`}>
          {blank
            ? `Optional with a style. Describe the change in at least ${GUIDANCE.accurateFrom} characters for accurate results.`
            : `Guidance of at least ${GUIDANCE.accurateFrom} characters gives accurate results: describe materials, colors and fixtures.`}
        </p>
      )}
    </div>
  );
}
