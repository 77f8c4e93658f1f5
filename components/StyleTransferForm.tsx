import { useState, type ChangeEvent } from 'react';
import { explainError } from '../lib/errors';
import { usePanel } from './store/context';
import { isHttpUrl, styleTransferRequest } from './store/requests';
import type { StyleSourceKind } from './store/forms';
import { readImageFile, MAX_STYLE_IMAGE_BYTES } from './files';
import { SubmitRow } from './SubmitRow';
import { useSubmit } from './hooks/useSubmit';
import { useDomId } from './hooks/useDomId';

const SOURCE_LABEL: Record<StyleSourceKind, string> = { listing: 'Listing photo', file: 'File', url: 'URL' };

/**
 * Style transfer: the style of another image applied to the current photo. The style source is
 * another photo of the same listing (or any photo found on the page), an image file, or a URL.
 */
export function StyleTransferForm() {
  const form = usePanel((state) => state.forms.styleTransfer);
  const forms = usePanel((state) => state.forms);
  const photo = usePanel((state) => state.photo);
  const updateForm = usePanel((state) => state.updateForm);
  const startJob = usePanel((state) => state.startJob);
  const id = useDomId('style-source');
  const [fileError, setFileError] = useState<string | null>(null);
  const request = styleTransferRequest(forms);
  const { busy, submit } = useSubmit(async () => {
    if (request) await startJob(request);
  });
  const candidates = photo?.listing.photoUrls.filter((url) => url !== photo.url) ?? [];
  const urlInvalid = form.kind === 'url' && form.url.trim() !== '' && !isHttpUrl(form.url.trim());

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setFileError(null);
    const result = await readImageFile(file);
    if (result.ok) {
      updateForm('styleTransfer', { file: { dataUrl: result.dataUrl, name: result.name } });
      return;
    }
    updateForm('styleTransfer', { file: null });
    setFileError(
      result.reason === 'too_large'
        ? `That file is larger than ${MAX_STYLE_IMAGE_BYTES / 1024 / 1024} MB. Pick a smaller image.`
        : result.reason === 'unreadable'
          ? 'That file could not be read. Pick it again.'
          : `${explainError('not_an_image').sentence} ${explainError('not_an_image').nextStep}`,
    );
  };

  return (
    <form
      className="tool-form"
      aria-label="Style transfer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="field__hint">Applies the look of another image (colors, materials, mood) to this photo.</p>
      <fieldset className="field">
        <legend className="field__label">Style source</legend>
        <div className="segmented" role="radiogroup" aria-label="Style source">
          {(['listing', 'file', 'url'] as const).map((kind) => (
            <label key={kind} className="segmented__item" data-checked={form.kind === kind || undefined}>
              <input type="radio" className="cover-input" name={`${id}-kind`} checked={form.kind === kind} onChange={() => updateForm('styleTransfer', { kind })} />
              {SOURCE_LABEL[kind]}
            </label>
          ))}
        </div>

        {form.kind === 'listing' &&
          (candidates.length === 0 ? (
            <p className="field__hint">This listing has no other photos. Use a file or a URL instead.</p>
          ) : (
            <div className="thumb-grid" role="radiogroup" aria-label="Style photo">
              {candidates.map((url) => {
                const index = photo?.listing.photoUrls.indexOf(url) ?? 0;
                return (
                  <label key={url} className="thumb-option" data-checked={form.listingPhoto === url || undefined}>
                    <input
                      type="radio"
                      className="cover-input"
                      name={`${id}-photo`}
                      checked={form.listingPhoto === url}
                      aria-label={`Photo ${index + 1} of ${photo?.listing.photoUrls.length ?? 0}`}
                      onChange={() => updateForm('styleTransfer', { listingPhoto: url })}
                    />
                    <img src={url} alt="" loading="lazy" />
                  </label>
                );
              })}
            </div>
          ))}

        {form.kind === 'file' && (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-file`}>
              Style image file
            </label>
            <input
              id={`${id}-file`}
              className="input"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              aria-describedby={fileError ? `${id}-file-error` : undefined}
              aria-invalid={fileError ? true : undefined}
              onChange={(event) => void onFile(event)}
            />
            {fileError && (
              <p className="field__error" id={`${id}-file-error`} role="alert">
                {fileError}
              </p>
            )}
            {form.file && !fileError && (
              <div className="style-preview">
                <img src={form.file.dataUrl} alt={`Style image ${form.file.name}`} />
                <span className="field__hint">{form.file.name}</span>
              </div>
            )}
          </div>
        )}

        {form.kind === 'url' && (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-url`}>
              Style image URL
            </label>
            <input
              id={`${id}-url`}
              className="input"
              type="url"
              placeholder="https://…/inspiration.jpg"
              value={form.url}
              aria-invalid={urlInvalid || undefined}
              aria-describedby={urlInvalid ? `${id}-url-error` : undefined}
              onChange={(event) => updateForm('styleTransfer', { url: event.target.value })}
            />
            {urlInvalid && (
              <p className="field__error" id={`${id}-url-error`}>
                Enter a full address starting with https://
              </p>
            )}
          </div>
        )}
      </fieldset>
      <SubmitRow
        label="Transfer style"
        busy={busy}
        blockedReason={!photo ? 'Pick a photo on a listing first.' : !request ? 'Choose the image whose style to apply.' : null}
        cost="Uses 1 renovation credit."
      />
    </form>
  );
}
