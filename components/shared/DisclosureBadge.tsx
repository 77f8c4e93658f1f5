import type { Locale } from '../../lib/i18n/locales';
import { disclosureMessages } from '../../lib/i18n/messages/disclosure/index';
import { translator } from '../../lib/i18n/translate';
import type { Disclosure } from '../../lib/operations';
import { useLocale } from './i18n';

/** Each kind's label in the disclosure namespace (literal keys, for the catalog test). */
const LABEL_KEY = { 'virtually-staged': 'label.virtually-staged', 'digitally-altered': 'label.digitally-altered' } as const satisfies Record<Disclosure, string>;

/** Props of {@link DisclosureBadge}: the label's kind, or its text already chosen. */
export type DisclosureBadgeProps = ({ readonly kind: Disclosure; readonly label?: never } | { readonly label: string; readonly kind?: never }) & {
  /**
   * The language of a kind's label: the listing's, where the badge previews the label stamped on
   * its photos; the interface language when not given.
   */
  readonly locale?: Locale;
  /** Extra class, e.g. `compare__badge` to pin it to an image's corner. */
  readonly className?: string;
};

/** The disclosure label shown on an altered photo ("Virtually staged", "Digitally altered"). */
export function DisclosureBadge({ kind, label, locale, className }: DisclosureBadgeProps) {
  const uiLocale = useLocale();
  const language = locale ?? uiLocale;
  return (
    <span className={`badge badge--disclosure${className ? ` ${className}` : ''}`} lang={kind ? language : undefined}>
      {kind ? translator(disclosureMessages, language)(LABEL_KEY[kind]) : label}
    </span>
  );
}
