import { useEffect, useState } from 'react';
import { MAX_VARIATIONS } from '../../../lib/api/limits';
import { listingLabel } from '../../../lib/format/listing';
import { formatDateTime } from '../../../lib/i18n/format';
import { stagingMessages } from '../../../lib/i18n/messages/staging/index';
import type { StagingProjectSummary } from '../../../lib/library/staging-gallery';
import { useLocale, useT } from '../../shared/i18n';
import { useExplainError } from '../../shared/useExplainError';
import { usePanel } from '../store/context';
import { ListingPhotoImg } from '../../shared/ListingPhotoImg';
import { ConfirmBar } from '../../shared/ConfirmBar';
import { PROJECT_CREDITS } from './useStaging';
import { stagingUnderway } from './staging-status';
import './staging.css';

/** Each state's word, literal keys (see lib/i18n/README.md). */
const STATE_KEY = { open: 'state.open', full: 'state.full', closed: 'state.closed', gone: 'state.gone' } as const;

/**
 * Removing a project from the list, asked first: what stays (its kept variations, the project at
 * RenovateAI) and what the photo's next staging then costs. Not while a staging render is on its
 * way (it may be adding to this project); the background refuses it too.
 */
function RemoveProject({ project, onCancel }: { readonly project: StagingProjectSummary; readonly onCancel: () => void }) {
  const t = useT(stagingMessages);
  const remove = usePanel((state) => state.removeStagingProject);
  const busy = usePanel((state) => stagingUnderway(state.jobs.list));
  return (
    <ConfirmBar confirmLabel={t('list.remove.confirm')} danger confirmDisabled={busy} onConfirm={() => void remove(project.projectId)} onCancel={onCancel}>
      <p>{busy ? t('list.remove.busy') : t('list.remove.question', { count: PROJECT_CREDITS })}</p>
    </ConfirmBar>
  );
}

function ProjectItem({ project }: { readonly project: StagingProjectSummary }) {
  const t = useT(stagingMessages);
  const locale = useLocale();
  const reopen = usePanel((state) => state.reopenStagingProject);
  const [removing, setRemoving] = useState(false);
  const listing = listingLabel(project.photo.listing);
  const date = formatDateTime(project.createdAt, locale);
  const used = project.variations === null ? t('list.used.unknown') : t('list.used', { count: project.variations, max: project.max });
  return (
    <li className="history-item staging-projects__item">
      <span className="history-item__thumb">
        <ListingPhotoImg className="thumb" url={project.photo.url} pageUrl={project.photo.listing.pageUrl} draggable={false} />
      </span>
      <span className="history-item__text">
        <span className="history-item__title">{listing}</span>
        <span className="history-item__summary">
          {used} · {t(STATE_KEY[project.state])}
        </span>
        <span className="field__hint">{t('list.created', { date })}</span>
      </span>
      <span className="staging-projects__actions">
        <button type="button" className="button button--quiet" aria-label={t('list.open.label', { listing, date })} onClick={() => reopen(project)}>
          {t('list.open')}
        </button>
        <button type="button" className="button button--quiet" aria-label={t('list.remove.label', { listing, date })} aria-expanded={removing} onClick={() => setRemoving(true)}>
          {t('list.remove')}
        </button>
      </span>
      {removing && <RemoveProject project={project} onCancel={() => setRemoving(false)} />}
    </li>
  );
}

/**
 * The History view's "Staging projects": every photo's staging project (read from the background,
 * so it survives restarts), with how many of its variations are used. "Open" picks the project's
 * photo and shows its gallery in the Stage goal. Nothing shows until there is a project.
 */
export function StagingProjectList() {
  const t = useT(stagingMessages);
  const explain = useExplainError();
  const projects = usePanel((state) => state.staging.projects);
  const error = usePanel((state) => state.staging.projectsError);
  const load = usePanel((state) => state.loadStagingProjects);
  useEffect(() => {
    void load();
  }, [load]);
  if (error) return <p className="field__error">{t('list.error', { reason: explain(error).sentence })}</p>;
  if (!projects || projects.length === 0) return null;
  return (
    <details className="staging-projects">
      <summary>
        {t('list.title')} <span className="badge">{projects.length}</span>
      </summary>
      <p className="field__hint">{t('list.hint', { max: MAX_VARIATIONS })}</p>
      <ul className="history__list">
        {projects.map((project) => (
          <ProjectItem key={project.projectId} project={project} />
        ))}
      </ul>
    </details>
  );
}
