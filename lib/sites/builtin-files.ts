/**
 * The built-in sites are the files of `lib/sites/builtin/`, one per site, named by its id; nothing
 * else lists them. Each exports the same five constants, so that every context takes only its
 * part of each site with one `import.meta.glob` over the folder (`{ eager: true, import: '<name>' }`
 * becomes one named import per file, which the build tree-shakes like any other):
 * - `urls`: its id, pages and photo URLs, which the other three extend;
 * - `rules`: its reading rules, all the built-in sites' content script carries (`rules.ts`);
 * - `listing`: how a click reads its listing, in the listing reader only (`listing-rules.ts`);
 * - `site`: its name, listing languages and photo hosts, for the manifest, the background and the
 *   panel (`all.ts`);
 * - `examples`: where it was checked and the examples its tests hold it to (tests only).
 *
 * Vite sorts a glob's files, so each list is in the order of the ids (the site-list test checks
 * it); the order decides nothing, as no two sites share a page pattern.
 *
 * `import.meta.glob` is Vite's: code Node runs without Vite (wxt.config.ts, the bench,
 * Playwright's fixtures) imports these lists through scripts/build/vite-import.ts.
 */

/** The id of the site a file of the folder declares: its file name (`./builtin/zillow.ts` → `zillow`). */
export function siteIdOfFile(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1).replace(/\.ts$/, '');
}
