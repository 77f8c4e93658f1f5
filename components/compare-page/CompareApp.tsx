import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { compareMessages, type CompareT } from '../../lib/i18n/messages/compare/index';
import { BackgroundContext, useBackground, type Background } from '../shared/background';
import { readResultCopy } from '../shared/result-copy';
import type { HistoryEntry } from '../../lib/library/history-entry';
import { ErrorNotice } from '../shared/ErrorNotice';
import { CompareView, dividerStart } from '../panel/compare/CompareView';
import { CompareHeader, listingName } from './CompareHeader';
import { operationLabel } from '../../lib/operations/index';
import type { Locale } from '../../lib/i18n/locales';
import { useLocale, useT } from '../shared/i18n';
import { listingPhotoSrc } from '../shared/listing-photo';
import { resultIdFrom } from './compare-url';
import { useComparison, type Comparison } from './useComparison';
import { FixtureNotice, fixtureDrawing } from '../panel/fixture/FixtureNotice';
import { useFixtureCheck } from '../panel/fixture/fixture-checks';
import { fetchImageBlob } from '../shared/fetch-image';
import { MAX_RESULT_COPY_BYTES } from '../../lib/library/history';

/** Props of {@link CompareApp}. */
export interface CompareAppProps {
  readonly background: Background;
  /** The page's query (`?result=<history id>`). */
  readonly search: string;
}

/** A message in place of the comparison: never a blank page. */
function PageMessage({ title, children }: { readonly title: string; readonly children?: ReactNode }) {
  return (
    <section className="card compare-page__message" aria-labelledby="compare-message-title">
      <h1 id="compare-message-title">{title}</h1>
      {children}
    </section>
  );
}

/** The tab's title: what is compared, where. */
function titleOf(comparison: Comparison, t: CompareT, locale: Locale): string {
  if (comparison.status !== 'ready') return t('title.loading');
  return t('title.ready', { operation: operationLabel(comparison.entry.operation, locale), listing: listingName(comparison.entry, t) });
}

/**
 * A result's bytes for the fixture check, as the panel reads them (#30): the background's local
 * copy, else the service's hosted file under the local copies' cap.
 */
function useResultBytes(): (entry: HistoryEntry) => Promise<Blob> {
  const background = useBackground();
  return useCallback(async (entry: HistoryEntry) => (entry.hasLocalCopy ? await readResultCopy(background.call, entry.id) : undefined) ?? fetchImageBlob(entry.resultUrl ?? '', MAX_RESULT_COPY_BYTES, 'service'), [background]);
}

/** The comparison of a ready result: its heading, and before and after filling the window. */
function ReadyComparison({ comparison }: { readonly comparison: Extract<Comparison, { status: 'ready' }> }) {
  const t = useT(compareMessages);
  const { entry, disclosure } = comparison;
  // A local copy that no longer decodes falls back to the hosted URL; without one, a message.
  const [broken, setBroken] = useState<readonly string[]>([]);
  const candidates = [comparison.afterSrc, entry.resultUrl].filter((src): src is string => src !== undefined && !broken.includes(src));
  const afterSrc = candidates[0];
  const fixture = useFixtureCheck(afterSrc === undefined ? undefined : entry, useResultBytes());
  return (
    <>
      <CompareHeader entry={entry} />
      {afterSrc === undefined && (
        <p className="notice notice--error compare-page__notice" role="alert">
          {t('image-gone')}
        </p>
      )}
      <div className="compare-page__stage">
        <CompareView key={entry.id} beforeSrc={listingPhotoSrc(entry.photo.url, entry.photo.listing.pageUrl)} afterSrc={afterSrc} disclosure={disclosure} fill dividerAt={dividerStart(entry.operation)} onAfterError={() => afterSrc && setBroken((list) => [...list, afterSrc])} fixture={fixtureDrawing(fixture)} />
      </div>
      <FixtureNotice status={fixture} />
    </>
  );
}

/**
 * The comparison tab (`compare.html?result=<history id>`): a history entry's result against its
 * photo, as large as the window allows, with the listing's address and the operation. A missing
 * or deleted result, or a failed load, shows a message.
 */
export function CompareApp({ background, search }: CompareAppProps) {
  const t = useT(compareMessages);
  const locale = useLocale();
  const { comparison, retry } = useComparison(background, resultIdFrom(search));
  const title = titleOf(comparison, t, locale);
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <BackgroundContext value={background}>
      <main className="compare-page" aria-busy={comparison.status === 'loading'}>
        {comparison.status === 'loading' && <p className="compare-page__loading" role="status">{t('loading')}</p>}
        {comparison.status === 'no-result' && (
          <PageMessage title={t('no-result.title')}>
            <p>{t('no-result.text')}</p>
          </PageMessage>
        )}
        {comparison.status === 'missing' && (
          <PageMessage title={t('missing.title')}>
            <p>{t('missing.text')}</p>
          </PageMessage>
        )}
        {comparison.status === 'failed' && (
          <PageMessage title={t('failed.title')}>
            <ErrorNotice code={comparison.code} detail={comparison.message} onRetry={retry} />
          </PageMessage>
        )}
        {comparison.status === 'ready' && <ReadyComparison comparison={comparison} />}
      </main>
    </BackgroundContext>
  );
}
