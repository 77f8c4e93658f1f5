import { BackgroundContext, type Background } from '../shared/background';
import { EMULATOR_API_BASE, EMULATOR_DEFAULT_KEY } from '../../lib/config';
import { UseEmulatorButton } from './UseEmulatorButton';

/** Props of {@link OnboardingApp}. */
export interface OnboardingAppProps {
  readonly background: Background;
}

/** The first-install page: what Reimagine does, where an API key comes from, and how to try the local emulator. */
export function OnboardingApp({ background }: OnboardingAppProps) {
  return (
    <BackgroundContext value={background}>
      <main className="onboarding">
        <h1>Welcome to Reimagine</h1>
        <p className="lead">
          See any listing photo renovated, restyled or staged in seconds: on Zillow, Redfin, Rightmove, Zoopla, Idealista and more, every
          listing photo gets a <strong>Reimagine</strong> button.
        </p>
        <ol className="steps">
          <li>
            <strong>Click Reimagine on a photo.</strong> The side panel opens with it.
          </li>
          <li>
            <strong>Choose what to do:</strong> renovate the room (style, intensity, your own guidance, real catalog materials), restyle the
            kitchen cabinets, transfer the style of another photo, upscale it, or virtually stage an empty room.
          </li>
          <li>
            <strong>Compare before and after,</strong> then download, copy or share the result. Altered photos carry a “Digitally altered” or
            “Virtually staged” label, as listing rules require.
          </li>
        </ol>

        <section className="card">
          <h2>Your API key</h2>
          <p>
            Reimagine renders through the RenovateAI API. RenovateAI issues API keys per team, together with renovation and staging credits;
            ask your team’s RenovateAI account owner for yours. Paste it into Reimagine’s options, then use “Test connection” to check it and
            see your credits.
          </p>
          <button type="button" className="button button--primary" onClick={() => background.openOptions()}>
            Open options
          </button>
        </section>

        <section className="card">
          <h2>Try it with the local emulator</h2>
          <p>
            Developers can try everything offline, without a key or credits: run <code>npm run emulator</code> in the project, then use the API
            base URL <code>{EMULATOR_API_BASE}</code> with the key <code>{EMULATOR_DEFAULT_KEY}</code>. The button below sets both (the browser
            first asks to let Reimagine reach 127.0.0.1).
          </p>
          <UseEmulatorButton />
        </section>
      </main>
    </BackgroundContext>
  );
}
