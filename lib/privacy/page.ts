/**
 * The privacy policy as the extension ships it: PRIVACY.md, turned into this page at build time
 * (wxt.config.ts, `scripts/build/privacy-page.ts`), so the options and welcome pages link to the
 * very text of the repository's policy, offline.
 */
export const PRIVACY_PAGE_FILE = 'privacy.html';

/** The page's address from any of the extension's own pages. */
export const PRIVACY_PAGE_PATH = `/${PRIVACY_PAGE_FILE}`;
