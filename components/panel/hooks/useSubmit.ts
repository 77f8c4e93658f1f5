import { useState } from 'react';

/**
 * Wraps an async submit so a double click sends one request: `busy` is true until it settles.
 * The rest of the panel stays usable meanwhile.
 */
export function useSubmit(action: () => Promise<unknown>): { busy: boolean; submit: () => void } {
  const [busy, setBusy] = useState(false);
  return {
    busy,
    submit: () => {
      if (busy) return;
      setBusy(true);
      void action().finally(() => setBusy(false));
    },
  };
}
