import { disclosureOf } from '../../../lib/operations/index';
import { panelMessages } from '../../../lib/i18n/messages/panel/index';
import { DisclosureBadge } from '../../shared/DisclosureBadge';
import { useT } from '../../shared/i18n';
import type { FieldOf, FieldProps } from './field-props';

/** The label the goal's results carry (`disclosure`: its operation's), with why. */
export function DisclosureField({ field, operation }: FieldProps<FieldOf<'disclosure'>>) {
  const t = useT(panelMessages);
  return (
    <p className="disclosure-note">
      <DisclosureBadge kind={disclosureOf(operation)} /> {t(field.key)}
    </p>
  );
}
