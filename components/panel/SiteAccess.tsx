import { useEffect, useRef, useState, type ReactNode } from 'react';
import { siteTarget } from '../../lib/sites/registration';
import { panelMessages, type PanelMessages } from '../../lib/i18n/messages/panel/index';
import type { Translate } from '../../lib/i18n/translate';
import { useBackground } from '../shared/background';
import { useT } from '../shared/i18n';
import { marks, richText } from '../shared/rich-text';
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
 * built-in sites, which always run, nor on a site whose buttons are there. Then it offers "Enable
 * Reimagine on this site", which asks for the site's host permission in the click itself, before
 * any await (the browser requires the user gesture); the background registers the listing script
 * there and runs it in the tab at once. After the user's own enable or disable the row stays, with
 * the outcome and the way back, until the tab moves on. When the browser hides the tab's address
 * (no permission yet), the row points to the page's right-click menu, which can ask for it.
 */
export function SiteAccess({ recheckMs }: SiteAccessProps) {
  const background = useBackground();
  const tab = usePanel((state) => state.settings.activeTab);
  const enabledSites = usePanel((state) => state.settings.values?.enabledSites);
  const enableSite = usePanel((state) => state.enableSite);
  const disableSite = usePanel((state) => state.disableSite);
  const showNotice = usePanel((state) => state.showNotice);
  const t = useT(panelMessages);
  const [busy, setBusy] = useState(false);
  const [acted, setActed] = useState<Acted>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // After the user's own enable/disable, focus moves to the button that replaced the clicked one.
  const refocus = useRef(false);

  const target = tab?.url !== undefined ? siteTarget(tab.url) : undefined;
  // Only a web page outside the built-in sites, or a tab whose address is hidden, can lack the script.
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
    // The page menu's item says what the panel's button says.
    return (
      <Row hint label={t('site.label')}>
        {t('site.menu-hint', { menu: t('site.enable') })}
      </Row>
    );
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
        showNotice({ code: 'permission_denied', detail: t('site.denied', { host }) });
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
    <Row label={t('site.label')} text={siteSentence(host, on ? 'on' : enabledHere ? 'not-running' : stay && acted?.action === 'disable' ? 'just-disabled' : 'off', t)}>
      <button
        ref={toggle}
        type="button"
        className={on ? 'button button--quiet' : 'button'}
        aria-label={on ? t('site.disable.label', { host }) : undefined}
        disabled={busy}
        onClick={on ? disable : enable}
      >
        {on ? t('site.disable') : t('site.enable')}
      </button>
    </Row>
  );
}

/** Where Reimagine stands on the site: just turned on, off, just turned off (its buttons stay until a reload), or enabled but not in this tab. */
type SiteState = 'on' | 'off' | 'just-disabled' | 'not-running';

const STATE_KEY = { on: 'site.on', off: 'site.off', 'just-disabled': 'site.just-disabled', 'not-running': 'site.not-running' } as const satisfies Record<SiteState, keyof PanelMessages>;

/** The row's sentence, with the host in bold wherever the language puts it. */
function siteSentence(host: string, state: SiteState, t: Translate<PanelMessages>): ReactNode {
  return richText(t(STATE_KEY[state], marks('host')), { host: <strong>{host}</strong> });
}

/** The row's frame: a labelled region with a sentence, or a hint, and its button. */
function Row({ label, text, hint = false, children }: { readonly label: string; readonly text?: ReactNode; readonly hint?: boolean; readonly children: ReactNode }) {
  return (
    <section className="site-access" aria-label={label}>
      {hint ? <p className="site-access__text site-access__text--hint">{children}</p> : <p className="site-access__text">{text}</p>}
      {!hint && children}
    </section>
  );
}
