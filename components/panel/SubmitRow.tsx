import { useDomId } from '../shared/hooks/useDomId';

/** Props of {@link SubmitRow}. */
export interface SubmitRowProps {
  /** The button's text, which is also its accessible name ("Renovate", "Upscale"…). */
  readonly label: string;
  /** Why the button is disabled, or null when it can be pressed. */
  readonly blockedReason: string | null;
  readonly busy: boolean;
  /** What pressing it costs, said before pressing. */
  readonly cost?: string;
}

/** A form's submit button with the reason it is disabled and what it costs, both tied to it for screen readers. */
export function SubmitRow({ label, blockedReason, busy, cost }: SubmitRowProps) {
  const id = useDomId('submit');
  return (
    <div className="submit-row">
      <button type="submit" className="button button--primary button--large" disabled={blockedReason !== null || busy} aria-describedby={`${id}-why`}>
        {label}
      </button>
      <p className="field__hint" id={`${id}-why`}>
        {busy ? 'Sending…' : (blockedReason ?? cost ?? '')}
      </p>
    </div>
  );
}
