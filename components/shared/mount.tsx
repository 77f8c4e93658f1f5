import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLocale } from '../../lib/i18n/load';
import { SOURCE_LOCALE } from '../../lib/i18n/locales';
import { uiLocale } from '../../lib/i18n/ui-locale';
import { LocaleProvider } from './i18n';

/**
 * Renders an extension page into its `#root`, in the interface language: its bundle is imported
 * first (one chunk per language, lib/i18n/load.ts; English is built in), then the `lang`
 * attribute is set, so screen readers, hyphenation and `:lang()` follow it. A language whose
 * bundle cannot be imported leaves the page in English (load.ts says so on the console).
 */
export async function mountPage(page: ReactNode): Promise<void> {
  const wanted = uiLocale();
  const locale = (await loadLocale(wanted)) ? wanted : SOURCE_LOCALE;
  document.documentElement.lang = locale;
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<StrictMode><LocaleProvider locale={locale}>{page}</LocaleProvider></StrictMode>);
}
