import { StylePicker } from '../StylePicker';
import type { FieldOf, FieldProps } from './field-props';

/** Style cards (`styleCards`): the service's styles, interior or exterior. */
export function StyleCardsField({ value, update }: FieldProps<FieldOf<'styleCards'>>) {
  return <StylePicker value={value.styleId} group={value.group} onChange={(styleId) => update({ styleId })} onGroupChange={(group) => update({ group })} />;
}
