import { use, useEffect, useState } from 'react';
import type { ErrorCode } from '../../lib/errors';
import { assetsMessages } from '../../lib/i18n/messages/assets/index';
import { sharedMessages } from '../../lib/i18n/messages/shared/index';
import { PanelStoreContext } from '../panel/store/context';
import { useBackground } from './background';
import { useT } from './i18n';
import { useExplainError } from './useExplainError';

/** How many of its own uploads Reimagine offers to delete at once. */
const DELETE_BATCH = 10;

type FixState =
  | { step: 'loading' }
  | { step: 'ready'; count: number }
  | { step: 'none' }
  | { step: 'deleting'; count: number }
  | { step: 'done'; deleted: number }
  | { step: 'failed'; code: ErrorCode };

/**
 * In the side panel, the Assets view: every image on the account, to delete any of them (not only
 * Reimagine's), with the waiting render's retry once a slot is free. Elsewhere (no panel store),
 * nothing: only the panel uploads.
 */
function OpenAssetsView() {
  const store = use(PanelStoreContext);
  const t = useT(assetsMessages);
  if (!store) return null;
  return (
    <button type="button" className="button" onClick={() => store.getState().openAssets()}>
      {t('open.from-fix')}
    </button>
  );
}

/**
 * The way out of the 403 asset limit: deletes the oldest images Reimagine itself uploaded
 * (never the user's other assets), after which the render can be retried; or the Assets view.
 */
export function AssetLimitFix({ onFreed }: { readonly onFreed?: (() => void) | undefined }) {
  return (
    <>
      <OwnAssetsFix onFreed={onFreed} />
      <OpenAssetsView />
    </>
  );
}

/** Deletes the oldest images Reimagine uploaded, in one click. */
function OwnAssetsFix({ onFreed }: { readonly onFreed?: (() => void) | undefined }) {
  const { call } = useBackground();
  const t = useT(sharedMessages);
  const explain = useExplainError();
  const [state, setState] = useState<FixState>({ step: 'loading' });

  useEffect(() => {
    let live = true;
    void call('getOwnAssets', {}).then((reply) => {
      if (!live) return;
      if (!reply.ok) setState({ step: 'failed', code: reply.code });
      else if (reply.data.assets.length === 0) setState({ step: 'none' });
      else setState({ step: 'ready', count: Math.min(DELETE_BATCH, reply.data.assets.length) });
    });
    return () => {
      live = false;
    };
  }, [call]);

  const remove = async (count: number) => {
    setState({ step: 'deleting', count });
    const reply = await call('deleteOwnAssets', { count });
    setState(reply.ok ? { step: 'done', deleted: reply.data.deleted } : { step: 'failed', code: reply.code });
  };

  switch (state.step) {
    case 'loading':
      return <p className="notice__detail">{t('assets.looking')}</p>;
    case 'none':
      return <p className="notice__detail">{t('assets.none')}</p>;
    case 'ready':
    case 'deleting':
      return (
        <button type="button" className="button button--primary" disabled={state.step === 'deleting'} onClick={() => void remove(state.count)}>
          {t('assets.delete-oldest', { count: state.count })}
        </button>
      );
    case 'done':
      return (
        <p className="notice__detail" role="status">
          {`${t('assets.deleted', { count: state.deleted })} `}
          {onFreed && (
            <button type="button" className="button" onClick={onFreed}>
              {t('notice.retry')}
            </button>
          )}
        </p>
      );
    case 'failed':
      return <p className="notice__detail">{explain(state.code).sentence}</p>;
  }
}
