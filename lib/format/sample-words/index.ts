import type { Locale } from '../../i18n/locales';
import { SAMPLE_WORDS_ID } from '../../i18n/namespaces';
import { localeTable } from '../../i18n/registry';

export { SAMPLE_WORDS, type SampleWord } from './en';

/**
 * A sample picture's word in `locale`; a word not in the list (a palette added without words) as
 * written. The other languages' words come with their bundle (lib/i18n/bundles, loaded by
 * lib/i18n/load.ts); a language not loaded shows the English word.
 */
export function sampleWord(word: string, locale: Locale): string {
  if (locale === 'en') return word;
  const table = localeTable(SAMPLE_WORDS_ID, locale);
  const translated = table?.[word];
  return typeof translated === 'string' ? translated : word;
}
