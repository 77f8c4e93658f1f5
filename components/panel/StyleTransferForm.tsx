import { usePanel } from './store/context';
import { styleTransferRequest } from './store/requests';
import type { StyleSourceKind } from './store/forms';
import { SubmitRow } from './SubmitRow';
import { StyleListingPhotos } from './StyleListingPhotos';
import { StyleFileField } from './StyleFileField';
import { StyleUrlField } from './StyleUrlField';
import { useSubmit } from './hooks/useSubmit';
import { useStyleFile } from './hooks/useStyleFile';
import { useDomId } from '../shared/hooks/useDomId';

const SOURCE_LABEL: Record<StyleSourceKind, string> = { listing: 'Listing photo', file: 'File', url: 'URL' };

/**
 * Style transfer: the style of another image applied to the current photo. The style source is
 * another photo of the same listing (or any photo found on the page), an image file, or a URL.
 */
export function StyleTransferForm() {
  const kind = usePanel((state) => state.forms.styleTransfer.kind);
  const forms = usePanel((state) => state.forms);
  const photo = usePanel((state) => state.photo);
  const updateForm = usePanel((state) => state.updateForm);
  const startJob = usePanel((state) => state.startJob);
  const id = useDomId('style-source');
  const styleFile = useStyleFile();
  const request = styleTransferRequest(forms);
  const { busy, submit } = useSubmit(async () => {
    if (request) await startJob(request);
  });

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
          {(['listing', 'file', 'url'] as const).map((option) => (
            <label key={option} className="segmented__item" data-checked={kind === option || undefined}>
              <input type="radio" className="cover-input" name={`${id}-kind`} checked={kind === option} onChange={() => updateForm('styleTransfer', { kind: option })} />
              {SOURCE_LABEL[option]}
            </label>
          ))}
        </div>
        {kind === 'listing' && <StyleListingPhotos name={`${id}-photo`} />}
        {kind === 'file' && <StyleFileField id={`${id}-file`} error={styleFile.error} onFile={styleFile.onFile} />}
        {kind === 'url' && <StyleUrlField id={`${id}-url`} />}
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
