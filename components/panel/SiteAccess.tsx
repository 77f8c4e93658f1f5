import { useEffect, useRef, useState, type ReactNode } from 'react';
import { siteTarget } from '../../lib/sites/registration';
import { useBackground } from '../shared/background';
import { useListingScript } from './hooks/useListingScript';
import { usePanel } from './store/context';

/** Props of {@link SiteAccess}. */
export interface SiteAccessProps {
  /** How long to wait before asking the tab a second time (tests pass 0). */
  readonly recheckMs?: number;
}

/** The user's last enable or disable that worked here, and on which page (tab and address). */
type Acted = { readonly page: string; readonly action: 'enable' | 'disable' } | null;

/**
 * "This site", under the panel's header: shown only when Reimagine's listing script really is not
 * running in the active tab (the background asks the tab; see `useListingScript`), so never on
 * catalog sites, which always run, nor on a site whose buttons are there. Then it offers "Enable
 * Reimagine on this site", which asks for the site's host permission in the click itself, before
 * any await (the browser requires the user gesture); the background registers the listing script
 * there and runs it in the tab at once. After the user's own enable or disable the row stays, with
 * the outcome and the way back, until the tab moves on. When the browser hides the tab's address
 * (no permission yet), the row points to the page's right-click menu, which can ask for it.
 */
export function SiteAccess({ recheckMs }: SiteAccessProps) {
  const background = useBackground();
  const tab = usePanel((state) => state.activeTab);
  const enabledSites = usePanel((state) => state.settings?.enabledSites);
  const enableSite = usePanel((state) => state.enableSite);
  const disableSite = usePanel((state) => state.disableSite);
  const showNotice = usePanel((state) => state.showNotice);
  const [busy, setBusy] = useState(false);
  const [acted, setActed] = useState<Acted>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // After the user's own enable/disable, focus moves to the button that replaced the clicked one.
  const refocus = useRef(false);

  const target = tab?.url !== undefined ? siteTarget(tab.url) : undefined;
  // Only a web page outside the catalog, or a tab whose address is hidden, can lack the script.
  const askable = tab !== null && (tab.url === undefined || target?.kind === 'site');
  const presence = useListingScript(tab, askable, recheckMs);
  const page = tab ? `${tab.id} ${tab.url ?? ''}` : '';
  const stay = acted?.page === page;
  const on = stay && acted.action === 'enable';

  useEffect(() => {
    if (!refocus.current || busy) return;
    refocus.current = false;
    toggle.current?.focus();
  }, [on, busy]);

  if (!tab || !askable || (!stay && presence !== 'absent')) return null;
  if (target?.kind !== 'site') {
    return <Row hint>To use Reimagine on the site in this tab, right-click the page and choose “Enable Reimagine on this site”.</Row>;
  }
  const { origin, host, patterns } = target;

  const enable = () => {
    // First, before any await: the permission prompt needs the click's user gesture.
    const granted = background.requestHostPermission(patterns);
    setBusy(true);
    void (async () => {
      if (await granted) {
        refocus.current = await enableSite(origin, tab.id);
        if (refocus.current) setActed({ page, action: 'enable' });
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
      if (refocus.current) setActed({ page, action: 'disable' });
      setBusy(false);
    })();
  };

  const enabledHere = enabledSites?.includes(origin) ?? false;
  return (
    <Row text={on ? <>Reimagine is on for <strong>{host}</strong></> : offText(host, enabledHere, stay && acted?.action === 'disable')}>
      <button
        ref={toggle}
        type="button"
        className={on ? 'button button--quiet' : 'button'}
        aria-label={on ? `Disable Reimagine on ${host}` : undefined}
        disabled={busy}
        onClick={on ? disable : enable}
      >
        {on ? 'Disable' : 'Enable Reimagine on this site'}
      </button>
    </Row>
  );
}

/** Why the script is not running: off for the site, just turned off (its buttons stay until a reload), or enabled but not in this tab. */
function offText(host: string, enabled: boolean, justDisabled: boolean): ReactNode {
  if (enabled) return <>Reimagine is not running on <strong>{host}</strong> in this tab</>;
  if (justDisabled) return <>Reimagine is off for <strong>{host}</strong>; its buttons leave this page when you reload it</>;
  return <>Reimagine is off for <strong>{host}</strong></>;
}

/** The row's frame: a labelled region with a sentence, or a hint, and its button. */
function Row({ text, hint = false, children }: { readonly text?: ReactNode; readonly hint?: boolean; readonly children: ReactNode }) {
  return (
    <section className="site-access" aria-label="This site">
      {hint ? <p className="site-access__text site-access__text--hint">{children}</p> : <p className="site-access__text">{text}</p>}
      {!hint && children}
    </section>
  );
}
