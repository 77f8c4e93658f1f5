import { LOCATION_LABEL, LOCATIONS } from '../lib/catalog/product';

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
    <div className="field field--wide">
      <label className="field__label" htmlFor={id}>
        Installation location
      </label>
      <select id={id} className="input" value={value} aria-invalid={invalid ? true : undefined} onChange={(event) => onChange(event.target.value)}>
        {LOCATIONS.map((location) => (
          <option key={location} value={location}>
            {LOCATION_LABEL[location]}
          </option>
        ))}
      </select>
    </div>
  );
}
