import { usePanel } from './store/context';
import type { StyleSourceKind } from './store/forms';
import { StyleListingPhotos } from './StyleListingPhotos';
import { StyleFileField } from './StyleFileField';
import { StyleUrlField } from './StyleUrlField';
import { useStyleFile } from './hooks/useStyleFile';
import { useDomId } from '../shared/hooks/useDomId';
import { panelMessages } from '../../lib/i18n/messages/panel/index';
import { useT } from '../shared/i18n';

const SOURCE_KEY = { listing: 'match.source.listing', file: 'match.source.file', url: 'match.source.url' } as const satisfies Record<StyleSourceKind, string>;

/**
 * Match style (style transfer): the style of another image applied to the current photo. The style source is
 * another photo of the same listing (or any photo found on the page), an image file, or a URL.
 */
export function StyleTransferForm() {
  const kind = usePanel((state) => state.forms.current.styleTransfer.kind);
  const updateForm = usePanel((state) => state.updateForm);
  const id = useDomId('style-source');
  const styleFile = useStyleFile();
  const t = useT(panelMessages);

  return (
    <div className="tool-form" role="group" aria-label={t('match.group')}>
      <p className="field__hint">{t('match.intro')}</p>
      <fieldset className="field">
        <legend className="field__label">{t('match.source')}</legend>
        <div className="segmented" role="radiogroup" aria-label={t('match.source')}>
          {(['listing', 'file', 'url'] as const).map((option) => (
            <label key={option} className="segmented__item" data-checked={kind === option || undefined}>
              <input type="radio" className="cover-input" name={`${id}-kind`} checked={kind === option} onChange={() => updateForm('styleTransfer', { kind: option })} />
              {t(SOURCE_KEY[option])}
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
