import path from 'node:path';
import { startDemoSite } from '../../../scripts/demo/site';
import { expect, launchWithExtension, serviceWorkerOf, test } from './extension';
import { sendFromPage } from './helpers';

/**
 * "Does the listing script run in this tab?" in the real browser: the side panel's question
 * (`listingScriptStatus`) goes to the tab through `tabs.sendMessage`, and only a running listing
 * script answers. On the demo listing (the demo build runs on loopback pages, a site no settings
 * list) it does, so the panel shows no "Enable Reimagine on this site"; on an unknown site it does not.
 */
const DEMO_DIR = path.resolve('.output/chrome-mv3-demo');
const UNKNOWN = 'https://www.example-realty.com/listing/5';

test('the background knows in which tabs the listing script runs', async () => {
  const site = await startDemoSite(0);
  const { context, close } = await launchWithExtension(DEMO_DIR);
  try {
    const worker = await serviceWorkerOf(context);
    const extensionId = new URL(worker.url()).host;
    await context.route(UNKNOWN, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Realty</title><img src="/p.jpg" width="800" height="600">' }));

    const listing = await context.newPage();
    await listing.goto(site.url);
    await expect.poll(() => listing.locator('[data-reimagine]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const panel = await context.newPage();
    await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    const tabIds = async () => ((await panel.evaluate(() => chrome.tabs.query({}))) as { id?: number }[]).map((tab) => tab.id ?? -1);
    const before = await tabIds();
    // The unknown site's address is hidden from the extension (no permission there): its tab is the new one.
    const unknown = await context.newPage();
    await unknown.goto(UNKNOWN);
    const unknownId = (await tabIds()).find((id) => !before.includes(id)) ?? -1;
    const tabs = (await panel.evaluate(() => chrome.tabs.query({}))) as { id?: number; url?: string }[];
    const idOf = (prefix: string) => tabs.find((tab) => tab.url?.startsWith(prefix))?.id ?? -1;
    const status = (tabId: number) => sendFromPage(panel, 'listingScriptStatus', { tabId });

    expect(await status(idOf(site.url))).toEqual({ ok: true, data: { running: true } });
    expect(unknownId).toBeGreaterThan(0);
    expect(await status(unknownId)).toEqual({ ok: true, data: { running: false } });
    // The panel's own tab, and a tab that does not exist: no listing script either.
    expect(await status(idOf(`chrome-extension://${extensionId}/`))).toEqual({ ok: true, data: { running: false } });
    expect(await status(999_999)).toEqual({ ok: true, data: { running: false } });
  } finally {
    await close();
    await site.close();
  }
});
