import type { Locale } from '../../i18n/locales';
import { de } from './de';
import type { SampleWord } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';

export { SAMPLE_WORDS, type SampleWord } from './en';

const TABLES: Readonly<Record<Exclude<Locale, 'en'>, Readonly<Record<SampleWord, string>>>> = { es, fr, de, nl, it };

/** A sample picture's word in `locale`; a word not in the list (a palette added without words) as written. */
export function sampleWord(word: string, locale: Locale): string {
  if (locale === 'en') return word;
  const table: Readonly<Record<string, string>> = TABLES[locale];
  return table[word] ?? word;
}
