import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OnboardingApp } from '../../components/onboarding/OnboardingApp';
import { createBrowserBackground } from '../../components/shared/browser-background';
import '../../components/shared/base.css';
import '../../components/shared/pages.css';

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><OnboardingApp background={createBrowserBackground()} /></StrictMode>);
