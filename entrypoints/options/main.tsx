import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OptionsApp } from '../../components/OptionsApp';

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><OptionsApp /></StrictMode>);
