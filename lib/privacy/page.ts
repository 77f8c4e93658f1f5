import { SOURCE_LOCALE, type Locale } from '../i18n/locales';

/**
 * The privacy policy as the extension ships it: PRIVACY.md (English, the authoritative text) and
 * its translations (docs/privacy/<locale>.md), each turned into a page at build time
 * (wxt.config.ts, `scripts/build/privacy-page.ts`), so the options and welcome pages link to the
 * very text of the repository's policy, offline, in the interface's language.
 */
const PRIVACY_PAGE_FILE = 'privacy.html';

/** The policy's page in one language: `privacy.html` for English, `privacy.<locale>.html` for a translation. */
export function privacyPageFile(locale: Locale): string {
  return locale === SOURCE_LOCALE ? PRIVACY_PAGE_FILE : `privacy.${locale}.html`;
}

/** The address of the policy in one language, from any of the extension's own pages. */
export function privacyPagePath(locale: Locale): string {
  return `/${privacyPageFile(locale)}`;
}
