import { useState } from 'react';
import { explainError, type ErrorCode } from '../lib/errors';
import { siteTarget, type SiteTarget } from '../lib/sites/registration';
import { useBackground } from './background';
import { useDomId } from './hooks/useDomId';
import { FeedbackLine, type Feedback } from './FeedbackLine';

/** Props of {@link EnabledSitesSection}. */
export interface EnabledSitesSectionProps {
  readonly sites: readonly string[];
  readonly onChanged: (sites: string[]) => void;
}


/** Why a typed site address can't be enabled, in a sentence for the field. */
function addressProblem(target: Exclude<SiteTarget, { kind: 'site' }>): string {
  switch (target.kind) {
    case 'invalid':
      return 'Enter the site’s full address, like https://www.example-realty.com.';
    case 'not_web':
      return 'Only web sites can be enabled: the address must start with https:// or http://.';
    case 'catalog':
      return `${target.name} always works with Reimagine: there is nothing to enable.`;
  }
}

function replyProblem(code: ErrorCode): string {
  const { sentence, nextStep } = explainError(code);
  return `${sentence} ${nextStep}`;
}

/**
 * The extra sites the user turned Reimagine on for, each with "Disable", and "Add a site": the
 * typed address is checked first (http or https, not a built-in site), then its host permission
 * is requested in the submit itself, before any await (the browser requires the user gesture),
 * and only then is the site enabled.
 */
export function EnabledSitesSection({ sites, onChanged }: EnabledSitesSectionProps) {
  const background = useBackground();
  const { call } = background;
  const id = useDomId('sites');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [draft, setDraft] = useState('');

  const disable = async (origin: string) => {
    setBusy(origin);
    const reply = await call('disableSite', { origin });
    setBusy(null);
    if (!reply.ok) {
      setFeedback({ kind: 'error', text: replyProblem(reply.code) });
      return;
    }
    setFeedback(null);
    onChanged(sites.filter((site) => site !== origin));
  };

  const add = () => {
    const target = siteTarget(draft.trim());
    if (target.kind !== 'site') {
      setFeedback({ kind: 'error', text: addressProblem(target) });
      return;
    }
    if (sites.includes(target.origin)) {
      setFeedback({ kind: 'error', text: `Reimagine is already on for ${target.origin}.` });
      return;
    }
    // Synchronous: requested while the submit's user gesture is still active.
    const granted = background.requestHostPermission(target.patterns);
    setBusy('add');
    void (async () => {
      if (!(await granted)) {
        setBusy(null);
        setFeedback({ kind: 'error', text: `${replyProblem('permission_denied')} Reimagine needs access to ${target.host} to work there.` });
        return;
      }
      const reply = await call('enableSite', { origin: target.origin });
      setBusy(null);
      if (!reply.ok) {
        setFeedback({ kind: 'error', text: replyProblem(reply.code) });
        return;
      }
      setDraft('');
      setFeedback({ kind: 'ok', text: `Reimagine is now on for ${target.host}. Pages of it that are already open show the buttons after a reload.` });
      onChanged([...new Set([...sites, target.origin])]);
    })();
  };

  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Enabled sites</h2>
      <p className="field__hint">Zillow, Redfin, Rightmove, Zoopla, Idealista and the other built-in sites always work. Other sites you turn Reimagine on for appear here.</p>
      {sites.length === 0 ? (
        <p>No other sites enabled.</p>
      ) : (
        <ul className="site-list">
          {sites.map((origin) => (
            <li key={origin} className="site-list__item">
              <span>{origin}</span>
              <button type="button" className="button button--quiet" aria-label={`Disable ${origin}`} disabled={busy === origin} onClick={() => void disable(origin)}>
                Disable
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        aria-label="Add a site"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <label className="field__label" htmlFor={`${id}-add`}>
          Site address
        </label>
        <input
          id={`${id}-add`}
          className="input"
          type="url"
          value={draft}
          spellCheck={false}
          placeholder="https://www.example-realty.com"
          aria-describedby={`${id}-add-hint`}
          onChange={(event) => {
            setDraft(event.target.value);
            setFeedback(null);
          }}
        />
        <p className="field__hint" id={`${id}-add-hint`}>
          Reimagine asks for access to that site, then adds its button to the photos there.
        </p>
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={busy === 'add' || draft.trim() === ''}>
            Enable
          </button>
        </div>
      </form>
      <FeedbackLine feedback={feedback} />
    </section>
  );
}
