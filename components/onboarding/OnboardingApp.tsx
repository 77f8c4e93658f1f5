import { useEffect } from 'react';
import { BackgroundContext, type Background } from '../shared/background';
import { EmulatorCard } from './EmulatorCard';
import { HowItWorks } from './HowItWorks';
import { KeyStep } from './KeyStep';
import { onboardingMessages } from '../../lib/i18n/messages/onboarding/index';
import { useT } from '../shared/i18n';
import { PrivacyNote } from '../shared/PrivacyNote';

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
  const t = useT(onboardingMessages);
  // The tab's title in the interface language (index.html's <title> is English until this runs).
  const title = t('page.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <BackgroundContext value={background}>
      <main className="onboarding">
        <header className="onboarding__intro">
          <img className="onboarding__icon" src="/icon/128.png" alt="" width={56} height={56} />
          <div>
            <h1>{t('page.title')}</h1>
            <p className="lead">{t('page.lead')}</p>
          </div>
        </header>
        <HowItWorks />
        <KeyStep />
        <PrivacyNote text={t('page.privacy')} link={t('page.privacy-link')} />
        {demo && <EmulatorCard />}
        <p className="onboarding__more">
          {t('page.more')}{' '}
          <button type="button" className="button button--quiet" onClick={() => background.openOptions()}>
            {t('page.open-options')}
          </button>
        </p>
      </main>
    </BackgroundContext>
  );
}
