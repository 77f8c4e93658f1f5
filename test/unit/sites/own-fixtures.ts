import { JSDOM, VirtualConsole } from 'jsdom';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURE_URLS } from '../../fixtures/sites/fixture-urls';

/** Our own small fixture pages (test/fixtures/sites). */
export const OWN_FIXTURES_DIR = path.resolve('test/fixtures/sites');

export { FIXTURE_URLS };

export type FixtureName = keyof typeof FIXTURE_URLS;

/** Reads a fixture's HTML. */
export function fixtureHtml(name: FixtureName): string {
  return readFileSync(path.join(OWN_FIXTURES_DIR, name), 'utf8');
}

/** Loads a fixture in jsdom under its URL; `scripts` runs its inline script (window.fixture). */
export function loadFixture(name: FixtureName, scripts = false): JSDOM {
  return new JSDOM(fixtureHtml(name), {
    url: FIXTURE_URLS[name],
    virtualConsole: new VirtualConsole(),
    ...(scripts ? { runScripts: 'dangerously' as const } : {}),
  });
}
