import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURE_URLS } from '../../fixtures/sites/fixture-urls';
import { servePages } from '../../fixtures/sites/serve';
import { expect, launchWithExtension, serviceWorkerOf, test } from './extension';
import { sendFromPage } from './helpers';

/**
 * Issue #31 in the real browser: a Zillow page after a redesign its rules do not know (its photos
 * on Zillow's photo host under a new URL shape, test/fixtures/sites/zillow-redesigned.html). The
 * built-in script marks none, asks the background, which counts the page's large site photos and
 * runs the generic finder there: the gallery gets its buttons, the agent's headshot none. The side
 * panel says so for that tab, and *Copy a report* describes the page's layout without its text.
 */
const BUILD = path.resolve('.output/chrome-mv3');
const URL_ = FIXTURE_URLS['zillow-redesigned.html'];

test('a page whose site rules broke falls back to the generic finder, and the panel says so', async () => {
  const { context, close } = await launchWithExtension(BUILD);
  try {
    const worker = await serviceWorkerOf(context);
    const extensionId = new URL(worker.url()).host;
    const html = readFileSync(path.resolve('test/fixtures/sites/zillow-redesigned.html'), 'utf8');
    await servePages(context, new Map([[URL_, { html, scripts: false }]]));
    const panel = await context.newPage();
    await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);

    const listing = await context.newPage();
    await listing.goto(URL_);
    // The built-in script checks 3 s after the page starts; the generic finder then marks the gallery.
    await expect.poll(() => listing.locator('[data-expect-photo][data-reimagine]').count(), { timeout: 20_000 }).toBe(3);
    expect(await listing.locator('[data-expect-none][data-reimagine]').count()).toBe(0);
    await expect(listing.locator('reimagine-photo-button')).not.toHaveCount(0);

    const tabs = (await panel.evaluate(() => chrome.tabs.query({}))) as { id?: number; url?: string }[];
    const tabId = tabs.find((tab) => tab.url === URL_)?.id ?? -1;
    expect(await sendFromPage(panel, 'siteFallbackStatus', { tabId })).toEqual({ ok: true, data: { site: 'Zillow' } });
    const reply = (await sendFromPage(panel, 'pageReport', { tabId })) as { ok: boolean; data: { report: string } };
    expect(reply.ok).toBe(true);
    expect(reply.data.report).toContain('photos.zillowstatic.com/');
    expect(reply.data.report).toMatch(/large images: [34]/);
    for (const text of ['Redesign Way', 'Jane Agent', 'Kitchen', '389,000', 'front.jpg']) expect(reply.data.report).not.toContain(text);

    // The panel, its active tab being the listing: the notice and its button.
    await listing.bringToFront();
    await expect(panel.getByText('Zillow changed how its pages are built')).toBeVisible({ timeout: 20_000 });
    await expect(panel.getByRole('button', { name: 'Copy a report' })).toBeVisible();
  } finally {
    await close();
  }
});
