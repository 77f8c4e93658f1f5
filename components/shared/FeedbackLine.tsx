/** The outcome of a user's action: a confirmation, or an error to read out at once. */
export type Feedback = { kind: 'ok' | 'error'; text: string } | null;

/**
 * One line under a form or a row of actions that says how the last action went. It is always
 * present (empty when there is nothing to say), so screen readers announce changes: errors as
 * alerts, confirmations politely.
 */
export function FeedbackLine({ feedback }: { readonly feedback: Feedback }) {
  const error = feedback?.kind === 'error';
  return (
    <p className={error ? 'field__error' : 'field__hint'} role={error ? 'alert' : 'status'}>
      {feedback?.text ?? ''}
    </p>
  );
}
