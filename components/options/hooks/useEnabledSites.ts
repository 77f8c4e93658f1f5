import { useState } from 'react';
import type { ErrorCode } from '../../../lib/errors';
import { explainError } from '../../../lib/error-text';
import { siteTarget, type SiteTarget } from '../../../lib/sites/registration';
import { useBackground } from '../../shared/background';
import type { Feedback } from '../../shared/FeedbackLine';
import { optionsMessages, type OptionsT } from '../../../lib/i18n/messages/options/index';
import { useLocale, useT } from '../../shared/i18n';
import type { Locale } from '../../../lib/i18n/locales';

/** The address the form shows as an example (a placeholder and in its problem): a URL, the same in every language. */
export const EXAMPLE_SITE = 'https://www.example-realty.com';

/** Why a typed site address can't be enabled, in a sentence for the field. */
function addressProblem(target: Exclude<SiteTarget, { kind: 'site' }>, t: OptionsT): string {
  switch (target.kind) {
    case 'invalid':
      return t('sites.invalid', { example: EXAMPLE_SITE });
    case 'not_web':
      return t('sites.not-web');
    case 'builtin':
      return t('sites.built-in', { name: target.name });
  }
}

function replyProblem(code: ErrorCode, locale: Locale): string {
  const { sentence, nextStep } = explainError(code, locale);
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
  const t = useT(optionsMessages);
  const locale = useLocale();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [draft, setDraft] = useState('');

  const disable = async (origin: string) => {
    setBusy(origin);
    const reply = await background.call('disableSite', { origin });
    setBusy(null);
    if (!reply.ok) {
      setFeedback({ kind: 'error', text: replyProblem(reply.code, locale) });
      return;
    }
    setFeedback(null);
    onChanged(sites.filter((site) => site !== origin));
  };

  const enable = async (target: Extract<SiteTarget, { kind: 'site' }>, granted: Promise<boolean>) => {
    if (!(await granted)) {
      setBusy(null);
      setFeedback({ kind: 'error', text: `${replyProblem('permission_denied', locale)} ${t('sites.needs-access', { host: target.host })}` });
      return;
    }
    const reply = await background.call('enableSite', { origin: target.origin });
    setBusy(null);
    if (!reply.ok) {
      setFeedback({ kind: 'error', text: replyProblem(reply.code, locale) });
      return;
    }
    setDraft('');
    setFeedback({ kind: 'ok', text: t('sites.enabled', { host: target.host }) });
    onChanged([...new Set([...sites, target.origin])]);
  };

  const add = () => {
    const target = siteTarget(draft.trim());
    if (target.kind !== 'site') {
      setFeedback({ kind: 'error', text: addressProblem(target, t) });
      return;
    }
    if (sites.includes(target.origin)) {
      setFeedback({ kind: 'error', text: t('sites.already-on', { origin: target.origin }) });
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
