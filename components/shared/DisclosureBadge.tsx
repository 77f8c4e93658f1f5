import type { Locale } from '../../lib/i18n/locales';
import { disclosureWords } from '../../lib/i18n/disclosure';
import type { Disclosure } from '../../lib/operations';
import { useLocale } from './i18n';

/** Props of {@link DisclosureBadge}: the label's kind, or its text already chosen. */
export type DisclosureBadgeProps = ({ readonly kind: Disclosure; readonly label?: never } | { readonly label: string; readonly kind?: never }) & {
  /**
   * The language of the label: for a kind, the language it is written in (the listing's, where
   * the badge previews the label stamped on its photos; the interface language when not given);
   * for a text, the language it is in, so screen readers pronounce it right.
   */
  readonly locale?: Locale | undefined;
  /** Extra class, e.g. `compare__badge` to pin it to an image's corner. */
  readonly className?: string;
};

/** The disclosure label shown on an altered photo ("Virtually staged", "Digitally altered"). */
export function DisclosureBadge({ kind, label, locale, className }: DisclosureBadgeProps) {
  const uiLocale = useLocale();
  const language = locale ?? uiLocale;
  return (
    <span className={`badge badge--disclosure${className ? ` ${className}` : ''}`} lang={kind || locale ? language : undefined}>
      {kind ? disclosureWords(language).label(kind) : label}
    </span>
  );
}
