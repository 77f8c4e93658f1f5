import { pageNamespace } from '../../translate';
import { en } from './en';

/** The onboarding (welcome page) namespace: English here; the other languages come with their bundle (lib/i18n/bundles, load.ts). */
export const onboardingMessages = pageNamespace('onboarding', en);
