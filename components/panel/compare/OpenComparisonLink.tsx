import { compareHref } from '../../compare-page/compare-url';

/** "Open comparison in a tab": the result compared with its photo in a tab of its own, as large as the window. */
export function OpenComparisonLink({ historyId }: { readonly historyId: string }) {
  return (
    <a className="button compare-open" href={compareHref(historyId)} target="_blank" rel="noopener">
      Open comparison in a tab
    </a>
  );
}
