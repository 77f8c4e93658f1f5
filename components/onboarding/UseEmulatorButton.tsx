import { useState } from 'react';
import { EMULATOR_API_BASE, EMULATOR_DEFAULT_KEY } from '../../lib/config';
import { explainError } from '../../lib/error-text';
import { useBackground } from '../shared/background';
import { onboardingMessages } from '../../lib/i18n/messages/onboarding/index';
import { useLocale, useT } from '../shared/i18n';

/** The host permission the emulator needs: every port of 127.0.0.1 (ports are not allowed in Firefox's patterns). */
export const EMULATOR_ORIGINS = ['http://127.0.0.1/*'];

/** What starts the emulator in the project: a command, the same in every language. */
export const EMULATOR_COMMAND = 'npm run emulator';

type State = { step: 'idle' } | { step: 'working' } | { step: 'done'; running: boolean } | { step: 'error'; text: string };

/**
 * "Use the local emulator": asks for the 127.0.0.1 host permission (in the click, before any
 * await), then saves the emulator's base URL with its key, then checks whether it is running.
 */
export function UseEmulatorButton() {
  const background = useBackground();
  const t = useT(onboardingMessages);
  const locale = useLocale();
  const [state, setState] = useState<State>({ step: 'idle' });

  const use = () => {
    const permission = background.requestHostPermission(EMULATOR_ORIGINS);
    setState({ step: 'working' });
    void (async () => {
      if (!(await permission)) {
        const { sentence, nextStep } = explainError('permission_denied', locale);
        setState({ step: 'error', text: `${sentence} ${nextStep}` });
        return;
      }
      // The emulator's key typed for the emulator's base: bound together, like a key the user typed.
      const saved = await background.call('saveConnection', { apiBase: EMULATOR_API_BASE, apiKey: EMULATOR_DEFAULT_KEY });
      if (!saved.ok) {
        const { sentence, nextStep } = explainError(saved.code, locale);
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
        {t('emulator.use')}
      </button>
      <div role="status" aria-live="polite">
        {state.step === 'done' && (
          <p className={state.running ? 'field__hint' : 'field__error'}>
            {state.running ? t('emulator.running') : t('emulator.not-running', { command: EMULATOR_COMMAND })}
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
