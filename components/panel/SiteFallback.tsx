import { useEffect, useState } from 'react';
import { panelMessages } from '../../lib/i18n/messages/panel/index';
import { resultsMessages } from '../../lib/i18n/messages/results/index';
import { fallbackTabsItem } from '../../lib/storage/storage';
import { useBackground, type ActiveTab } from '../shared/background';
import { useT } from '../shared/i18n';
import { usePanel } from './store/context';

/**
 * Under the header, on a built-in site whose rules stopped finding the page's photos (issue #31):
 * says that the general rules took over on this page, and offers *Copy a report*, a description
 * of the page's layout (lib/sites/page-report.ts) for a bug report. Nothing is sent anywhere.
 */
export function SiteFallback() {
  const tab = usePanel((state) => state.settings.activeTab);
  const site = useFallbackSite(tab);
  const { call } = useBackground();
  const t = useT(panelMessages);
  const tr = useT(resultsMessages);
  const page = tab ? `${tab.id} ${tab.url ?? ''}` : '';
  // What the last copy said, on which page: another page starts without it.
  const [said, setSaid] = useState({ page: '', text: '' });
  const setStatus = (text: string) => setSaid({ page, text });
  if (!tab || !site) return null;

  const copy = () => {
    void (async () => {
      const reply = await call('pageReport', { tabId: tab.id });
      if (!reply.ok) return setStatus(t('fallback.failed', { detail: reply.message }));
      if (typeof navigator.clipboard?.writeText !== 'function') return setStatus(t('fallback.failed', { detail: tr('export.no-clipboard') }));
      navigator.clipboard.writeText(reply.data.report).then(
        () => setStatus(t('fallback.copied')),
        (error: unknown) => setStatus(t('fallback.failed', { detail: error instanceof Error ? error.message : String(error) })),
      );
    })();
  };
  return (
    <section className="site-access" aria-label={t('site.label')}>
      <p className="site-access__text">{t('fallback.notice', { site })}</p>
      <button type="button" className="button button--quiet" onClick={copy}>
        {t('fallback.copy')}
      </button>
      <p className="site-access__text site-access__text--hint" role="status">
        {said.page === page ? said.text : ''}
      </p>
    </section>
  );
}

/**
 * The name of the built-in site whose rules missed the tab's page, or null: asked when the tab
 * changes, and again whenever the background records a fallback (its session record changes), so
 * a page whose rules miss after the panel opened is told at once, without asking on a timer.
 */
function useFallbackSite(tab: ActiveTab | null): string | null {
  const { call } = useBackground();
  const page = tab ? `${tab.id} ${tab.url ?? ''}` : '';
  const [answer, setAnswer] = useState<{ page: string; site: string | null }>({ page: '', site: null });
  useEffect(() => {
    if (!tab || tab.url === undefined) return;
    let live = true;
    const ask = () => {
      void call('siteFallbackStatus', { tabId: tab.id }).then((reply) => {
        if (live && reply.ok) setAnswer({ page, site: reply.data.site });
      });
    };
    ask();
    const unwatch = fallbackTabsItem.watch(ask);
    return () => {
      live = false;
      unwatch();
    };
  }, [call, tab, page]);
  return answer.page === page ? answer.site : null;
}
