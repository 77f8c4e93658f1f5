import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OptionsApp } from '../../components/OptionsApp';
import { createBrowserBackground } from '../../components/browser-background';
import '../../components/base.css';
import '../../components/pages.css';

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><OptionsApp background={createBrowserBackground()} /></StrictMode>);
