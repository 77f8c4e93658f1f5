/**
 * The first `max` UTF-16 code units of `text`, one fewer when the cut would fall inside a
 * surrogate pair: an emoji or another character outside the BMP is kept whole or left out, never
 * halved into a lone surrogate (which shows as "�" and is not valid Unicode text).
 */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, Math.max(0, max));
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/** Shortens text to `max` characters with an ellipsis (never splitting an emoji, see `clip`). */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${clip(text, Math.max(0, max - 1)).trimEnd()}…`;
}

/**
 * "1 credit", "3 credits": ENGLISH only (an "s" glued on). Translated text uses a plural message
 * (`{ one, other }` in lib/i18n/messages); this stays for callers not yet switched.
 */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
