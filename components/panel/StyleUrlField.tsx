import { isHttpUrl } from '../../lib/util/url';
import { Field } from '../shared/Field';
import { panelMessages } from '../../lib/i18n/messages/panel/index';
import { useT } from '../shared/i18n';

/** The style transfer's image URL, marked invalid while it is not a full http(s) address. */
export function StyleUrlField({ id, value: url, onChange }: { readonly id: string; readonly value: string; readonly onChange: (url: string) => void }) {
  const t = useT(panelMessages);
  const invalid = url.trim() !== '' && !isHttpUrl(url.trim());
  return (
    <Field id={id} label={t('match.url')} error={invalid ? t('match.url.invalid') : null}>
      <input
        id={id}
        className="input"
        type="url"
        placeholder={t('match.url.placeholder')}
        value={url}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
