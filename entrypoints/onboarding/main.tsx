import { OnboardingApp } from '../../components/onboarding/OnboardingApp';
import { createBrowserBackground } from '../../components/shared/browser-background';
import { mountPage } from '../../components/shared/mount';
import '../../components/shared/base.css';
import '../../components/shared/pages.css';
import '../../components/onboarding/onboarding.css';

// Only the demo build (npm run demo) mentions the local emulator.
mountPage(<OnboardingApp background={createBrowserBackground()} demo={import.meta.env.MODE === 'demo'} />);
