import { EMULATOR_API_BASE, EMULATOR_DEFAULT_KEY } from '../../lib/config';
import { onboardingMessages } from '../../lib/i18n/messages/onboarding/index';
import { useT } from '../shared/i18n';
import { marks, richText } from '../shared/rich-text';
import { EMULATOR_COMMAND, UseEmulatorButton } from './UseEmulatorButton';

/** The demo build's extra card: trying everything offline against the local emulator, without a key or credits. */
export function EmulatorCard() {
  const t = useT(onboardingMessages);
  return (
    <section className="card" aria-labelledby="emulator-heading">
      <h2 id="emulator-heading">{t('emulator.heading')}</h2>
      <p>
        {richText(t('emulator.text', { ...marks('command', 'base', 'key'), host: '127.0.0.1' }), {
          command: <code>{EMULATOR_COMMAND}</code>,
          base: <code>{EMULATOR_API_BASE}</code>,
          key: <code>{EMULATOR_DEFAULT_KEY}</code>,
        })}
      </p>
      <UseEmulatorButton />
    </section>
  );
}
