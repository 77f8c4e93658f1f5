import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OnboardingApp } from '../../components/OnboardingApp';
import { createBrowserBackground } from '../../components/browser-background';
import '../../components/base.css';
import '../../components/pages.css';

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><OnboardingApp background={createBrowserBackground()} /></StrictMode>);
