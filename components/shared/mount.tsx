import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { uiLocale } from '../../lib/i18n/ui-locale';
import { LocaleProvider } from './i18n';

/**
 * Renders an extension page into its `#root`, in the interface language: the `lang` attribute is
 * set first, so screen readers, hyphenation and `:lang()` follow it.
 */
export function mountPage(page: ReactNode): void {
  const locale = uiLocale();
  document.documentElement.lang = locale;
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<StrictMode><LocaleProvider locale={locale}>{page}</LocaleProvider></StrictMode>);
}
