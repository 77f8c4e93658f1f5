import { MaterialPicker } from '../MaterialPicker';
import type { FieldOf, FieldProps } from './field-props';

/** Catalog materials (`materials`), shown only while the goal runs the operation that takes them. */
export function MaterialsField({ value, update }: FieldProps<FieldOf<'materials'>>) {
  return <MaterialPicker materials={value.materials} onChange={(materials) => update({ materials })} />;
}
