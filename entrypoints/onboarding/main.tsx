import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OnboardingApp } from '../../components/OnboardingApp';

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><OnboardingApp /></StrictMode>);
