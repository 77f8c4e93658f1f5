import { DISCLOSURE_LABEL } from '../../lib/format/operation';

/** The disclosure label shown on an altered photo ("Virtually staged", "Digitally altered"). */
export function DisclosureBadge({ kind }: { readonly kind: keyof typeof DISCLOSURE_LABEL }) {
  return <span className="badge badge--disclosure">{DISCLOSURE_LABEL[kind]}</span>;
}
