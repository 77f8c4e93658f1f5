import { JSDOM } from 'jsdom';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURE_URLS } from '../../fixtures/sites/fixture-urls';
import { servePages } from '../../fixtures/sites/serve';
import { redesign } from '../../unit/sites/redesign';
import { expect, test } from './extension';

/**
 * Issue #31 in the real browser: two of our detail-page fixtures after a redesign (every class,
 * id and test id renamed), whose extras only their gallery's count tells apart
 * (lib/sites/stated-count.ts). Homes.com's viewer counts 1/5 and ends with a slide of an earlier
 * listing; Realtor.com's 2017 hero counts "1/4 Photos" and puts copies of photo 1 behind its lead
 * form and ad slot, with a fallback repeating photos 1 and 2. Every listing photo gets a button,
 * none of the extras does.
 */
type FixtureName = keyof typeof FIXTURE_URLS;
const FIXTURES: readonly FixtureName[] = ['homes-detail-2026.html', 'realtor-detail-2017.html'];

function redesigned(name: FixtureName): string {
  const dom = new JSDOM(readFileSync(path.resolve('test/fixtures/sites', name), 'utf8'));
  redesign(dom.window.document);
  const html = `<!doctype html>${dom.window.document.documentElement.outerHTML}`;
  dom.window.close();
  return html;
}

test('a redesigned gallery keeps a button on each counted photo and none on what it shows past its count', async ({ context }) => {
  await servePages(context, new Map(FIXTURES.map((name) => [FIXTURE_URLS[name], { html: redesigned(name), scripts: false }])));
  for (const name of FIXTURES) {
    const page = await context.newPage();
    await page.goto(FIXTURE_URLS[name], { waitUntil: 'domcontentloaded' });
    const photos = await page.locator('[data-expect-photo]').count();
    expect(photos).toBeGreaterThan(3);
    // The page really was renamed: none of the names the site's rules used to key on is left.
    expect(await page.locator('.fb-slide, .ldp-herocarousel-leadwrapper, .ldp-gallery-main-fallback').count()).toBe(0);
    await expect.poll(() => page.locator('[data-expect-photo][data-reimagine]').count(), { message: name }).toBe(photos);
    expect(await page.locator('[data-expect-none][data-reimagine]').count(), name).toBe(0);
    await page.close();
  }
});
