import { useEffect, useState, type ReactNode } from 'react';
import { OPERATION_LABEL } from '../../lib/format/operation';
import { BackgroundContext, type Background } from '../shared/background';
import { ErrorNotice } from '../shared/ErrorNotice';
import { CompareView } from '../panel/compare/CompareView';
import { CompareHeader, listingName } from './CompareHeader';
import { resultIdFrom } from './compare-url';
import { useComparison, type Comparison } from './useComparison';

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

const FROM_PANEL = 'Open a result in Reimagine’s side panel and choose “Open comparison in a tab”.';

/** The tab's title: what is compared, where. */
function titleOf(comparison: Comparison): string {
  if (comparison.status !== 'ready') return 'Reimagine comparison';
  return `${OPERATION_LABEL[comparison.entry.operation]} · ${listingName(comparison.entry)} – Reimagine`;
}

/** The comparison of a ready result: its heading, and before and after filling the window. */
function ReadyComparison({ comparison }: { readonly comparison: Extract<Comparison, { status: 'ready' }> }) {
  const { entry, disclosure } = comparison;
  // A local copy that no longer decodes falls back to the hosted URL; without one, a message.
  const [broken, setBroken] = useState<readonly string[]>([]);
  const candidates = [comparison.afterSrc, entry.resultUrl].filter((src): src is string => src !== undefined && !broken.includes(src));
  const afterSrc = candidates[0];
  return (
    <>
      <CompareHeader entry={entry} />
      {afterSrc === undefined && (
        <p className="notice notice--error compare-page__notice" role="alert">
          The result’s image is no longer available here: its local copy is gone and its hosted link has expired. The original photo is shown.
        </p>
      )}
      <div className="compare-page__stage">
        <CompareView key={entry.id} beforeSrc={entry.photo.url} afterSrc={afterSrc} disclosure={disclosure} fill onAfterError={() => afterSrc && setBroken((list) => [...list, afterSrc])} />
      </div>
    </>
  );
}

/**
 * The comparison tab (`compare.html?result=<history id>`): a history entry's result against its
 * photo, as large as the window allows, with the listing's address and the operation. A missing
 * or deleted result, or a failed load, shows a message.
 */
export function CompareApp({ background, search }: CompareAppProps) {
  const { comparison, retry } = useComparison(background, resultIdFrom(search));
  const title = titleOf(comparison);
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <BackgroundContext value={background}>
      <main className="compare-page" aria-busy={comparison.status === 'loading'}>
        {comparison.status === 'loading' && <p className="compare-page__loading" role="status">Loading the comparison…</p>}
        {comparison.status === 'no-result' && <PageMessage title="No result to compare"><p>This address names no result. {FROM_PANEL}</p></PageMessage>}
        {comparison.status === 'missing' && (
          <PageMessage title="This result is no longer in your history">
            <p>It was deleted, or history was cleared. {FROM_PANEL}</p>
          </PageMessage>
        )}
        {comparison.status === 'failed' && (
          <PageMessage title="The comparison could not be loaded">
            <ErrorNotice code={comparison.code} detail={comparison.message} onRetry={retry} />
          </PageMessage>
        )}
        {comparison.status === 'ready' && <ReadyComparison comparison={comparison} />}
      </main>
    </BackgroundContext>
  );
}
