import { useState, type ChangeEvent } from 'react';
import { assetsMessages } from '../../lib/i18n/messages/assets/index';
import { formatBytes } from '../../lib/i18n/format';
import type { UploadSource } from '../../lib/messaging/messages/assets';
import { isHttpUrl } from '../../lib/util/url';
import { Field } from '../shared/Field';
import { MAX_STYLE_IMAGE_BYTES, readImageFile } from '../shared/files';
import { useLocale, useT } from '../shared/i18n';
import { useExplainError } from '../shared/useExplainError';
import { sentences } from './asset-words';

type Kind = UploadSource['kind'];

/** A picked file, read and checked by the page (`readImageFile`); the background checks it again like a photo. */
interface PickedFile {
  readonly dataUrl: string;
  readonly name: string;
  readonly size: number;
}

/** The upload's source as the user is choosing it. */
export interface UploadSourceState {
  readonly kind: Kind;
  readonly setKind: (kind: Kind) => void;
  readonly file: PickedFile | null;
  /** Why the picked file was refused, in the interface language. */
  readonly fileError: string | null;
  readonly onFile: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
  readonly url: string;
  readonly setUrl: (url: string) => void;
  readonly urlInvalid: boolean;
  /** What to upload, or null while nothing usable is chosen. */
  readonly source: UploadSource | null;
  /** Forgets the file and the address (after an upload). */
  readonly clear: () => void;
}

/**
 * The chosen source: a picked file is read at once and refused with a sentence when it is too
 * large, unreadable or not an image (the same reader and cap as the style image's file).
 */
export function useUploadSource(): UploadSourceState {
  const t = useT(assetsMessages);
  const locale = useLocale();
  const explain = useExplainError();
  const [kind, setKind] = useState<Kind>('file');
  const [file, setFile] = useState<PickedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [url, setUrl] = useState('');
  const urlInvalid = url.trim() !== '' && !isHttpUrl(url.trim());

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.currentTarget.files?.[0];
    if (!picked) return;
    setFileError(null);
    setFile(null);
    const read = await readImageFile(picked);
    if (read.ok) return setFile({ dataUrl: read.dataUrl, name: read.name, size: picked.size });
    if (read.reason === 'too_large') {
      setFileError(t('upload.too-large', { name: picked.name, size: formatBytes(picked.size, locale), limit: formatBytes(MAX_STYLE_IMAGE_BYTES, locale) }));
    } else if (read.reason === 'unreadable') setFileError(t('upload.unreadable'));
    else setFileError(sentences(explain('not_an_image').sentence, explain('not_an_image').nextStep));
  };

  let source: UploadSource | null = null;
  if (kind === 'file' && file) source = { kind: 'file', dataUrl: file.dataUrl, fileName: file.name };
  if (kind === 'url' && url.trim() !== '' && !urlInvalid) source = { kind: 'url', url: url.trim() };
  const clear = () => {
    setFile(null);
    setUrl('');
  };
  return { kind, setKind, file, fileError, onFile, url, setUrl, urlInvalid, source, clear };
}

const KIND_KEY = { file: 'upload.from-file', url: 'upload.from-url' } as const satisfies Record<Kind, string>;

/** The source's fields: a file or a web address, and the chosen one's input. `resets` re-creates the file input, emptied. */
export function UploadSourceFields({ id, state, resets }: { readonly id: string; readonly state: UploadSourceState; readonly resets: number }) {
  const t = useT(assetsMessages);
  const locale = useLocale();
  const { kind, file, fileError, url, urlInvalid } = state;
  const picked = file && <p className="field__hint">{t('upload.file.picked', { name: file.name, size: formatBytes(file.size, locale) })}</p>;
  return (
    <>
      <fieldset className="field">
        <legend className="field__label">{t('upload.source')}</legend>
        <div className="segmented" role="radiogroup" aria-label={t('upload.source')}>
          {(['file', 'url'] as const).map((option) => (
            <label key={option} className="segmented__item" data-checked={kind === option || undefined}>
              <input type="radio" className="cover-input" name={`${id}-kind`} checked={kind === option} onChange={() => state.setKind(option)} />
              {t(KIND_KEY[option])}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'file' ? (
        <Field id={`${id}-file`} label={t('upload.file')} error={fileError} errorAlert after={picked}>
          <input
            key={resets}
            id={`${id}-file`}
            className="input"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${id}-file-error` : undefined}
            onChange={(event) => void state.onFile(event)}
          />
        </Field>
      ) : (
        <Field id={`${id}-url`} label={t('upload.url')} error={urlInvalid ? t('upload.url.invalid') : null}>
          <input
            id={`${id}-url`}
            className="input"
            type="url"
            placeholder={t('upload.url.placeholder')}
            value={url}
            aria-invalid={urlInvalid || undefined}
            aria-describedby={urlInvalid ? `${id}-url-error` : undefined}
            onChange={(event) => state.setUrl(event.target.value)}
          />
        </Field>
      )}
    </>
  );
}
