import { useState } from 'react';
import type { ConnectionStatus } from '../../lib/storage/key-custody';
import { assetsMessages } from '../../lib/i18n/messages/assets/index';
import { useDomId } from '../shared/hooks/useDomId';
import { useT } from '../shared/i18n';
import { AssetsView } from './AssetsView';
import { useAccountAssets } from './useAccountAssets';

/** The view itself, mounted only with a key (it reads the account as it mounts). */
function AccountAssetsView() {
  const assets = useAccountAssets();
  return <AssetsView inOptions assets={assets} />;
}

/**
 * The options page's Assets section (`#assets`): the same view as the side panel's, shown on
 * request (opening the options page asks nothing of the account); without a key, where to put it.
 */
export function AssetsSection({ connection }: { readonly connection: ConnectionStatus | null }) {
  const t = useT(assetsMessages);
  const id = useDomId('assets-section');
  const [shown, setShown] = useState(false);
  const body = shown ? (
    <AccountAssetsView />
  ) : (
    <button type="button" className="button" onClick={() => setShown(true)}>
      {t('options.show')}
    </button>
  );
  return (
    <section className="card" id="assets" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('options.heading')}</h2>
      <p className="field__hint">{t('options.hint')}</p>
      {connection === null ? null : connection.key.set ? body : <p className="field__hint">{t('options.no-key')}</p>}
    </section>
  );
}
