import { GuidanceField } from '../GuidanceField';
import { panelMessages } from '../../../lib/i18n/messages/panel/index';
import { useT } from '../../shared/i18n';
import type { FieldOf, FieldProps } from './field-props';

/** Guidance (`guidance`), with the example its declaration gives while the goal runs another operation. */
export function GuidanceTextField({ field, value, update, operation }: FieldProps<FieldOf<'guidance'>>) {
  const t = useT(panelMessages);
  const placeholder = field.placeholders[operation];
  return <GuidanceField value={value.guidance} placeholder={placeholder ? t(placeholder) : undefined} onChange={(guidance) => update({ guidance })} />;
}
