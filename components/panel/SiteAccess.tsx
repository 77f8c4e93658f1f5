import { useEffect, useRef, useState } from 'react';
import { siteTarget } from '../../lib/sites/registration';
import { useBackground } from '../shared/background';
import { usePanel } from './store/context';

/**
 * "This site", under the panel's header: for the active tab's site, when it is a web page outside
 * the catalog (which always works), "Enable Reimagine on this site" or "Reimagine is on for
 * <host>" with "Disable". Enabling asks for the site's host permission in the click itself,
 * before any await (the browser requires the user gesture); the background then registers the
 * listing script there and runs it in the tab at once. When the browser hides the tab's address
 * (no permission yet), the row points to the page's right-click menu, which can ask for it.
 */
export function SiteAccess() {
  const background = useBackground();
  const tab = usePanel((state) => state.activeTab);
  const enabledSites = usePanel((state) => state.settings?.enabledSites);
  const enableSite = usePanel((state) => state.enableSite);
  const disableSite = usePanel((state) => state.disableSite);
  const showNotice = usePanel((state) => state.showNotice);
  const [busy, setBusy] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // After the user's own enable/disable, focus moves to the button that replaced the clicked one.
  const refocus = useRef(false);

  const target = tab?.url !== undefined ? siteTarget(tab.url) : undefined;
  const on = target?.kind === 'site' && (enabledSites?.includes(target.origin) ?? false);

  useEffect(() => {
    if (!refocus.current || busy) return;
    refocus.current = false;
    toggle.current?.focus();
  }, [on, busy]);

  if (!tab) return null;
  if (tab.url === undefined) {
    return (
      <section className="site-access" aria-label="This site">
        <p className="site-access__text site-access__text--hint">To use Reimagine on the site in this tab, right-click the page and choose “Enable Reimagine on this site”.</p>
      </section>
    );
  }
  if (target?.kind !== 'site') return null;
  const { origin, host, patterns } = target;

  const enable = () => {
    // First, before any await: the permission prompt needs the click's user gesture.
    const granted = background.requestHostPermission(patterns);
    setBusy(true);
    void (async () => {
      if (await granted) {
        refocus.current = await enableSite(origin, tab.id);
      } else {
        showNotice({ code: 'permission_denied', detail: `Access to ${host} was not granted, so Reimagine stays off there.` });
      }
      setBusy(false);
    })();
  };

  const disable = () => {
    setBusy(true);
    void (async () => {
      refocus.current = await disableSite(origin);
      setBusy(false);
    })();
  };

  return (
    <section className="site-access" aria-label="This site">
      {on ? (
        <>
          <p className="site-access__text">
            Reimagine is on for <strong>{host}</strong>
          </p>
          <button ref={toggle} type="button" className="button button--quiet" aria-label={`Disable Reimagine on ${host}`} disabled={busy} onClick={disable}>
            Disable
          </button>
        </>
      ) : (
        <>
          <p className="site-access__text">
            Reimagine is off for <strong>{host}</strong>
          </p>
          <button ref={toggle} type="button" className="button" disabled={busy} onClick={enable}>
            Enable Reimagine on this site
          </button>
        </>
      )}
    </section>
  );
}
