import { useEffect } from 'react';
import { analyzerMessages } from '../../../lib/i18n/messages/analyzer/index';
import { useDomId } from '../../shared/hooks/useDomId';
import { useT } from '../../shared/i18n';
import { usePanel, usePanelStore } from '../store/context';
import { CostLines } from './CostLines';
import { ListingAnalysisControl } from './ListingAnalysisControl';
import { PhotoAnalysisLine } from './PhotoAnalysisLine';
import './analyzer.css';

/** How often the panel re-reads a running batch (the background polls the service itself, with backoff). */
export const LISTING_REFRESH_MS = 2000;

/**
 * What drives the analyzer from the panel: its status as the listing changes (the background
 * decides whether to ask the service again), the photo on screen analyzed when the user agreed,
 * suggestions filled in as they arrive, and a running batch re-read.
 */
function useAnalyzerEffects(): void {
  const store = usePanelStore();
  const url = usePanel((state) => state.listing.photo?.url);
  const listingUrl = usePanel((state) => state.listing.photo?.listing.listingUrl);
  const available = usePanel((state) => state.analyzer.status?.availability === 'available');
  const consent = usePanel((state) => state.analyzer.status?.consent === true);
  const entry = usePanel((state) => (url === undefined ? undefined : state.analyzer.photos[url]?.state));
  const roomTypesLoaded = usePanel((state) => state.service.stagingOptions !== null);
  const processing = usePanel((state) => state.analyzer.batch?.status === 'processing');

  useEffect(() => {
    void store.getState().loadAnalyzer();
  }, [store, listingUrl]);
  useEffect(() => {
    if (available && consent && url !== undefined) void store.getState().analyzeCurrentPhoto();
  }, [store, url, available, consent]);
  useEffect(() => {
    store.getState().applySuggestions();
  }, [store, url, entry, roomTypesLoaded]);
  useEffect(() => {
    if (available && listingUrl !== undefined) void store.getState().refreshListingAnalysis();
  }, [store, available, listingUrl]);
  useEffect(() => {
    if (!processing) return undefined;
    const timer = setInterval(() => void store.getState().refreshListingAnalysis(), LISTING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [store, processing]);
}

/**
 * The image analyzer in the listing view (issue #15). Shown only while the service's analyzer
 * answers: absent, announced "coming soon" or not known yet, it renders nothing, without an error.
 * The consent ("may use credits", off by default) is asked here once and kept.
 */
export function AnalyzerSection() {
  const t = useT(analyzerMessages);
  const id = useDomId('analyzer');
  const status = usePanel((state) => state.analyzer.status);
  const hasPhoto = usePanel((state) => state.listing.photo !== null);
  const setConsent = usePanel((state) => state.setAnalyzerConsent);
  useAnalyzerEffects();
  if (status?.availability !== 'available' || !hasPhoto) return null;
  return (
    <section className="analyzer" aria-label={t('section.label')}>
      <label className="check">
        <input type="checkbox" checked={status.consent} aria-describedby={`${id}-cost`} onChange={(event) => void setConsent(event.target.checked)} />
        {t('consent.label')}
      </label>
      <p className="field__hint" id={`${id}-cost`}>
        {status.consent ? t('consent.on') : t('consent.off')} <CostLines />
      </p>
      <PhotoAnalysisLine />
      <ListingAnalysisControl />
    </section>
  );
}
