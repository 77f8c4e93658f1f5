import type { ReactElement } from 'react';
import { PanelHeader } from '../panel/PanelHeader';
import { Toast } from '../shared/Toast';
import { AssetsView } from './AssetsView';
import { useAccountAssets } from './useAccountAssets';
import { WaitingRenders } from './WaitingRenders';

/** The side panel's Assets view: the account's assets, and the renders waiting for an upload slot. */
export function PanelAssets() {
  const assets = useAccountAssets();
  return <AssetsView assets={assets} aside={<WaitingRenders free={assets.remaining} />} />;
}

/**
 * The panel's page while the Assets view is open: the header, then the view. A plain function,
 * not a component: SidePanelLayout returns this tree in place of its own, and the header (same
 * place, same type) stays mounted, so focus can follow the header's buttons as it does for History.
 * The nulls keep the main area and the toast at the layout's own positions.
 */
export function assetsLayout(): ReactElement {
  return (
    <div className="panel">
      <PanelHeader />
      {null}
      <main className="panel__main">
        <PanelAssets />
      </main>
      {null}
      <Toast />
    </div>
  );
}
