import { compareHref } from '../../compare-page/compare-url';
import { resultsMessages } from '../../../lib/i18n/messages/results/index';
import { useT } from '../../shared/i18n';

/**
 * "Open comparison in a tab", an item of a result's More menu: the result compared with its photo
 * in a tab of its own, as large as the window.
 */
export function OpenComparisonLink({ historyId }: { readonly historyId: string }) {
  const t = useT(resultsMessages);
  return (
    <a className="menu__item" role="menuitem" tabIndex={-1} href={compareHref(historyId)} target="_blank" rel="noopener">
      {t('compare.open-tab')}
    </a>
  );
}
