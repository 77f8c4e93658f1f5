import { JSDOM, VirtualConsole } from 'jsdom';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The saved real listing pages (read in place, never copied into the project). */
export const SHARED_PAGES_DIR = path.resolve('../shared/fixtures/listing-pages');

/** One page of EXPECTED.json. */
export interface ExpectedPage {
  readonly file: string;
  readonly site: string;
  readonly url: string;
  readonly truth: string;
  readonly trap: string;
  readonly note?: string;
  readonly photo_cdn: string;
}

/** Every saved page, from EXPECTED.json: a page added there is tested automatically. */
export function expectedPages(): ExpectedPage[] {
  const data = JSON.parse(readFileSync(path.join(SHARED_PAGES_DIR, 'EXPECTED.json'), 'utf8')) as { pages: ExpectedPage[] };
  return data.pages;
}

/** Parses a saved page in jsdom under its real URL (scripts not run; CSS parse noise silenced). */
export function loadPage(page: ExpectedPage): JSDOM {
  const html = readFileSync(path.join(SHARED_PAGES_DIR, page.file), 'utf8');
  return new JSDOM(html, { url: page.url, virtualConsole: new VirtualConsole() });
}
