import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { loadLocale } from '../../lib/i18n/load';
import { SOURCE_LOCALE, type Locale } from '../../lib/i18n/locales';
import type { MessageTable } from '../../lib/i18n/message-types';
import { isLocaleLoaded, localeStatus, localesVersion, subscribeLocales } from '../../lib/i18n/registry';
import { translator, type Namespace, type Translate } from '../../lib/i18n/translate';

/**
 * The interface language for React: each page's entrypoint provides it once (`uiLocale()`, its
 * bundle loaded before the page mounts: mount.tsx), and components read messages with
 * `useT(namespace)`. Without a provider (component tests) the UI is English.
 */
const LocaleContext = createContext<Locale>(SOURCE_LOCALE);

/**
 * Whether `locale` can be shown yet: starts loading its bundle when it is not, and re-renders
 * once it has loaded (or failed: `localeStatus` then says so, and the translators show English).
 */
export function useLocaleReady(locale: Locale): boolean {
  useSyncExternalStore(subscribeLocales, localesVersion, localesVersion);
  const loaded = isLocaleLoaded(locale);
  useEffect(() => {
    if (!loaded) void loadLocale(locale);
  }, [locale, loaded]);
  return loaded || localeStatus(locale) === 'failed';
}

/**
 * Provides the interface language. Its bundle is normally loaded already (mount.tsx awaits it);
 * when it is not (a language switched at run time), the children wait for it rather than show
 * English for a moment.
 */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const ready = useLocaleReady(locale);
  return ready ? <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider> : null;
}

/** The interface language (for `Intl` formatting and `lang` attributes). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/**
 * `locale` once its bundle has loaded, the interface language until then: for text a page shows
 * in another language than its own (a listing's labels), which re-renders in that language as
 * soon as it is there.
 */
export function useLoadedLocale(locale: Locale): Locale {
  const ui = useLocale();
  return useLocaleReady(locale) && isLocaleLoaded(locale) ? locale : ui;
}

/** The translator of one message namespace in the interface language. */
export function useT<T extends MessageTable>(namespace: Namespace<T>): Translate<T> {
  const locale = useLocale();
  return useMemo(() => translator(namespace, locale), [namespace, locale]);
}
