/** The comparison tab's page, built from `entrypoints/compare/` (next to sidepanel.html). */
export const COMPARE_PAGE = 'compare.html';

/** The query parameter naming the history entry to compare. */
export const RESULT_PARAM = 'result';

/**
 * The comparison tab's address for a history entry, relative to the extension's pages (the side
 * panel and the tab are both at the extension's root), so a plain link opens it.
 */
export function compareHref(historyId: string): string {
  return `${COMPARE_PAGE}?${new URLSearchParams({ [RESULT_PARAM]: historyId }).toString()}`;
}

/** The history entry id a comparison tab's query names, or null when it names none. */
export function resultIdFrom(search: string): string | null {
  const id = new URLSearchParams(search).get(RESULT_PARAM)?.trim();
  return id ? id : null;
}
