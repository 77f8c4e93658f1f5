import { RENOVATION_STYLES } from '../../../emulator/service-styles/renovation-styles';
import { ROOM_TYPES, STAGING_STYLES } from '../../../emulator/service-styles/staging';
import { AnalysisType, RenovationSpectrum } from '../../../lib/api/schemas';
import type { Locale } from '../../../lib/i18n/locales';
import { Operation, operationLabel, optionNamesFrom, type OptionNames } from '../../../lib/operations';

/**
 * The API's and the operations' raw values, read from their own enums and from the emulator's
 * service styles (the ids GET /styles and the virtual-staging lists return), so a value added there is
 * checked here without touching this file; and a scan of user-facing text for any of them.
 */

/** `kitchenCabinets` → `kitchen_cabinets`: how the API spells an operation's id in its paths. */
const snake = (id: string) => id.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The renovation style ids, the staging room type ids and the staging style ids, as the service returns them. */
export const STYLE_IDS: readonly string[] = RENOVATION_STYLES.map((style) => style.id);
export const ROOM_TYPE_IDS: readonly string[] = ROOM_TYPES.map((room) => room.id);
export const STAGING_STYLE_IDS: readonly string[] = STAGING_STYLES.map((style) => style.id);

const IDS = [...RenovationSpectrum.options, ...AnalysisType.options, ...Operation.options, ...Operation.options.map(snake), ...STYLE_IDS, ...ROOM_TYPE_IDS, ...STAGING_STYLE_IDS];

/**
 * Every raw value as it could leak: as the API spells it (`living_room`, `style_transfer`,
 * `renovate`), and with its underscores read as spaces (`living room`), the way ids used to be shown.
 */
export const RAW_VALUES: readonly string[] = [...new Set([...IDS, ...IDS.filter((id) => id.includes('_')).map((id) => id.replace(/_/g, ' '))])];

/** The names the emulator's lists give (what the panel shows for an id once the lists have loaded). */
export const SERVICE_NAMES: OptionNames = optionNamesFrom(
  { interior: RENOVATION_STYLES.filter((s) => s.kind === 'interior'), exterior: RENOVATION_STYLES.filter((s) => s.kind === 'exterior') },
  { roomTypes: ROOM_TYPES, styles: STAGING_STYLES },
);

/**
 * Words that may contain a raw value as one of theirs and are no leak: the operations' names in
 * `locale` ("Creative upscale") and the service's own names ("Modern farmhouse", "Mid-century
 * modern"). Taken from the messages and the emulator's lists, never from the code under test.
 */
export function ownWords(locale: Locale): string[] {
  const names = [...RENOVATION_STYLES, ...ROOM_TYPES, ...STAGING_STYLES].map((option) => option.name);
  return [...Operation.options.map((operation) => operationLabel(operation, locale)), ...names].sort((a, b) => b.length - a.length);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The raw values found as whole words in `text` (case-sensitive: "Renovate", the step's name, is not `renovate`), after `allowed` words are set aside. */
export function rawValuesIn(text: string, allowed: readonly string[]): string[] {
  let rest = text;
  for (const word of allowed) rest = rest.split(word).join(' ');
  return RAW_VALUES.filter((value) => new RegExp(`(?<![\\p{L}\\p{N}_-])${escape(value)}(?![\\p{L}\\p{N}_-])`, 'u').test(rest));
}

/** Each text with the raw values in it, for a readable failure (`[]` when none has any). */
export function leaks(texts: readonly string[], locale: Locale): { text: string; raw: string[] }[] {
  const allowed = ownWords(locale);
  return texts.map((text) => ({ text, raw: rawValuesIn(text, allowed) })).filter((found) => found.raw.length > 0);
}
