import { contentMessages } from '../../lib/i18n/messages/content';
import type { Locale } from '../../lib/i18n/locales';
import { translator, type Translate } from '../../lib/i18n/translate';
import { uiLocale } from '../../lib/i18n/ui-locale';

/** The content namespace's English table, the type of its keys and placeholders. */
type ContentTable = (typeof contentMessages)['en'];

/** The button's words in one language, and that language (for the button's `lang`). */
export interface ContentText {
  readonly locale: Locale;
  readonly t: Translate<ContentTable>;
}

let cached: ContentText | undefined;

/**
 * The button's words in the browser's UI language, not the page's: the button is Reimagine's,
 * so it speaks the user's language even on a listing in another one. The language is read at
 * each call (it is cheap, and a test may change it); the translator is kept while it is the same.
 */
export function contentText(): ContentText {
  const locale = uiLocale();
  if (cached?.locale !== locale) cached = { locale, t: translator(contentMessages, locale) };
  return cached;
}
