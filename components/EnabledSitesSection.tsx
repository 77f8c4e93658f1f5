import { useState } from 'react';
import { explainError } from '../lib/errors';
import { useBackground } from './background';
import { useDomId } from './hooks/useDomId';

/** Props of {@link EnabledSitesSection}. */
export interface EnabledSitesSectionProps {
  readonly sites: readonly string[];
  readonly onChanged: (sites: string[]) => void;
}

/** The extra sites the user turned Reimagine on for, each with "Disable". */
export function EnabledSitesSection({ sites, onChanged }: EnabledSitesSectionProps) {
  const { call } = useBackground();
  const id = useDomId('sites');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const disable = async (origin: string) => {
    setBusy(origin);
    const reply = await call('disableSite', { origin });
    setBusy(null);
    if (!reply.ok) {
      setError(`${explainError(reply.code).sentence} ${explainError(reply.code).nextStep}`);
      return;
    }
    setError(null);
    onChanged(sites.filter((site) => site !== origin));
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
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
