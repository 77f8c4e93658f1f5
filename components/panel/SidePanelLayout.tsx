import { useEffect, useRef } from 'react';
import { usePanel } from './store/context';
import { PanelHeader } from './PanelHeader';
import { SiteAccess } from './SiteAccess';
import { SiteFallback } from './SiteFallback';
import { ListingLook } from './look/ListingLook';
import { useListingLook } from './look/useListingLook';
import { ErrorNotice } from '../shared/ErrorNotice';
import { JobList } from './JobList';
import { PhotoStage } from './PhotoStage';
import { CurrentListingBatchStatus } from './ListingBatchStatus';
import { CurrentContactSheet } from './look/CurrentContactSheet';
import { GoalTabs } from './GoalTabs';
import { AnalyzerSection } from './analyzer/AnalyzerSection';
import { ActionBar } from './ActionBar';
import { HistoryView } from './HistoryView';
import { Toast } from '../shared/Toast';
import { focusPhotoStrip } from './PhotoStrip';
import { assetsLayout } from '../assets/PanelAssets';

/** The panel's notices: no key, and the last error (with Retry when the same request can be sent again). */
function Notices() {
  const keySet = usePanel((state) => state.settings.keySet);
  const notice = usePanel((state) => state.notices.notice);
  const showNotice = usePanel((state) => state.showNotice);
  const startJob = usePanel((state) => state.startJob);
  const retry = notice?.retry;
  return (
    <>
      {keySet === false && notice?.code !== 'no_api_key' && <ErrorNotice code="no_api_key" />}
      {notice && (
        <ErrorNotice
          code={notice.code}
          detail={notice.detail}
          onRetry={retry ? () => void startJob(retry.request, { photo: retry.photo, newVariation: retry.newVariation }) : undefined}
          onPickAnotherPhoto={focusPhotoStrip}
          onDismiss={() => showNotice(null)}
        />
      )}
    </>
  );
}

/**
 * The side panel's page, listing first: the header (the listing, its credits, its photos), this
 * site's on/off row, notices, the chosen photo large (progress, then before/after, in place),
 * the goals with their settings, and the action bar pinned at the bottom. The history is a view
 * of its own, opened from the header.
 */
export function SidePanelLayout() {
  const view = usePanel((state) => state.listing.view);
  const assetsOpen = usePanel((state) => state.assets.open);
  const shown = useRef(view);
  // A new view starts at its top (an opened history result shows its photo at once).
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    document.scrollingElement?.scrollTo?.(0, 0);
  }, [view]);
  if (assetsOpen) return assetsLayout();
  return (
    <div className="panel">
      <PanelHeader />
      <SiteAccess />
      <SiteFallback />
      <main className="panel__main">
        <Notices />
        {view === 'history' ? (
          <HistoryView />
        ) : (
          <>
            <PhotoStage />
            <CurrentListingBatchStatus />
            <CurrentContactSheet />
            <JobList exceptListing />
            <GoalTabs />
            {/* Below the goals: the listing's look and the analyzer are listing-wide and optional
                (the analyzer may cost credits), and above them they pushed the style cards out of
                a 900 px panel's first screen. */}
            <ListingLookCard />
            <AnalyzerSection />
          </>
        )}
      </main>
      {view === 'listing' && <ActionBar />}
      <Toast />
    </div>
  );
}

/** The listing's look card, once the listing has more than one photo. */
function ListingLookCard() {
  const look = useListingLook();
  return look && look.urls.length > 1 ? <ListingLook view={look} /> : null;
}
