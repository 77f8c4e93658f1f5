import { SpectrumControl } from '../SpectrumControl';
import type { FieldOf, FieldProps } from './field-props';

/** The renovation spectrum (`spectrum`), from "Tweak" to "Transform". */
export function SpectrumField({ value, update }: FieldProps<FieldOf<'spectrum'>>) {
  return <SpectrumControl value={value.spectrum} onChange={(spectrum) => update({ spectrum })} />;
}
