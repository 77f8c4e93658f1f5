import type { ComponentType } from 'react';
import { usePanel } from './store/context';
import type { Forms, Tool } from './store/forms';
import { goalOperation, goalRequest, goalWords, shownFields } from './store/tools';
import { FIELD_COMPONENTS } from './fields/field-components';
import type { FieldProps } from './fields/field-props';
import { panelMessages } from '../../lib/i18n/messages/panel/index';
import { useT } from '../shared/i18n';

/** Any kind's component, as the form hands each its own field (the registry pairs kind and component). */
type AnyFieldComponent = ComponentType<FieldProps<never>>;

/**
 * One goal's settings, drawn from its declaration (`goal`, lib/operations/<operation>.ts): each
 * field by its kind's component, in the declared order, with its part of the goal's form. The
 * goal's button is in the action bar.
 */
export function GoalForm({ goal }: { readonly goal: Tool }) {
  const forms = usePanel((state) => state.forms.current);
  const updateForm = usePanel((state) => state.updateForm);
  const t = useT(panelMessages);
  const operation = goalOperation(goal, forms);
  const request = goalRequest(goal, forms);
  const update = (patch: object) => updateForm(goal, patch as Partial<Forms[Tool]>);

  return (
    <div className="tool-form" role="group" aria-label={t(goalWords(goal).group)}>
      {shownFields(goal, forms).map(({ field, index }) => {
        const Field = FIELD_COMPONENTS[field.kind as keyof typeof FIELD_COMPONENTS] as AnyFieldComponent;
        return <Field key={index} field={field as never} value={forms[goal] as never} update={update} operation={operation} request={request} />;
      })}
    </div>
  );
}
