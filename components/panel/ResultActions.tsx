import { useState, type MouseEvent } from 'react';
import type { HistoryEntry } from '../../lib/library/history-entry';
import { disclosureEnabled } from '../../lib/format/operation';
import { resultFileName } from '../../lib/format/filename';
import { disclosureWords } from '../../lib/i18n/disclosure';
import { formatDateTime } from '../../lib/i18n/format';
import { resultsMessages } from '../../lib/i18n/messages/results/index';
import { operationLabel } from '../../lib/operations/index';
import { languageName } from '../../lib/export/words';
import { downloadBlob } from '../shared/files';
import { useLocale, useT } from '../shared/i18n';
import { problemText } from '../shared/problem';
import { usePanel } from './store/context';
import { useResultSrc } from './hooks/useResultSrc';
import { useDownload } from './hooks/useDownload';
import { useResultFile } from './hooks/useResultFile';
import { useResultClipboard } from './hooks/useResultClipboard';
import { useCompareCard } from './hooks/useCompareCard';
import { useLabelLocale } from './hooks/useListingExport';
import { ResultParams } from './ResultParams';
import { EditSettingsButton, RunAgainItem } from './ResultRework';
import { MenuButton } from './MenuButton';
import { FeedbackLine, type Feedback } from '../shared/FeedbackLine';
import { OpenComparisonLink } from './compare/OpenComparisonLink';

/** What the More menu's items do (ResultActions holds the state their feedback goes to). */
interface MoreMenuProps {
  readonly entry: HistoryEntry;
  readonly src: string | undefined;
  readonly copyImage: () => void;
  readonly copyLink: () => void;
  readonly downloadCompareCard: () => void;
}

/** The result's secondary actions, in a menu: none of them competes with Download. */
function MoreMenu({ entry, src, copyImage, copyLink, downloadCompareCard }: MoreMenuProps) {
  const t = useT(resultsMessages);
  return (
    <MenuButton label={t('actions.more')}>
      <RunAgainItem entry={entry} />
      <button type="button" role="menuitem" tabIndex={-1} className="menu__item" onClick={copyImage}>
        {t('actions.copy-image')}
      </button>
      <button type="button" role="menuitem" tabIndex={-1} className="menu__item" disabled={!entry.resultUrl} title={entry.resultUrl ? undefined : t('actions.no-link')} onClick={copyLink}>
        {t('actions.copy-link')}
      </button>
      <a className="menu__item" role="menuitem" tabIndex={-1} href={entry.resultUrl ?? src} target="_blank" rel="noopener noreferrer">
        {t('actions.open-tab')}
      </a>
      <OpenComparisonLink historyId={entry.id} />
      <button type="button" role="menuitem" tabIndex={-1} className="menu__item" onClick={downloadCompareCard}>
        {t('actions.compare-card')}
      </button>
    </MenuButton>
  );
}

/**
 * What can be done with a result: Download at full resolution, the one primary action; "Edit
 * settings" (refill the form with its parameters) beside it; and the rest in a More menu: run it
 * again as a new variation (with its price), copy the image or its link, open it or its comparison
 * in a tab, download the compare card. The buttons speak the interface language; the label stamped
 * on the file, and quoted in the hints, is the listing's (`useLabelLocale`).
 */
export function ResultActions({ entry }: { readonly entry: HistoryEntry }) {
  const t = useT(resultsMessages);
  const locale = useLocale();
  const settings = usePanel((state) => state.settings.values);
  const src = useResultSrc(entry);
  const labelLocale = useLabelLocale(entry.photo.listing);
  const words = disclosureWords(labelLocale);
  const label = disclosureEnabled(entry.disclosure, settings) ? words.label(entry.disclosure) : null;
  const download = useDownload(entry, src, label);
  const file = useResultFile(entry, src, label);
  const [status, setStatus] = useState<Feedback>(null);
  const { copyImage, copyLink } = useResultClipboard(entry, file, setStatus);
  const downloadCompareCard = useCompareCard(entry, src, labelLocale, setStatus);

  const onDownload = (event: MouseEvent<HTMLAnchorElement>) => {
    // A prepared same-origin object URL downloads by itself. Until then (or without a local
    // copy) the hosted URL would only open a tab, as browsers ignore `download` cross-origin.
    if (download.local) return;
    event.preventDefault();
    void (async () => {
      try {
        const blob = await file();
        downloadBlob(blob, resultFileName(entry.operation, entry.createdAt, blob.type));
      } catch (error) {
        if (entry.resultUrl) window.open(entry.resultUrl, '_blank', 'noopener');
        const reason = problemText(error, t);
        setStatus({ kind: 'error', text: entry.resultUrl ? t('actions.download-failed.opened', { reason }) : t('actions.download-failed', { reason }) });
      }
    })();
  };

  const operation = operationLabel(entry.operation, locale);
  const date = formatDateTime(entry.createdAt, locale);
  return (
    <div className="result-actions">
      <p className="result-actions__title">
        {/* Pixels as image tools write them: no digit grouping in any language. */}
        {entry.width && entry.height
          ? t('actions.title.size', { operation, date, width: String(entry.width), height: String(entry.height) })
          : t('actions.title', { operation, date })}
      </p>
      <div className="result-actions__main">
        <a
          className="button button--primary result-actions__download"
          href={download.href}
          download={download.fileName}
          target={download.local ? undefined : '_blank'}
          rel="noopener noreferrer"
          aria-disabled={download.href === undefined || undefined}
          onClick={onDownload}
        >
          {t('actions.download')}
        </a>
        <EditSettingsButton entry={entry} />
        <MoreMenu entry={entry} src={src} copyImage={copyImage} copyLink={copyLink} downloadCompareCard={downloadCompareCard} />
      </div>
      {label && download.stamped && <p className="field__hint">{t('actions.stamped', { label })}</p>}
      {!label && <p className="field__hint field__hint--warning">{t('actions.labels-off', { label: words.label(entry.disclosure) })}</p>}
      {labelLocale !== locale && <p className="field__hint">{t('actions.label-language', { language: languageName(labelLocale, locale) })}</p>}
      <FeedbackLine feedback={status} />
      <ResultParams entry={entry} />
    </div>
  );
}
