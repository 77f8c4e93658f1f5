import { useEffect, useRef, type RefObject } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { explainError } from '../../lib/error-text';
import { listingLabel, siteName } from '../../lib/format/listing';
import { formatNumber } from '../../lib/i18n/format';
import { assetsMessages } from '../../lib/i18n/messages/assets/index';
import { panelMessages } from '../../lib/i18n/messages/panel/index';
import { useLocale, useT } from '../shared/i18n';
import { marks, richText } from '../shared/rich-text';
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

/** The header's button to the Assets view: the account's images and upload slots. */
function AssetsButton({ button, onOpen }: { readonly button: RefObject<HTMLButtonElement | null>; readonly onOpen: () => void }) {
  const t = useT(assetsMessages);
  return (
    <button ref={button} type="button" className="button button--quiet panel-header__history" title={t('open.title')} onClick={onOpen}>
      {t('open.button')}
    </button>
  );
}

/** The header's first row in the Assets view: its title and the way back. */
function AssetsTitle({ back, onBack }: { readonly back: RefObject<HTMLButtonElement | null>; readonly onBack: () => void }) {
  const t = useT(assetsMessages);
  return (
    <>
      <h1 className="panel-header__title">{t('header.title')}</h1>
      <button ref={back} type="button" className="button button--quiet panel-header__back" onClick={onBack}>
        <span aria-hidden="true">← </span>
        {t('header.back')}
      </button>
    </>
  );
}

/**
 * The top of the panel is the listing: its address (a link to the listing), price and site, the
 * credits (compact), the History and Assets buttons, and the listing's photos as a strip. In the
 * history or the Assets view, a way back instead.
 */
export function PanelHeader() {
  const photo = usePanel((state) => state.photo);
  const view = usePanel((state) => state.view);
  const setView = usePanel((state) => state.setView);
  const assetsOpen = usePanel((state) => state.assetsOpen);
  const openAssets = usePanel((state) => state.openAssets);
  const closeAssets = usePanel((state) => state.closeAssets);
  const t = useT(panelMessages);
  const tAssets = useT(assetsMessages);
  const toggle = useRef<HTMLButtonElement>(null);
  const assetsButton = useRef<HTMLButtonElement>(null);
  // "History", "Assets" and "Back" take each other's place: focus goes to the button standing for
  // the way back (Back in a view; History or Assets, whichever was left, on the listing).
  const focusNext = useRef<RefObject<HTMLButtonElement | null> | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current.current?.focus();
    focusNext.current = null;
    // A new view starts at its top.
    document.scrollingElement?.scrollTo?.(0, 0);
  }, [view, assetsOpen]);
  const show = (next: 'listing' | 'history') => {
    focusNext.current = toggle;
    closeAssets();
    setView(next);
  };
  const assets = (open: boolean) => {
    focusNext.current = open ? toggle : assetsButton;
    if (open) openAssets();
    else closeAssets();
  };
  const listing = photo?.listing;
  const meta = listing ? [listing.price, siteName(listing)].filter(Boolean).join(' · ') : '';
  const facts = assetsOpen ? tAssets('header.facts') : view === 'listing' ? meta : t('header.history-facts');

  return (
    <header className="panel-header">
      <div className="panel-header__top">
        {assetsOpen ? (
          <AssetsTitle back={toggle} onBack={() => assets(false)} />
        ) : view === 'history' ? (
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
            <AssetsButton button={assetsButton} onOpen={() => assets(true)} />
            <button ref={toggle} type="button" className="button button--quiet panel-header__history" onClick={() => show('history')}>
              {t('header.history')}
            </button>
          </>
        )}
      </div>
      <div className="panel-header__meta">
        <span className="panel-header__facts">{facts}</span>
        <Credits />
      </div>
      {view === 'listing' && !assetsOpen && (photo ? <PhotoStrip /> : <p className="panel-header__empty">{t('header.empty')}</p>)}
    </header>
  );
}
