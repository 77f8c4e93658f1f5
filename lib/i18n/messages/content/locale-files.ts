import type { Locale } from '../../locales';
import { contentMessages } from './index';
import { CONTENT_LANG_MESSAGE, contentMessageName } from './names';

/** One `_locales/<locale>/messages.json` entry. */
export interface LocaleFileMessage {
  readonly message: string;
}

/**
 * The content namespace in one language as `_locales` entries (names from names.ts), plus the
 * language itself: added to the manifest's own messages by the build (wxt.config.ts).
 */
export function contentLocaleMessages(locale: Locale): Record<string, LocaleFileMessage> {
  const out: Record<string, LocaleFileMessage> = { [CONTENT_LANG_MESSAGE]: { message: locale } };
  // Plain strings only (the button has no plural); `{elapsed}` is filled in by the script.
  for (const [key, text] of Object.entries(contentMessages[locale])) out[contentMessageName(key)] = { message: text };
  return out;
}
