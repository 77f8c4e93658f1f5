import type { ChangeEvent } from 'react';
import { Field } from '../shared/Field';
import { panelMessages } from '../../lib/i18n/messages/panel/index';
import { useT } from '../shared/i18n';

/** Props of {@link StyleFileField}. */
export interface StyleFileFieldProps {
  readonly id: string;
  /** The picked file, read as a data URL. */
  readonly file: { readonly dataUrl: string; readonly name: string } | null;
  /** Why the last picked file was refused (kept by the form, so it outlives switching sources). */
  readonly error: string | null;
  readonly onFile: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
}

/** The style transfer's image file: the file input, why a file was refused, or the picked image's preview. */
export function StyleFileField({ id, file, error, onFile }: StyleFileFieldProps) {
  const t = useT(panelMessages);
  const preview = file && !error && (
    <div className="style-preview">
      <img src={file.dataUrl} alt={t('match.file.alt', { name: file.name })} />
      <span className="field__hint">{file.name}</span>
    </div>
  );
  return (
    <Field id={id} label={t('match.file')} error={error} errorAlert after={preview}>
      <input
        id={id}
        className="input"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => void onFile(event)}
      />
    </Field>
  );
}
