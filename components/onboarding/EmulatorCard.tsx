import { EMULATOR_API_BASE, EMULATOR_DEFAULT_KEY } from '../../lib/config';
import { UseEmulatorButton } from './UseEmulatorButton';

/** The demo build's extra card: trying everything offline against the local emulator, without a key or credits. */
export function EmulatorCard() {
  return (
    <section className="card" aria-labelledby="emulator-heading">
      <h2 id="emulator-heading">Demo: the local emulator</h2>
      <p>
        This demo build can run everything offline, without a key or credits: run <code>npm run emulator</code> in the project, then use the API
        base URL <code>{EMULATOR_API_BASE}</code> with the key <code>{EMULATOR_DEFAULT_KEY}</code>. The button below sets both (the browser first
        asks to let Reimagine reach 127.0.0.1).
      </p>
      <UseEmulatorButton />
    </section>
  );
}
