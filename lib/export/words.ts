/**
 * The words of an export in one language (pure: no DOM, no React): the export namespace's
 * translator and the disclosure words, for the LISTING's language (`listingLocale`), which the
 * caller chooses. Keys picked at run time go through the literal maps below, so the messages-complete test
 * sees each one read; an operation's own keys are declared by its module (`words.file`).
 */
import { disclosureWords, type DisclosureWords } from '../i18n/disclosure';
import { formatNumber } from '../i18n/format';
import { LOCALE_NAME, type Locale } from '../i18n/locales';
import { exportMessages, type ExportMessages, type ExportT } from '../i18n/messages/export/index';
import { translator } from '../i18n/translate';
import { OPERATIONS, type Disclosure, type Operation } from '../operations';

/** An export's words in one language. */
export interface ExportWords {
  readonly locale: Locale;
  readonly t: ExportT;
  readonly disclosure: DisclosureWords;
}

export function exportWords(locale: Locale): ExportWords {
  return { locale, t: translator(exportMessages, locale), disclosure: disclosureWords(locale) };
}

/** A caption's head per kind: whole sentences, since "(no label on the photo)" sits mid-caption. */
const CAPTION_KEY = {
  'virtually-staged': { labelled: 'caption.virtually-staged', unlabelled: 'caption.virtually-staged.unlabelled' },
  'digitally-altered': { labelled: 'caption.digitally-altered', unlabelled: 'caption.digitally-altered.unlabelled' },
} as const satisfies Record<Disclosure, Record<'labelled' | 'unlabelled', keyof ExportMessages>>;

/** "Photo 3: virtually staged", or "… (no label on the photo)" when the image carries no label. */
export function photoDisclosure(words: ExportWords, photoNumber: number, kind: Disclosure, labelled = true): string {
  return words.t(CAPTION_KEY[kind][labelled ? 'labelled' : 'unlabelled'], { n: photoNumber });
}

/** An operation's part of a file name, in the listing's language ("renovate", "reforma"): the key its module declares. */
export function operationInFileName(words: ExportWords, operation: Operation): string {
  return words.t(OPERATIONS[operation].words.file);
}

/** Photo numbers as the language lists them: "3", "3 and 5", "1, 3, and 5", "1, 3 y 5". */
export function photoList(numbers: readonly number[], locale: Locale): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b).map((n) => formatNumber(n, locale));
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(sorted);
}

/**
 * A language's name in another ("Spanish" in English, "Spanisch" in German), for the panel's
 * sentences about the listing's language; the language's own name where `Intl` has none.
 */
export function languageName(locale: Locale, inLocale: Locale): string {
  try {
    return new Intl.DisplayNames(inLocale, { type: 'language' }).of(locale) ?? LOCALE_NAME[locale];
  } catch {
    return LOCALE_NAME[locale];
  }
}
