/// <reference types="vite/client" />
import type { ListingSite } from './types';

/**
 * Every listing site Reimagine always runs on: the `site` of each file in `lib/sites/builtin/`
 * (see `builtin-files.ts`), in the order of their ids. Adding a site is adding its file there (and
 * its fixtures). Derived from this list: the manifest's host permissions and the site of a URL
 * (`builtin-sites.ts`), "already runs here" in "Enable Reimagine on this site" (`registration.ts`), a
 * listing's site name and language. Pure data: the build config, the background and the panel
 * import it, each site without its selectors (its `urls`, name, languages, photo hosts); the
 * built-in sites' content script takes only each site's reading rules (`rules.ts`), and the listing
 * reader each site's listing rules (`listing-rules.ts`).
 */
export const SITE_ADAPTERS: readonly ListingSite[] = Object.values(import.meta.glob<ListingSite>('./builtin/*.ts', { eager: true, import: 'site' }));
