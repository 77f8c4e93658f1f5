import { Field } from '../shared/Field';

/** Props of {@link ProductTextField}. */
export interface ProductTextFieldProps {
  /** The input's id; its error gets `<id>-error`. */
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly placeholder: string;
  readonly required: boolean;
  readonly type: 'text' | 'url';
  readonly wide: boolean;
  /** The field's problem in the page's language, or undefined. */
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
}

/** One text field of a new product, with its problem (if any) shown under it and described by it. */
export function ProductTextField({ id, label, value, placeholder, required, type, wide, error, onChange }: ProductTextFieldProps) {
  return (
    <Field
      id={id}
      wide={wide}
      error={error}
      label={
        <>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </>
      }
    >
      {/* aria-required and inputMode, not required and type="url": validateProduct checks them
          and names every problem on its field, where the browser's validation names only one. */}
      <input
        id={id}
        className="input"
        type="text"
        inputMode={type === 'url' ? 'url' : undefined}
        value={value}
        placeholder={placeholder}
        aria-required={required || undefined}
        aria-invalid={error !== undefined ? true : undefined}
        aria-describedby={error !== undefined ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
