import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OptionsApp } from '../../components/options/OptionsApp';
import { createBrowserBackground } from '../../components/shared/browser-background';
import '../../components/shared/base.css';
import '../../components/shared/pages.css';

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><OptionsApp background={createBrowserBackground()} /></StrictMode>);
