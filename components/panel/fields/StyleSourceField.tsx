import { STYLE_SOURCE_KINDS, type StyleSourceKind } from '../../../lib/operations/fields/style-source';
import { panelMessages } from '../../../lib/i18n/messages/panel/index';
import { useDomId } from '../../shared/hooks/useDomId';
import { useT } from '../../shared/i18n';
import { StyleListingPhotos } from '../StyleListingPhotos';
import { StyleFileField } from '../StyleFileField';
import { StyleUrlField } from '../StyleUrlField';
import { useStyleFile } from '../hooks/useStyleFile';
import type { FieldOf, FieldProps } from './field-props';

const SOURCE_KEY = { listing: 'match.source.listing', file: 'match.source.file', url: 'match.source.url' } as const satisfies Record<StyleSourceKind, string>;

/**
 * Where a style comes from (`styleSource`): another photo of the same listing (or any photo found
 * on the page), an image file, or a URL; what was chosen for each kind stays while switching.
 */
export function StyleSourceField({ value, update }: FieldProps<FieldOf<'styleSource'>>) {
  const id = useDomId('style-source');
  const styleFile = useStyleFile((file) => update({ file }));
  const t = useT(panelMessages);
  const { kind } = value;

  return (
    <fieldset className="field">
      <legend className="field__label">{t('match.source')}</legend>
      <div className="segmented" role="radiogroup" aria-label={t('match.source')}>
        {STYLE_SOURCE_KINDS.map((option) => (
          <label key={option} className="segmented__item" data-checked={kind === option || undefined}>
            <input type="radio" className="cover-input" name={`${id}-kind`} checked={kind === option} onChange={() => update({ kind: option })} />
            {t(SOURCE_KEY[option])}
          </label>
        ))}
      </div>
      {kind === 'listing' && <StyleListingPhotos name={`${id}-photo`} value={value.listingPhoto} onChange={(listingPhoto) => update({ listingPhoto })} />}
      {kind === 'file' && <StyleFileField id={`${id}-file`} file={value.file} error={styleFile.error} onFile={styleFile.onFile} />}
      {kind === 'url' && <StyleUrlField id={`${id}-url`} value={value.url} onChange={(url) => update({ url })} />}
    </fieldset>
  );
}
