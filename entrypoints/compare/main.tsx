import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CompareApp } from '../../components/compare-page/CompareApp';
import { createBrowserBackground } from '../../components/shared/browser-background';
import '../../components/shared/base.css';
import '../../components/panel/panel.css';
import '../../components/compare-page/compare-page.css';

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><CompareApp background={createBrowserBackground()} search={window.location.search} /></StrictMode>);
