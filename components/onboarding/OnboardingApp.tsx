import { BackgroundContext, type Background } from '../shared/background';
import { EmulatorCard } from './EmulatorCard';
import { HowItWorks } from './HowItWorks';
import { KeyStep } from './KeyStep';

/** Props of {@link OnboardingApp}. */
export interface OnboardingAppProps {
  readonly background: Background;
  /** The demo build (`import.meta.env.MODE === 'demo'`): also offers the local emulator. */
  readonly demo?: boolean;
}

/**
 * The welcome page, opened at install: what Reimagine does (three pictures of the product), where
 * a RenovateAI key comes from, and the key pasted and tested right here. Only the demo build
 * talks about the local emulator.
 */
export function OnboardingApp({ background, demo = false }: OnboardingAppProps) {
  return (
    <BackgroundContext value={background}>
      <main className="onboarding">
        <header className="onboarding__intro">
          <img className="onboarding__icon" src="/icon/128.png" alt="" width={56} height={56} />
          <div>
            <h1>Welcome to Reimagine</h1>
            <p className="lead">See any listing photo renovated, restyled or virtually staged in seconds, right on the listing sites you already use.</p>
          </div>
        </header>
        <HowItWorks />
        <KeyStep />
        {demo && <EmulatorCard />}
        <p className="onboarding__more">
          Labels, sites and how many photos render at once are in Reimagine’s options.{' '}
          <button type="button" className="button button--quiet" onClick={() => background.openOptions()}>
            Open options
          </button>
        </p>
      </main>
    </BackgroundContext>
  );
}
