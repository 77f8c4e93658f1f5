/**
 * The content namespace's messages as the browser holds them: the build writes them into
 * `_locales/<locale>/messages.json` (locale-files.ts), and the content scripts read them with
 * `i18n.getMessage`, which answers in the browser's UI language by itself. So no table ships in
 * the content scripts, which every listing page loads; these tables stay the one source.
 */

/** A message's name in `_locales` (`button.name` → `content_button_name`): names take letters, digits and `_` only. */
export function contentMessageName(key: string): string {
  return `content_${key.replace(/[^A-Za-z0-9]/g, '_')}`;
}

/** The message naming the language the content messages are in (`de`): the button's `lang`. */
export const CONTENT_LANG_MESSAGE = 'content_lang';
