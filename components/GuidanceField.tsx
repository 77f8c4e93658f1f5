import { GUIDANCE_ACCURATE_AFTER } from './store/forms';
import { useDomId } from './hooks/useDomId';

/** Props of {@link GuidanceField}. */
export interface GuidanceFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly placeholder?: string;
}

/** Guidance is capped by the job schema. */
const MAX_GUIDANCE = 2000;

/**
 * Free-text guidance, labelled "Guidance". While it is 8 characters or shorter a hint says that
 * longer guidance gives accurate results (the spec's rule).
 */
export function GuidanceField({ value, onChange, placeholder = 'e.g. white oak floors, matte black fixtures, warm lighting' }: GuidanceFieldProps) {
  const id = useDomId('guidance');
  const short = value.trim().length <= GUIDANCE_ACCURATE_AFTER;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Guidance
      </label>
      <textarea
        id={id}
        className="input textarea"
        rows={3}
        maxLength={MAX_GUIDANCE}
        value={value}
        placeholder={placeholder}
        aria-describedby={short ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {short && (
        <p className="field__hint" id={`${id}-hint`}>
          {value.trim().length === 0
            ? 'Optional with a style. Describe the change in more than 8 characters for accurate results.'
            : 'Guidance of more than 8 characters gives accurate results: describe materials, colors and fixtures.'}
        </p>
      )}
    </div>
  );
}
