import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { explainError } from '../../lib/errors';
import { listingLabel, siteName } from '../../lib/format/listing';
import { formatNumber } from '../../lib/i18n/format';
import { panelMessages } from '../../lib/i18n/messages/panel/index';
import { useLocale, useT } from '../shared/i18n';
import { marks, richText } from './rich-text';
import { usePanel } from './store/context';
import { PhotoStrip } from './PhotoStrip';
import { ExportListing } from './ExportListing';

/** The remaining credits, compact, with a refresh; the upload quota in its title. */
function Credits() {
  const { plan, planError, planLoading } = usePanel(useShallow((state) => ({ plan: state.plan, planError: state.planError, planLoading: state.planLoading })));
  const refreshPlan = usePanel((state) => state.refreshPlan);
  const t = useT(panelMessages);
  const locale = useLocale();
  // The number is styled apart inside a whole translated phrase ("42 renovation", "42 Renovierungen").
  const value = (count: number) => ({ value: <span className="credits__value">{formatNumber(count, locale)}</span> });
  return (
    <div className="credits" aria-live="polite">
      {plan ? (
        <span className="credits__text" title={t('credits.uploads-left', { count: plan.remaining_assets })}>
          <span className="credits__item" title={t('credits.renovation.title')}>
            {richText(t('credits.renovation', { count: plan.renovation_credits, ...marks('value') }), value(plan.renovation_credits))}
          </span>
          {' · '}
          <span className="credits__item" title={t('credits.staging.title')}>
            {richText(t('credits.staging', { count: plan.staging_credits, ...marks('value') }), value(plan.staging_credits))}
          </span>
        </span>
      ) : planError ? (
        <span className="credits__item credits__item--error" title={explainError(planError).nextStep}>
          {t('credits.unavailable')}
        </span>
      ) : (
        <span className="credits__item">{t('credits.loading')}</span>
      )}
      <button type="button" className="icon-button" aria-label={t('credits.refresh')} disabled={planLoading} onClick={() => void refreshPlan(true)}>
        <span aria-hidden="true">⟳</span>
      </button>
    </div>
  );
}

/**
 * The top of the panel is the listing: its address (a link to the listing), price and site, the
 * credits (compact), the History button, and the listing's photos as a strip. In the history,
 * a way back to the listing instead.
 */
export function PanelHeader() {
  const photo = usePanel((state) => state.photo);
  const view = usePanel((state) => state.view);
  const setView = usePanel((state) => state.setView);
  const t = useT(panelMessages);
  const toggle = useRef<HTMLButtonElement>(null);
  // "History" and "Back to listing" take each other's place: focus follows the one pressed.
  const toggled = useRef(false);
  useEffect(() => {
    if (!toggled.current) return;
    toggled.current = false;
    toggle.current?.focus();
  }, [view]);
  const show = (next: 'listing' | 'history') => {
    toggled.current = true;
    setView(next);
  };
  const listing = photo?.listing;
  const meta = listing ? [listing.price, siteName(listing)].filter(Boolean).join(' · ') : '';

  return (
    <header className="panel-header">
      <div className="panel-header__top">
        {view === 'history' ? (
          <>
            <h1 className="panel-header__title">{t('header.history')}</h1>
            <button ref={toggle} type="button" className="button button--quiet panel-header__back" onClick={() => show('listing')}>
              <span aria-hidden="true">← </span>
              {t('header.back')}
            </button>
          </>
        ) : (
          <>
            <h1 className="panel-header__title">
              {listing ? (
                <a className="panel-header__listing" href={listing.listingUrl} title={listingLabel(listing)} target="_blank" rel="noopener noreferrer">
                  {listingLabel(listing)}
                </a>
              ) : (
                'Reimagine'
              )}
            </h1>
            {listing && <ExportListing listing={listing} />}
            <button ref={toggle} type="button" className="button button--quiet panel-header__history" onClick={() => show('history')}>
              {t('header.history')}
            </button>
          </>
        )}
      </div>
      <div className="panel-header__meta">
        <span className="panel-header__facts">{view === 'listing' ? meta : t('header.history-facts')}</span>
        <Credits />
      </div>
      {view === 'listing' && (photo ? <PhotoStrip /> : <p className="panel-header__empty">{t('header.empty')}</p>)}
    </header>
  );
}
