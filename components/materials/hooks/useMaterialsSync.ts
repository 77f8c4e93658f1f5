import { useEffect } from 'react';
import { openMaterialsChannel } from '../../../lib/materials/stored';
import { usePanel } from '../../panel/store/context';

/**
 * Keeps the panel's copy of the product catalog current while the calling component is shown:
 * read again when it mounts, when the options page announces a save (BroadcastChannel
 * `reimagine-catalog`), and when the panel becomes visible or gets focus (in case a message was
 * missed). The panel never writes the catalog, so a re-read never loses anything.
 */
export function useMaterialsSync(): void {
  const reloadProducts = usePanel((state) => state.reloadProducts);
  useEffect(() => {
    const reload = () => void reloadProducts();
    const onVisible = () => {
      if (document.visibilityState === 'visible') reload();
    };
    const channel = openMaterialsChannel(reload);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', reload);
    reload();
    return () => {
      channel.close();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', reload);
    };
  }, [reloadProducts]);
}
