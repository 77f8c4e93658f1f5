import type { BrowserContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { servePages, type ServedPage } from '../../fixtures/sites/serve';
import { expect, launchWithExtension, test } from './extension';

/**
 * Every saved real listing page (shared/fixtures/listing-pages, driven by EXPECTED.json) in
 * Chromium through the built extension: served under its real URL (the page's own scripts
 * blocked, photo CDNs answered with a generated JPEG, everything else aborted), the content script
 * must mark exactly the `truth` elements and no `trap`. One browser for all pages keeps it quick.
 */

interface ExpectedPage {
  readonly file: string;
  readonly site: string;
  readonly url: string;
  readonly truth: string;
  readonly trap: string;
  readonly photo_cdn: string;
}

const DIR = path.resolve('../shared/fixtures/listing-pages');
const PAGES = (JSON.parse(readFileSync(path.join(DIR, 'EXPECTED.json'), 'utf8')) as { pages: ExpectedPage[] }).pages;

test.describe.configure({ mode: 'serial' });
// The browser is shared by the file's tests; Playwright's per-test tracing cannot follow it.
test.use({ trace: 'off' });

let context: BrowserContext;
let close: () => Promise<void>;

test.beforeAll(async () => {
  ({ context, close } = await launchWithExtension());
  const served = new Map<string, ServedPage>(PAGES.map((p) => [p.url.split('#')[0] ?? p.url, { html: readFileSync(path.join(DIR, p.file), 'utf8'), scripts: false }]));
  await servePages(context, served);
});

test.afterAll(async () => {
  await close();
});

for (const page of PAGES) {
  test(`${page.file}: exactly the truth photos get a button, no trap`, async () => {
    const tab = await context.newPage();
    await tab.goto(page.url, { waitUntil: 'domcontentloaded' });
    const truthCount = await tab.locator(page.truth).count();
    expect(truthCount).toBeGreaterThan(0);
    await expect.poll(() => tab.locator('[data-reimagine]').count(), { timeout: 15_000 }).toBe(truthCount);
    // Give late batches (image loads, lazy sources) a moment, then check the exact set.
    await tab.waitForTimeout(300);
    const result = await tab.evaluate(
      ({ truth, trap, cdn }) => {
        const marked = Array.from(document.querySelectorAll('[data-reimagine]'));
        const re = new RegExp(cdn);
        return {
          count: marked.length,
          notTruth: marked.filter((el) => !el.matches(truth)).map((el) => el.outerHTML.slice(0, 160)),
          traps: marked.filter((el) => el.matches(trap)).map((el) => el.outerHTML.slice(0, 160)),
          badUrls: marked.map((el) => el.getAttribute('data-reimagine') ?? '').filter((url) => !re.test(url)),
        };
      },
      { truth: page.truth, trap: page.trap, cdn: page.photo_cdn },
    );
    expect(result).toEqual({ count: truthCount, notTruth: [], traps: [], badUrls: [] });
    await tab.close();
  });
}
