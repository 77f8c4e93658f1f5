import { useDomId } from '../shared/hooks/useDomId';
import { useEnabledSites } from './hooks/useEnabledSites';
import { AddSiteForm } from './AddSiteForm';
import { FeedbackLine } from '../shared/FeedbackLine';
import { optionsMessages } from '../../lib/i18n/messages/options/index';
import { useT } from '../shared/i18n';

/** Props of {@link EnabledSitesSection}. */
export interface EnabledSitesSectionProps {
  readonly sites: readonly string[];
  readonly onChanged: (sites: string[]) => void;
}

/**
 * The extra sites the user turned Reimagine on for, each with "Disable", and "Add a site": the
 * typed address is checked first (http or https, not a built-in site), then its host permission
 * is requested in the submit itself, before any await (the browser requires the user gesture),
 * and only then is the site enabled.
 */
export function EnabledSitesSection({ sites, onChanged }: EnabledSitesSectionProps) {
  const t = useT(optionsMessages);
  const id = useDomId('sites');
  const { feedback, busy, draft, editDraft, disable, add } = useEnabledSites(sites, onChanged);

  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('sites.heading')}</h2>
      <p className="field__hint">{t('sites.hint')}</p>
      {sites.length === 0 ? (
        <p>{t('sites.none')}</p>
      ) : (
        <ul className="site-list">
          {sites.map((origin) => (
            <li key={origin} className="site-list__item">
              <span>{origin}</span>
              <button type="button" className="button button--quiet" aria-label={t('sites.disable-site', { origin })} disabled={busy === origin} onClick={() => void disable(origin)}>
                {t('sites.disable')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <AddSiteForm id={id} draft={draft} busy={busy === 'add'} onDraftChange={editDraft} onSubmit={add} />
      <FeedbackLine feedback={feedback} />
    </section>
  );
}
