import { useEffect, useRef, type RefObject } from 'react';
import { listingLabel, siteName } from '../../lib/format/listing';
import { assetsMessages } from '../../lib/i18n/messages/assets/index';
import { panelMessages } from '../../lib/i18n/messages/panel/index';
import { useT } from '../shared/i18n';
import { usePanel } from './store/context';
import { PhotoStrip } from './PhotoStrip';
import { useListingLook } from './look/useListingLook';
import { ExportListing } from './ExportListing';
import { Credits } from './Credits';
import { useStickyHeight } from './hooks/useStickyHeight';

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
 * The listing view's buttons (Export listing when there is something to export, Assets, History)
 * and its photos, under the sticky header: a region of its own, named, so nothing of the page is
 * outside a landmark.
 */
function ListingTools({ toggle, assetsButton, onAssets, onHistory }: ListingToolsProps) {
  const photo = usePanel((state) => state.listing.photo);
  const t = useT(panelMessages);
  const look = useListingLook();
  const listing = photo?.listing;
  // A photo's role shows in the strip once the listing's look is in use.
  const roles = look && look.record.updatedAt > 0 ? look.roles : undefined;
  return (
    <section className="panel-tools" aria-label={t('header.tools')}>
      <div className="panel-tools__actions">
        {listing && <ExportListing listing={listing} />}
        <AssetsButton button={assetsButton} onOpen={onAssets} />
        <button ref={toggle} type="button" className="button button--quiet panel-header__history" onClick={onHistory}>
          {t('header.history')}
        </button>
      </div>
      {photo ? <PhotoStrip {...(roles ? { roles } : {})} /> : <p className="panel-header__empty">{t('header.empty')}</p>}
    </section>
  );
}

/** Props of {@link ListingTools}: the buttons focus moves to, and what they open. */
interface ListingToolsProps {
  readonly toggle: RefObject<HTMLButtonElement | null>;
  readonly assetsButton: RefObject<HTMLButtonElement | null>;
  readonly onAssets: () => void;
  readonly onHistory: () => void;
}

/** The header's first row: the listing's address on a line of its own (a link to the listing), or a view's title and the way back. */
function HeaderTitle({ back, onBack }: { readonly back: RefObject<HTMLButtonElement | null>; readonly onBack: () => void }) {
  const photo = usePanel((state) => state.listing.photo);
  const view = usePanel((state) => state.listing.view);
  const assetsOpen = usePanel((state) => state.assets.open);
  const t = useT(panelMessages);
  if (assetsOpen) return <AssetsTitle back={back} onBack={onBack} />;
  if (view === 'history') {
    return (
      <>
        <h1 className="panel-header__title">{t('header.history')}</h1>
        <button ref={back} type="button" className="button button--quiet panel-header__back" onClick={onBack}>
          <span aria-hidden="true">← </span>
          {t('header.back')}
        </button>
      </>
    );
  }
  const listing = photo?.listing;
  return (
    <h1 className="panel-header__title panel-header__title--listing">
      {listing ? (
        <a className="panel-header__listing" href={listing.listingUrl} title={listingLabel(listing)} target="_blank" rel="noopener noreferrer">
          {listingLabel(listing)}
        </a>
      ) : (
        'Reimagine'
      )}
    </h1>
  );
}

/**
 * The top of the panel is the listing: its address (a link to the listing) on a line of its own,
 * price and site, and the credits, which stay in view as the panel scrolls (sticky); under them,
 * scrolling away, Export listing, Assets and History, and the listing's photos as a strip. In the
 * history or the Assets view, the view's title and a way back instead.
 */
export function PanelHeader() {
  const photo = usePanel((state) => state.listing.photo);
  const view = usePanel((state) => state.listing.view);
  const setView = usePanel((state) => state.setView);
  const assetsOpen = usePanel((state) => state.assets.open);
  const openAssets = usePanel((state) => state.openAssets);
  const closeAssets = usePanel((state) => state.closeAssets);
  const t = useT(panelMessages);
  const tAssets = useT(assetsMessages);
  const header = useRef<HTMLElement>(null);
  useStickyHeight(header);
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
    <>
      <header ref={header} className="panel-header">
        <div className="panel-header__top">
          <HeaderTitle back={toggle} onBack={() => (assetsOpen ? assets(false) : show('listing'))} />
        </div>
        <div className="panel-header__meta">
          <span className="panel-header__facts">{facts}</span>
          <Credits />
        </div>
      </header>
      {view === 'listing' && !assetsOpen && <ListingTools toggle={toggle} assetsButton={assetsButton} onAssets={() => assets(true)} onHistory={() => show('history')} />}
    </>
  );
}
