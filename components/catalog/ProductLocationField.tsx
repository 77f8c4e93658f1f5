import { LOCATION_LABEL, LOCATIONS } from '../../lib/catalog/product';
import { Field } from '../shared/Field';

/** Props of {@link ProductLocationField}. */
export interface ProductLocationFieldProps {
  readonly id: string;
  readonly value: string;
  readonly invalid: boolean;
  readonly onChange: (value: string) => void;
}

/** Where a new product is installed: one of the spec's seven locations. */
export function ProductLocationField({ id, value, invalid, onChange }: ProductLocationFieldProps) {
  return (
    <Field id={id} label="Installation location" wide>
      <select id={id} className="input" value={value} aria-invalid={invalid ? true : undefined} onChange={(event) => onChange(event.target.value)}>
        {LOCATIONS.map((location) => (
          <option key={location} value={location}>
            {LOCATION_LABEL[location]}
          </option>
        ))}
      </select>
    </Field>
  );
}
