import { panelMessages, type PanelMessages } from '../../../lib/i18n/messages/panel/index';
import type { ParamValue } from '../../../lib/i18n/message-types';
import { useT } from '../../shared/i18n';
import type { FieldOf, FieldProps } from './field-props';

/** What a note's words may take: its declaration gives the numbers its placeholders name. */
type NoteWords = (key: keyof PanelMessages & string, params?: Readonly<Record<string, ParamValue>>) => string;

/** A paragraph of words (`note`), e.g. what the goal does, filled with the numbers it declares. */
export function NoteField({ field }: FieldProps<FieldOf<'note'>>) {
  // The declaration pairs each note key with its numbers; the typed translator cannot see that pairing.
  const t = useT(panelMessages) as NoteWords;
  return <p className="field__hint">{t(field.key, field.values)}</p>;
}
