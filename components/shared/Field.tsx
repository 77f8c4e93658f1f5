import type { ReactNode } from 'react';

/** Props of {@link Field}. */
export interface FieldProps {
  /** The control's id; the error gets `<id>-error` (point the control's aria-describedby at it). */
  readonly id: string;
  readonly label: ReactNode;
  /** The control: an input, select or textarea with this `id`. */
  readonly children: ReactNode;
  /** The field's problem, shown under the control, or null. */
  readonly error?: string | null | undefined;
  /** True to announce the error at once (it follows an action, not typing). */
  readonly errorAlert?: boolean;
  readonly wide?: boolean;
  /** Shown under the control and its error (a preview). */
  readonly after?: ReactNode;
}

/** A labelled form field: the label, the control, its problem (if any) and what follows it. */
export function Field({ id, label, children, error = null, errorAlert = false, wide = false, after = null }: FieldProps) {
  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error && (
        <p className="field__error" id={`${id}-error`} role={errorAlert ? 'alert' : undefined}>
          {error}
        </p>
      )}
      {after}
    </div>
  );
}
