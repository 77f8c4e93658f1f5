import type { ErrorCode } from '../../../lib/errors';
import { panelMessages } from '../../../lib/i18n/messages/panel/index';
import { stagingMessages } from '../../../lib/i18n/messages/staging/index';
import { useT } from '../../shared/i18n';
import { useExplainError } from '../../shared/useExplainError';
import { usePanel } from '../store/context';
import { StagingGalleryList } from './StagingGalleryList';
import { limitRefused, type StagingStatus } from './staging-status';
import { PROJECT_CREDITS, useStagingProjectSync, useStagingStatus } from './useStaging';
import './staging.css';

/** What the project's state means for the next staging: its cost, or how many variations are left. */
function ProjectStatement({ status, projectId }: { readonly status: StagingStatus; readonly projectId: string | null }) {
  const t = useT(stagingMessages);
  const close = usePanel((state) => state.closeStagingProject);
  const count = PROJECT_CREDITS;
  switch (status.kind) {
    case 'none':
      return <p>{t('project.none', { count, max: status.max })}</p>;
    case 'open':
      return (
        <>
          <p className="staging-project__counter" role="status">
            {status.remaining === null ? t('project.counter.unknown') : t('project.counter', { count: status.remaining, max: status.max })}
            {status.pending > 0 && <> · {t('project.pending', { count: status.pending })}</>}
          </p>
          <p className="field__hint">{t('project.free')}</p>
        </>
      );
    case 'full':
      return (
        <>
          <p className="staging-project__counter" role="status">
            {t('project.counter', { count: 0, max: status.max })}
          </p>
          <p>
            {t('project.full', { max: status.max })} {t('project.full.next', { count })}
          </p>
          {projectId && status.pending === 0 && (
            <button type="button" className="button button--quiet" onClick={() => void close(projectId)}>
              {t('project.new')}
            </button>
          )}
        </>
      );
    case 'closed':
      return <p>{t('project.closed', { count })}</p>;
    case 'gone':
      return <p className="field__hint field__hint--warning">{t('project.gone', { count })}</p>;
    case 'unknown':
      return null;
  }
}

/** Why the gallery could not be listed, worded for staging (a gone project says so in its statement). */
function GalleryProblem({ code }: { readonly code: ErrorCode }) {
  const t = useT(stagingMessages);
  const panelT = useT(panelMessages);
  const explain = useExplainError();
  const load = usePanel((state) => state.loadStagingProject);
  if (code === 'not_found') return null;
  return (
    <p className="field__error">
      {code === 'invalid_response' ? t('project.error.invalid') : t('project.error.other', { reason: explain(code).sentence })}{' '}
      <button type="button" className="link-button" onClick={() => void load()}>
        {panelT('common.try-again')}
      </button>
    </p>
  );
}

/**
 * The current photo's staging project in the Stage goal: what the next staging costs (a new
 * project's staging credit, or nothing for one more variation), how many of its `MAX_VARIATIONS` variations
 * are left, and its gallery. Found again whenever the photo is opened (the background keeps it).
 */
export function StagingProjectSection() {
  useStagingProjectSync();
  const t = useT(stagingMessages);
  const view = usePanel((state) => state.staging.current);
  const photoUrl = usePanel((state) => state.listing.photo?.url);
  const refused = usePanel((state) => limitRefused(state.jobs.list, state.listing.photo?.url));
  const status = useStagingStatus();
  if (!photoUrl || !view || view.photoUrl !== photoUrl) return null;
  const project = view.project;
  const showGallery = project !== null && project.state !== 'gone';
  return (
    <section className="staging-project" aria-label={t('project.label')}>
      <h3 className="subheading staging-project__head">{t('project.label')}</h3>
      {view.loading && !project && <p className="field__hint">{t('project.loading')}</p>}
      {refused && <p className="field__hint field__hint--warning">{t('project.limit-refused', { max: status.max })}</p>}
      <ProjectStatement status={status} projectId={project?.projectId ?? null} />
      {view.error && project && <GalleryProblem code={view.error} />}
      {showGallery && view.loading && !view.gallery && <p className="field__hint">{t('gallery.loading')}</p>}
      {showGallery && view.gallery && <StagingGalleryList gallery={view.gallery} />}
    </section>
  );
}
