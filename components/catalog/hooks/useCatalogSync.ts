import { useEffect } from 'react';
import { openCatalogChannel } from '../../../lib/catalog/stored';
import { usePanel } from '../../panel/store/context';

/**
 * Keeps the panel's copy of the product catalog current while the calling component is shown:
 * read again when it mounts, when the options page announces a save (BroadcastChannel
 * `reimagine-catalog`), and when the panel becomes visible or gets focus (in case a message was
 * missed). The panel never writes the catalog, so a re-read never loses anything.
 */
export function useCatalogSync(): void {
  const reloadCatalog = usePanel((state) => state.reloadCatalog);
  useEffect(() => {
    const reload = () => void reloadCatalog();
    const onVisible = () => {
      if (document.visibilityState === 'visible') reload();
    };
    const channel = openCatalogChannel(reload);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', reload);
    reload();
    return () => {
      channel.close();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', reload);
    };
  }, [reloadCatalog]);
}
