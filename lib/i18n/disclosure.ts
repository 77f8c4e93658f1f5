import type { Disclosure } from '../operations/types';
import type { Locale } from './locales';
import { disclosureMessages } from './messages/disclosure/index';
import { translator } from './translate';

/**
 * The disclosure words in one language: the label stamped on a photo of each kind, the word on
 * the unaltered side of a pair, and the remarks sentence listing rules ask for. Every export path
 * (download, copy, ZIP, lookbook, compare card) reads its words here, in the listing's language.
 */
export interface DisclosureWords {
  readonly label: (kind: Disclosure) => string;
  readonly original: string;
  readonly remark: (kind: Disclosure) => string;
  readonly locale: Locale;
}

export function disclosureWords(locale: Locale): DisclosureWords {
  const t = translator(disclosureMessages, locale);
  return {
    locale,
    label: (kind) => (kind === 'virtually-staged' ? t('label.virtually-staged') : t('label.digitally-altered')),
    original: t('label.original'),
    remark: (kind) => (kind === 'virtually-staged' ? t('remarks.virtually-staged') : t('remarks.digitally-altered')),
  };
}
