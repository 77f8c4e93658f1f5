import { DISCLOSURE_LABEL } from '../../lib/format/operation';

/** Props of {@link DisclosureBadge}: the label's kind, or its text already chosen. */
export type DisclosureBadgeProps = ({ readonly kind: keyof typeof DISCLOSURE_LABEL; readonly label?: never } | { readonly label: string; readonly kind?: never }) & {
  /** Extra class, e.g. `compare__badge` to pin it to an image's corner. */
  readonly className?: string;
};

/** The disclosure label shown on an altered photo ("Virtually staged", "Digitally altered"). */
export function DisclosureBadge({ kind, label, className }: DisclosureBadgeProps) {
  return (
    <span className={`badge badge--disclosure${className ? ` ${className}` : ''}`}>
      {kind ? DISCLOSURE_LABEL[kind] : label}
    </span>
  );
}
