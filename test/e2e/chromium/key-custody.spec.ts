import { servePages } from '../../fixtures/sites/serve';
import { expect, test } from './extension';
import { openExtensionPage, sendFromPage } from './helpers';
import { CHANNEL } from '../../../lib/protocol-names';

/**
 * Key custody in a real browser: once the user saved a key, code running in a content script's
 * world (the extension's isolated world in a listing tab, where a compromised or tricked content
 * script would run) cannot read it from any storage, and the background refuses to reveal it.
 */
const LISTING = 'https://www.zillow.com/homedetails/1-Test-St/1_zpid/';
const KEY = 'sk-test-very-secret-key-1234';

test('a content script cannot read the API key', async ({ context, worker, extensionId }) => {
  await servePages(context, new Map([[LISTING, { html: '<!doctype html><title>Listing</title><h1>1 Test St</h1>', scripts: false }]]));
  const options = await openExtensionPage(context, extensionId, 'options.html');
  expect(await sendFromPage(options, 'saveApiKey', { apiKey: KEY })).toMatchObject({ ok: true, data: { set: true } });
  // The trusted extension page may reveal it (the options page's "show" toggle).
  expect(await sendFromPage(options, 'revealApiKey', {})).toEqual({ ok: true, data: { apiKey: KEY } });

  const page = await context.newPage();
  await page.goto(LISTING);
  const tabId = await worker.evaluate(async (url) => (await chrome.tabs.query({ url }))[0]?.id, LISTING);
  expect(tabId).toBeDefined();

  // Run in the tab's ISOLATED world: the same context and APIs as our content script.
  const findings = await worker.evaluate(async ([id, channel]) => {
    const [result] = await chrome.scripting.executeScript({
      target: { tabId: id as number },
      world: 'ISOLATED',
      args: [channel],
      func: async (channel: string) => {
        const seen: string[] = [];
        const dump = (value: unknown) => seen.push(JSON.stringify(value ?? null));
        dump(await chrome.storage.local.get(null));
        dump(await chrome.storage.sync.get(null).catch((e: unknown) => String(e)));
        const session = await chrome.storage.session.get(null).then(
          (v) => ({ readable: true, v }),
          (e: unknown) => ({ readable: false, v: String(e) }),
        );
        dump(session.v);
        // IndexedDB here is the page's origin, not the extension's: our database is not in it.
        const databases = (await indexedDB.databases()).map((d) => d.name);
        const reveal = await chrome.runtime.sendMessage({ channel, name: 'revealApiKey', payload: {} });
        const settings = await chrome.runtime.sendMessage({ channel, name: 'getSettings', payload: {} });
        return { seen: seen.join('\n'), sessionReadable: session.readable, databases, reveal, settings };
      },
    });
    return result?.result as { seen: string; sessionReadable: boolean; databases: string[]; reveal: unknown; settings: unknown };
  }, [tabId, CHANNEL] as const);

  expect(findings.seen).not.toContain(KEY);
  expect(findings.seen).not.toContain('secret-key');
  expect(findings.sessionReadable).toBe(false);
  expect(findings.databases).not.toContain('reimagine');
  expect(findings.reveal).toMatchObject({ ok: false, code: 'forbidden_sender' });
  expect(findings.settings).toMatchObject({ ok: false, code: 'forbidden_sender' });
});
