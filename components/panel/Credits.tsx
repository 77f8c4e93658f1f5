import { useShallow } from 'zustand/react/shallow';
import { explainError } from '../../lib/error-text';
import { formatNumber } from '../../lib/i18n/format';
import { panelMessages } from '../../lib/i18n/messages/panel/index';
import { useLocale, useT } from '../shared/i18n';
import { marks, richText } from '../shared/rich-text';
import { usePanel } from './store/context';

/**
 * The remaining credits, compact ("Credits: 999 renovation · 100 staging"), with a refresh; the
 * upload quota in its title. The refresh is an icon: its name shows as a tooltip on hover and on
 * keyboard focus (a `title` never shows on focus), and is its accessible name.
 */
export function Credits() {
  const { plan, planError, planLoading } = usePanel(useShallow((state) => ({ plan: state.service.plan, planError: state.service.planError, planLoading: state.service.planLoading })));
  const refreshPlan = usePanel((state) => state.refreshPlan);
  const t = useT(panelMessages);
  const locale = useLocale();
  // The number is styled apart inside a whole translated phrase ("42 renovation", "42 Renovierungen").
  const value = (count: number) => ({ value: <span className="credits__value">{formatNumber(count, locale)}</span> });
  const item = (text: string, title: string, count: number) => (
    <span className="credits__item" title={title}>
      {richText(text, value(count))}
    </span>
  );
  return (
    <div className="credits" aria-live="polite">
      {plan ? (
        <span className="credits__text" title={t('credits.uploads-left', { count: plan.remaining_assets })}>
          {/* "Credits: …" is one phrase in each language's order; each count is an item inside it. */}
          {richText(t('credits.summary', marks('renovation', 'staging')), {
            renovation: item(t('credits.renovation', { count: plan.renovation_credits, ...marks('value') }), t('credits.renovation.title'), plan.renovation_credits),
            staging: item(t('credits.staging', { count: plan.staging_credits, ...marks('value') }), t('credits.staging.title'), plan.staging_credits),
          })}
        </span>
      ) : planError ? (
        <span className="credits__item credits__item--error" title={explainError(planError).nextStep}>
          {t('credits.unavailable')}
        </span>
      ) : (
        <span className="credits__item">{t('credits.loading')}</span>
      )}
      <button type="button" className="icon-button tooltip" aria-label={t('credits.refresh')} data-tooltip={t('credits.refresh')} disabled={planLoading} onClick={() => void refreshPlan(true)}>
        <span aria-hidden="true">⟳</span>
      </button>
    </div>
  );
}
