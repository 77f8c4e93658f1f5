import { useState } from 'react';
import { assetsMessages } from '../../lib/i18n/messages/assets/index';
import type { AccountAsset } from '../../lib/messaging/messages/assets';
import { ConfirmBar } from '../shared/ConfirmBar';
import { useDomId } from '../shared/hooks/useDomId';
import { useT } from '../shared/i18n';

/** Props of {@link AssetItem}. */
export interface AssetItemProps {
  readonly asset: AccountAsset;
  /** Deletes the asset (after the confirmation); resolves when the answer came. */
  readonly onDelete: (asset: AccountAsset) => Promise<void>;
  /** The preview failed to load: the asset may have been deleted elsewhere. */
  readonly onPreviewError: (asset: AccountAsset) => void;
  /** The preview is known to be missing (the asset is still listed): show that instead of a broken image. */
  readonly previewMissing: boolean;
}

/**
 * One asset: its preview, name and size, "Uploaded by Reimagine" for its own, and Delete, which
 * asks first (deleting cannot be undone, and frees an upload slot).
 */
export function AssetItem({ asset, onDelete, onPreviewError, previewMissing }: AssetItemProps) {
  const t = useT(assetsMessages);
  const id = useDomId('asset');
  const [step, setStep] = useState<'idle' | 'confirming' | 'deleting'>('idle');
  // A blank name still needs words for the preview's alt text and the buttons.
  const name = asset.name.trim() === '' ? asset.id : asset.name;

  const confirm = async () => {
    setStep('deleting');
    await onDelete(asset);
    // The item is gone when the delete worked; otherwise it is back to idle for another try.
    setStep('idle');
  };

  return (
    <li className="asset" aria-labelledby={`${id}-name`}>
      {previewMissing ? (
        <span className="asset__preview asset__preview--missing">{t('asset.no-preview')}</span>
      ) : (
        <img className="asset__preview" src={asset.previewUrl} alt={t('asset.preview', { name })} loading="lazy" onError={() => onPreviewError(asset)} />
      )}
      <div className="asset__body">
        <p className="asset__name" id={`${id}-name`}>
          {name}
        </p>
        <p className="asset__facts">
          {t('asset.size', { width: asset.width, height: asset.height })}
          {asset.own && (
            <span className="badge asset__own" title={t('asset.own.title')}>
              {t('asset.own')}
            </span>
          )}
        </p>
        {step === 'idle' ? (
          <button type="button" className="button button--quiet asset__delete" aria-label={t('asset.delete.label', { name })} onClick={() => setStep('confirming')}>
            {t('asset.delete')}
          </button>
        ) : (
          <ConfirmBar danger confirmDisabled={step === 'deleting'} confirmLabel={step === 'deleting' ? t('delete.deleting') : t('delete.confirm')} onConfirm={() => void confirm()} onCancel={() => setStep('idle')}>
            <p>{t('delete.question', { name })}</p>
            {asset.own && <p className="field__hint">{t('delete.own')}</p>}
          </ConfirmBar>
        )}
      </div>
    </li>
  );
}
