import { useEffect, useState } from 'react';
import type { ConnectionStatus } from '../../lib/storage/key-custody';
import type { Settings, SettingsPatch } from '../../lib/storage/settings-schema';
import type { ErrorCode } from '../../lib/errors';
import { explainError } from '../../lib/error-text';
import { BackgroundContext, type Background } from '../shared/background';
import { ApiKeySection } from './ApiKeySection';
import { ApiBaseSection } from './ApiBaseSection';
import { ConnectionTest } from './ConnectionTest';
import { ProcessingSection } from './ProcessingSection';
import { PhotoButtonsSection } from './PhotoButtonsSection';
import { EnabledSitesSection } from './EnabledSitesSection';
import { ClearHistorySection } from './ClearHistorySection';
import { MaterialsSection } from './MaterialsSection';
import { AssetsSection } from '../assets/AssetsSection';
import { optionsMessages } from '../../lib/i18n/messages/options/index';
import { useLocale, useT } from '../shared/i18n';
import { PrivacyNote } from '../shared/PrivacyNote';
import './options.css';

/** Props of {@link OptionsApp}. */
export interface OptionsAppProps {
  readonly background: Background;
  /** The demo build (`import.meta.env.MODE === 'demo'`): the API base's hints also name the local emulator. */
  readonly demo?: boolean;
}

/**
 * The options page: API key, API base URL, connection test, render concurrency, disclosure
 * labels, enabled sites and history. Key and base drafts live here so "Test connection" can try
 * them before they are saved; the saved base and key come together (`getConnection`), since the
 * key is bound to its base's origin.
 */
export function OptionsApp({ background, demo = false }: OptionsAppProps) {
  const { call } = background;
  const t = useT(optionsMessages);
  const locale = useLocale();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [loadError, setLoadError] = useState<ErrorCode | null>(null);
  const [connection, setConnection] = useState<ConnectionStatus | null>(null);
  const [keyDraft, setKeyDraft] = useState('');
  const [baseDraft, setBaseDraft] = useState<string | null>(null);

  useEffect(() => {
    void call('getSettings', {}).then((reply) => {
      if (reply.ok) setSettings(reply.data);
      else setLoadError(reply.code);
    });
    void call('getConnection', {}).then((reply) => {
      if (reply.ok) setConnection(reply.data);
      else setLoadError(reply.code);
    });
  }, [call]);

  // The tab's title in the interface language (index.html's <title> is English until this runs).
  const title = t('page.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  /** Saves a settings patch; resolves the error code on failure, null on success. */
  const save = async (patch: SettingsPatch): Promise<ErrorCode | null> => {
    const reply = await call('saveSettings', patch);
    if (!reply.ok) return reply.code;
    setSettings(reply.data);
    return null;
  };

  const apiBase = baseDraft ?? connection?.apiBase ?? '';

  return (
    <BackgroundContext value={background}>
      <main className="options">
        <h1>{t('page.title')}</h1>
        {loadError && (
          <p className="field__error" role="alert">
            {explainError(loadError, locale).sentence} {explainError(loadError, locale).nextStep}
          </p>
        )}
        <ApiKeySection connection={connection} draft={keyDraft} onDraftChange={setKeyDraft} onConnectionChange={setConnection} />
        <ApiBaseSection value={apiBase} connection={connection} onChange={setBaseDraft} onConnectionChange={setConnection} demo={demo} />
        <ConnectionTest apiBase={apiBase} connection={connection} apiKey={keyDraft} demo={demo} />
        {settings && (
          <>
            <ProcessingSection settings={settings} onSave={save} />
            <PhotoButtonsSection settings={settings} onSave={save} />
            <EnabledSitesSection sites={settings.enabledSites} onChanged={(enabledSites) => setSettings({ ...settings, enabledSites })} />
          </>
        )}
        <MaterialsSection />
        <AssetsSection connection={connection} />
        <ClearHistorySection />
        <PrivacyNote text={t('page.privacy')} link={t('page.privacy-link')} />
      </main>
    </BackgroundContext>
  );
}
