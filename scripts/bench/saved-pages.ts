import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServedPage } from '../../test/fixtures/sites/serve';
import { syntheticPageHtml, SYNTHETIC_URL } from './synthetic-page';

/** The saved listing pages beside the project (read in place, never copied). */
export const SAVED_PAGES_DIR = path.resolve('../shared/fixtures/listing-pages');

/** A saved page and its real URL (EXPECTED.json). */
export interface SavedPage {
  readonly file: string;
  readonly url: string;
}

export function savedPages(): SavedPage[] {
  return (JSON.parse(readFileSync(path.join(SAVED_PAGES_DIR, 'EXPECTED.json'), 'utf8')) as { pages: SavedPage[] }).pages;
}

/** Every page the browsers serve, by URL (no #hash): the saved pages (their scripts off) and the synthetic one. */
export function servedPages(): Map<string, ServedPage> {
  const pages = new Map<string, ServedPage>(savedPages().map((p) => [p.url.split('#')[0] ?? p.url, { html: readFileSync(path.join(SAVED_PAGES_DIR, p.file), 'utf8'), scripts: false }]));
  pages.set(SYNTHETIC_URL, { html: syntheticPageHtml(), scripts: true });
  return pages;
}
