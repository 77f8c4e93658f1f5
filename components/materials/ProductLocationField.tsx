import { LOCATIONS } from '../../lib/materials/product';
import { materialsMessages } from '../../lib/i18n/messages/materials/index';
import { Field } from '../shared/Field';
import { useT } from '../shared/i18n';
import { locationName } from '../../lib/materials/location-names';

/** Props of {@link ProductLocationField}. */
export interface ProductLocationFieldProps {
  readonly id: string;
  readonly value: string;
  readonly invalid: boolean;
  readonly onChange: (value: string) => void;
}

/** Where a new product is installed: one of the spec's seven locations. */
export function ProductLocationField({ id, value, invalid, onChange }: ProductLocationFieldProps) {
  const t = useT(materialsMessages);
  return (
    <Field id={id} label={t('form.location')} wide>
      <select id={id} className="input" value={value} aria-invalid={invalid ? true : undefined} onChange={(event) => onChange(event.target.value)}>
        {LOCATIONS.map((location) => (
          <option key={location} value={location}>
            {locationName(location, t)}
          </option>
        ))}
      </select>
    </Field>
  );
}
