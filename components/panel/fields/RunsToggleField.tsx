import { useDomId } from '../../shared/hooks/useDomId';
import { panelMessages } from '../../../lib/i18n/messages/panel/index';
import { useT } from '../../shared/i18n';
import type { FieldOf, FieldProps } from './field-props';

/** A checkbox that makes the goal run another operation (`runs`: "Only the kitchen cabinets"), with what it does when on and off. */
export function RunsToggleField({ field, value, update }: FieldProps<FieldOf<'runs'>>) {
  const id = useDomId('toggle');
  const t = useT(panelMessages);
  const on = value[field.key];
  return (
    <div className="field field--check">
      <label className="check">
        <input type="checkbox" checked={on} aria-describedby={`${id}-hint`} onChange={(event) => update({ [field.key]: event.target.checked })} />
        {t(field.words.label)}
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        {on ? t(field.words.on) : t(field.words.off)}
      </p>
    </div>
  );
}
