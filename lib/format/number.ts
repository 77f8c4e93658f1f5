import type { Locale } from '../i18n/locales';

/** A decimal with exactly `digits` fraction digits in the language's own notation: "0.50" (en), "0,50" (de). */
export function formatDecimal(value: number, locale: Locale, digits = 2): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/** A span of seconds in the language's short unit: "6–20 sec" (en), "6–20 Sek." (de), "6–20 s" (fr). */
export function formatSecondsRange(from: number, to: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'short' }).formatRange(from, to);
}
