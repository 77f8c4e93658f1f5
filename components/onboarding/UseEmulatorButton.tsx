import { useState } from 'react';
import { EMULATOR_API_BASE, EMULATOR_DEFAULT_KEY } from '../../lib/config';
import { explainError } from '../../lib/errors';
import { useBackground } from '../shared/background';

/** The host permission the emulator needs: every port of 127.0.0.1 (ports are not allowed in Firefox's patterns). */
export const EMULATOR_ORIGINS = ['http://127.0.0.1/*'];

type State = { step: 'idle' } | { step: 'working' } | { step: 'done'; running: boolean } | { step: 'error'; text: string };

/**
 * "Use the local emulator": asks for the 127.0.0.1 host permission (in the click, before any
 * await), then saves the emulator's base URL with its key, then checks whether it is running.
 */
export function UseEmulatorButton() {
  const background = useBackground();
  const [state, setState] = useState<State>({ step: 'idle' });

  const use = () => {
    const permission = background.requestHostPermission(EMULATOR_ORIGINS);
    setState({ step: 'working' });
    void (async () => {
      if (!(await permission)) {
        const { sentence, nextStep } = explainError('permission_denied');
        setState({ step: 'error', text: `${sentence} ${nextStep}` });
        return;
      }
      // The emulator's key typed for the emulator's base: bound together, like a key the user typed.
      const saved = await background.call('saveConnection', { apiBase: EMULATOR_API_BASE, apiKey: EMULATOR_DEFAULT_KEY });
      if (!saved.ok) {
        const { sentence, nextStep } = explainError(saved.code);
        setState({ step: 'error', text: `${sentence} ${nextStep}` });
        return;
      }
      const test = await background.call('testConnection', {});
      setState({ step: 'done', running: test.ok });
    })();
  };

  return (
    <div>
      <button type="button" className="button" disabled={state.step === 'working'} onClick={use}>
        Use the local emulator
      </button>
      <div role="status" aria-live="polite">
        {state.step === 'done' && (
          <p className={state.running ? 'field__hint' : 'field__error'}>
            {state.running
              ? 'Done: Reimagine now uses the local emulator, and it answers.'
              : 'Saved: Reimagine now uses the local emulator, but it is not answering yet. Start it with npm run emulator.'}
          </p>
        )}
      </div>
      {state.step === 'error' && (
        <p className="field__error" role="alert">
          {state.text}
        </p>
      )}
    </div>
  );
}
