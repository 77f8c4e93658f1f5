import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SidePanelApp } from '../../components/SidePanelApp';
import { createBrowserBackground } from '../../components/browser-background';
import '../../components/base.css';
import '../../components/panel.css';

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><SidePanelApp background={createBrowserBackground()} /></StrictMode>);
