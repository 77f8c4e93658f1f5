import type { Locale } from './locales';

/**
 * Numbers, dates, durations and sizes written the way the UI language writes them (`Intl`), so a
 * German user reads "23.11.2026, 14:05" and "1,5 MB". Pure functions: the caller passes the locale
 * and, where time matters, "now".
 */

/** A date and time, short: "Nov 23, 2026, 2:05 PM" (en), "23.11.2026, 14:05" (de). */
export function formatDateTime(at: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/** A whole number or decimal: "1,234" (en), "1.234" (de). */
export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits }).format(value);
}

/** "just now" / "5 minutes ago" / "3 hours ago" for the last day, then the date and time. */
export function formatRelative(at: number, now: number, locale: Locale): string {
  const seconds = Math.round((now - at) / 1000);
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  if (seconds < 45) return relative.format(0, 'second');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  return formatDateTime(at, locale);
}

/** An elapsed time: "7 sec" / "1 min, 5 sec" in the language's own short units. */
export function formatDuration(totalSeconds: number, locale: Locale): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const unit = (value: number, name: 'second' | 'minute') => new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  if (s < 60) return unit(s, 'second');
  const list = new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' });
  return list.format([unit(Math.floor(s / 60), 'minute'), unit(s % 60, 'second')]);
}

const BYTE_UNITS = [
  ['gigabyte', 1e9],
  ['megabyte', 1e6],
  ['kilobyte', 1e3],
] as const;

/** A file size in decimal units, as file managers show it: "2.4 MB", "2,4 MB", "812 kB". */
export function formatBytes(bytes: number, locale: Locale): string {
  const [unit, size] = BYTE_UNITS.find(([, size]) => bytes >= size) ?? ['byte', 1];
  const digits = unit === 'byte' || unit === 'kilobyte' ? 0 : 1;
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits }).format(bytes / size);
}

