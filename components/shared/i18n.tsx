import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { SOURCE_LOCALE, type Locale } from '../../lib/i18n/locales';
import type { MessageTable } from '../../lib/i18n/message-types';
import { translator, type Tables, type Translate } from '../../lib/i18n/translate';

/**
 * The interface language for React: each page's entrypoint provides it once (`uiLocale()`), and
 * components read messages with `useT(namespace)`. Without a provider (component tests) the UI
 * is English.
 */
const LocaleContext = createContext<Locale>(SOURCE_LOCALE);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The interface language (for `Intl` formatting and `lang` attributes). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The translator of one message namespace in the interface language. */
export function useT<T extends MessageTable>(tables: Tables<T>): Translate<T> {
  const locale = useLocale();
  return useMemo(() => translator(tables, locale), [tables, locale]);
}
