import { useRef, useState, type ReactNode } from 'react';
import { assetsMessages } from '../../lib/i18n/messages/assets/index';
import type { AccountAsset } from '../../lib/messaging/messages/assets';
import { ErrorNotice } from '../shared/ErrorNotice';
import { FeedbackLine, type Feedback } from '../shared/FeedbackLine';
import { useDomId } from '../shared/hooks/useDomId';
import { useT } from '../shared/i18n';
import { useExplainError } from '../shared/useExplainError';
import { AssetItem } from './AssetItem';
import { AssetUploadForm } from './AssetUploadForm';
import { quotaChange, sentences } from './asset-words';
import { QuotaLine } from './QuotaLine';
import type { AccountAssets } from './useAccountAssets';
import './assets.css';

/** Props of {@link AssetsView}. */
export interface AssetsViewProps {
  /** The list and its actions (`useAccountAssets`), held by the page so it can follow the quota too. */
  readonly assets: AccountAssets;
  /** Shown under the quota: the panel's renders waiting for a slot. */
  readonly aside?: ReactNode;
  /** On the options page: no "Open options" button in its notices. */
  readonly inOptions?: boolean;
}

/**
 * The account's assets: the upload slots left and the images on the account, the upload form,
 * and the list (previews, names, sizes, Reimagine's own marked, Delete with a confirmation). Used
 * by the side panel's Assets view and the options page's Assets section. An asset deleted
 * elsewhere (its delete answers 404, or its preview no longer loads) is said so, and the list read again.
 */
export function AssetsView({ assets, aside, inOptions = false }: AssetsViewProps) {
  const t = useT(assetsMessages);
  const explain = useExplainError();
  const id = useDomId('assets');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [missingPreviews, setMissingPreviews] = useState<ReadonlySet<string>>(new Set());
  // Each broken preview is checked once: a list read per asset, never a loop.
  const checked = useRef(new Set<string>());
  const { list, remaining } = assets;
  const shown = list.status === 'loading' ? null : list.assets;

  const remove = async (asset: AccountAsset) => {
    const outcome = await assets.remove(asset.id);
    if (outcome.ok) {
      setFeedback({ kind: 'ok', text: sentences(t('delete.done', { name: asset.name }), quotaChange(t, outcome.before, outcome.after)) });
      return;
    }
    if (outcome.code === 'not_found') {
      setFeedback({ kind: 'error', text: t('delete.gone', { name: asset.name }) });
      await assets.refresh();
      return;
    }
    setFeedback({ kind: 'error', text: sentences(explain(outcome.code).sentence, explain(outcome.code).nextStep) });
  };

  const previewFailed = async (asset: AccountAsset) => {
    if (checked.current.has(asset.id)) return;
    checked.current.add(asset.id);
    const fresh = await assets.refresh();
    if (fresh && !fresh.some((a) => a.id === asset.id)) setFeedback({ kind: 'error', text: t('preview.gone', { name: asset.name }) });
    else setMissingPreviews((current) => new Set([...current, asset.id]));
  };

  return (
    <section className="assets-view" aria-labelledby={`${id}-heading`}>
      <div className="assets-view__top">
        <h2 id={`${id}-heading`} tabIndex={-1} className="assets-view__heading">
          {t('view.heading')}
        </h2>
        <button type="button" className="button button--quiet" disabled={list.status === 'loading'} onClick={() => void assets.refresh()}>
          {t('view.refresh')}
        </button>
      </div>
      <QuotaLine remaining={remaining} count={shown?.length ?? null} />
      {aside}
      {list.status === 'failed' && <ErrorNotice compact inOptions={inOptions} code={list.code} detail={list.detail} onRetry={() => void assets.refresh()} />}
      <AssetUploadForm remaining={remaining} upload={assets.upload} />
      <FeedbackLine feedback={feedback} />
      {list.status === 'loading' && <p className="field__hint">{t('view.loading')}</p>}
      {shown?.length === 0 && <p className="field__hint">{t('view.empty')}</p>}
      {shown && shown.length > 0 && (
        <ul className="asset-list" aria-labelledby={`${id}-heading`}>
          {shown.map((asset) => (
            <AssetItem key={asset.id} asset={asset} previewMissing={missingPreviews.has(asset.id)} onDelete={remove} onPreviewError={(a) => void previewFailed(a)} />
          ))}
        </ul>
      )}
    </section>
  );
}
