import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SidePanelApp } from '../../components/panel/SidePanelApp';
import { createBrowserBackground } from '../../components/shared/browser-background';
import '../../components/shared/base.css';
import '../../components/panel/panel.css';

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><SidePanelApp background={createBrowserBackground()} /></StrictMode>);
