import { usePanel } from './store/context';
import type { StyleSourceKind } from './store/forms';
import { StyleListingPhotos } from './StyleListingPhotos';
import { StyleFileField } from './StyleFileField';
import { StyleUrlField } from './StyleUrlField';
import { useStyleFile } from './hooks/useStyleFile';
import { useDomId } from '../shared/hooks/useDomId';

const SOURCE_LABEL: Record<StyleSourceKind, string> = { listing: 'Listing photo', file: 'File', url: 'URL' };

/**
 * Match style (style transfer): the style of another image applied to the current photo. The style source is
 * another photo of the same listing (or any photo found on the page), an image file, or a URL.
 */
export function StyleTransferForm() {
  const kind = usePanel((state) => state.forms.styleTransfer.kind);
  const updateForm = usePanel((state) => state.updateForm);
  const id = useDomId('style-source');
  const styleFile = useStyleFile();

  return (
    <div className="tool-form" role="group" aria-label="Match style settings">
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
    </div>
  );
}
