import { useShallow } from 'zustand/react/shallow';
import { explainError } from '../../lib/errors';
import { listingLabel, photoPosition, siteName } from '../../lib/format/listing';
import { usePanel } from './store/context';
import { PhotoChooser } from './PhotoChooser';

/**
 * The panel's header: the photo being edited and its listing, the remaining renovation and
 * staging credits (with a refresh), and how many renders are running.
 */
export function PanelHeader() {
  const photo = usePanel((state) => state.photo);
  const { plan, planError, planLoading } = usePanel(useShallow((state) => ({ plan: state.plan, planError: state.planError, planLoading: state.planLoading })));
  const refreshPlan = usePanel((state) => state.refreshPlan);
  const running = usePanel((state) => state.jobs.filter((job) => job.state === 'running').length);
  const queued = usePanel((state) => state.jobs.filter((job) => job.state === 'queued').length);

  return (
    <header className="panel-header">
      <div className="panel-header__top">
        <h1 className="panel-header__title">Reimagine</h1>
        <div className="credits" aria-live="polite">
          {plan ? (
            <>
              <span className="credits__item" title="Remaining renovation credits">
                <span className="credits__value">{plan.renovation_credits}</span> renovation
              </span>
              <span className="credits__item" title="Remaining staging credits">
                <span className="credits__value">{plan.staging_credits}</span> staging
              </span>
              <span className="credits__item" title="Images you can still upload to your RenovateAI account (the asset quota)">
                <span className="credits__value">{plan.remaining_assets}</span> uploads
              </span>
            </>
          ) : planError ? (
            <span className="credits__item credits__item--error" title={explainError(planError).nextStep}>
              Credits unavailable
            </span>
          ) : (
            <span className="credits__item">Credits…</span>
          )}
          <button type="button" className="icon-button" aria-label="Refresh credits" disabled={planLoading} onClick={() => void refreshPlan(true)}>
            <span aria-hidden="true">⟳</span>
          </button>
        </div>
      </div>
      {(running > 0 || queued > 0) && (
        <p className="panel-header__jobs" role="status">
          {running} running{queued > 0 ? `, ${queued} queued` : ''}
        </p>
      )}
      {photo ? (
        <div className="photo-summary">
          <img className="photo-summary__thumb" src={photo.url} alt="" />
          <div className="photo-summary__text">
            <a className="photo-summary__listing" href={photo.listing.listingUrl} target="_blank" rel="noopener noreferrer">
              {listingLabel(photo.listing)}
            </a>
            <span className="photo-summary__meta">
              {[siteName(photo.listing), photo.listing.price, photoPosition(photo.listing, photo.url)].filter(Boolean).join(' · ')}
            </span>
          </div>
        </div>
      ) : (
        <p className="panel-header__empty">Click the Reimagine button on any listing photo to start.</p>
      )}
      {photo && photo.listing.photoUrls.length > 1 && <PhotoChooser photo={photo} />}
    </header>
  );
}
