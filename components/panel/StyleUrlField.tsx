import { isHttpUrl } from '../../lib/util/url';
import { usePanel } from './store/context';
import { Field } from '../shared/Field';

/** The style transfer's image URL, marked invalid while it is not a full http(s) address. */
export function StyleUrlField({ id }: { readonly id: string }) {
  const url = usePanel((state) => state.forms.styleTransfer.url);
  const updateForm = usePanel((state) => state.updateForm);
  const invalid = url.trim() !== '' && !isHttpUrl(url.trim());
  return (
    <Field id={id} label="Style image URL" error={invalid ? 'Enter a full address starting with https://' : null}>
      <input
        id={id}
        className="input"
        type="url"
        placeholder="https://…/inspiration.jpg"
        value={url}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => updateForm('styleTransfer', { url: event.target.value })}
      />
    </Field>
  );
}
