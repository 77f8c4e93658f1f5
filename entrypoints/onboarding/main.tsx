import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OnboardingApp } from '../../components/onboarding/OnboardingApp';
import { createBrowserBackground } from '../../components/shared/browser-background';
import '../../components/shared/base.css';
import '../../components/shared/pages.css';
import '../../components/onboarding/onboarding.css';

const root = document.getElementById('root');
// Only the demo build (npm run demo) mentions the local emulator.
if (root) createRoot(root).render(<StrictMode><OnboardingApp background={createBrowserBackground()} demo={import.meta.env.MODE === 'demo'} /></StrictMode>);
