import { useState } from 'react';
import { explainError, type ErrorCode } from '../../../lib/errors';
import { siteTarget, type SiteTarget } from '../../../lib/sites/registration';
import { useBackground } from '../../shared/background';
import type { Feedback } from '../../shared/FeedbackLine';

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
 * Enabling and disabling extra sites from the options page. `add` checks the typed address
 * first (http or https, not a built-in site), then requests its host permission synchronously
 * (the browser requires the submit's user gesture), and only then enables the site. `busy` is the
 * origin being disabled, or 'add'.
 */
export function useEnabledSites(sites: readonly string[], onChanged: (sites: string[]) => void) {
  const background = useBackground();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [draft, setDraft] = useState('');

  const disable = async (origin: string) => {
    setBusy(origin);
    const reply = await background.call('disableSite', { origin });
    setBusy(null);
    if (!reply.ok) {
      setFeedback({ kind: 'error', text: replyProblem(reply.code) });
      return;
    }
    setFeedback(null);
    onChanged(sites.filter((site) => site !== origin));
  };

  const enable = async (target: Extract<SiteTarget, { kind: 'site' }>, granted: Promise<boolean>) => {
    if (!(await granted)) {
      setBusy(null);
      setFeedback({ kind: 'error', text: `${replyProblem('permission_denied')} Reimagine needs access to ${target.host} to work there.` });
      return;
    }
    const reply = await background.call('enableSite', { origin: target.origin });
    setBusy(null);
    if (!reply.ok) {
      setFeedback({ kind: 'error', text: replyProblem(reply.code) });
      return;
    }
    setDraft('');
    setFeedback({ kind: 'ok', text: `Reimagine is now on for ${target.host}. Pages of it that are already open show the buttons after a reload.` });
    onChanged([...new Set([...sites, target.origin])]);
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
    void enable(target, granted);
  };

  const editDraft = (text: string) => {
    setDraft(text);
    setFeedback(null);
  };

  return { feedback, busy, draft, editDraft, disable, add };
}
