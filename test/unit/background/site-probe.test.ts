import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { sendMessage } from '../../../lib/messaging/client';
import type { MessageName, RequestOf } from '../../../lib/messaging/protocol';
import { createRouter } from '../../../lib/messaging/router';
import { LISTING_PROBE } from '../../../lib/sites/script-probe';
import type { BackgroundContext } from '../../../entrypoints/background/context';
import { createHandlers } from '../../../entrypoints/background/handlers';
import { listingScriptRunning, type SiteRegistrar, type TabProbe } from '../../../entrypoints/background/sites';
import { answerProbes } from '../../../entrypoints/listing.content/probe';
import { EVENT_CHANNEL, PROBE_CHANNEL } from '../../../lib/protocol-names';

/**
 * "Does the listing script run in this tab?": the background probes the tab, a running listing
 * script answers, and anything else (no receiver, a timeout, a wrong answer) means it does not.
 */
const SELF = { id: 'ext', origin: 'chrome-extension://ext' };
const PANEL = { id: 'ext', url: 'chrome-extension://ext/sidepanel.html' };
const PAGE = { id: 'ext', url: 'https://www.zillow.com/homedetails/7', tab: { id: 7, url: 'https://www.zillow.com/homedetails/7' } };
const noSites = {} as SiteRegistrar;

/** A tab where the listing script runs: the content script's real listener behind `tabs.sendMessage`. */
const runningTab: TabProbe = async (_tabId, message) => (await fakeBrowser.runtime.onMessage.trigger(message, {})).find(Boolean);

function client(probeTab: TabProbe, sender: object) {
  const handlers = createHandlers({ ready: new Promise<BackgroundContext>(() => undefined), events: { toPages: () => undefined, toTab: () => undefined }, sites: noSites, probeTab });
  const router = createRouter(handlers, SELF);
  return <N extends MessageName>(name: N, payload: RequestOf<N>) => sendMessage((envelope) => Promise.resolve(router(envelope, sender)), name, payload);
}

describe('listing script probe', () => {
  beforeEach(() => fakeBrowser.reset());

  it('a tab whose listing script runs answers, and then it counts as running', async () => {
    const script = new AbortController();
    answerProbes(script.signal);
    const probed: unknown[] = [];
    expect(await listingScriptRunning(7, (tabId, message) => (probed.push({ tabId, message }), runningTab(tabId, message)))).toEqual({ running: true });
    expect(probed).toEqual([{ tabId: 7, message: LISTING_PROBE }]);
    // Once the script's context ends (extension reloaded), it stops answering.
    script.abort();
    expect(await listingScriptRunning(7, runningTab, 50)).toEqual({ running: false });
  });

  it('the script answers only the probe: other messages are left to the other listeners', async () => {
    answerProbes(new AbortController().signal);
    expect((await fakeBrowser.runtime.onMessage.trigger({ channel: EVENT_CHANNEL, type: 'photoStates', states: [] }, {})).filter(Boolean)).toEqual([]);
    expect((await fakeBrowser.runtime.onMessage.trigger({ channel: PROBE_CHANNEL, type: 'other' }, {})).filter(Boolean)).toEqual([]);
  });

  it('no receiver in the tab, no answer in time, or a wrong answer: not running', async () => {
    expect(await listingScriptRunning(3, () => Promise.reject(new Error('Could not establish connection. Receiving end does not exist.')))).toEqual({ running: false });
    const started = Date.now();
    expect(await listingScriptRunning(3, () => new Promise(() => undefined), 40)).toEqual({ running: false });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await listingScriptRunning(3, async () => undefined)).toEqual({ running: false });
    expect(await listingScriptRunning(3, async () => ({ running: 'yes' }))).toEqual({ running: false });
  });

  it('the panel may ask (listingScriptStatus), a content script may not', async () => {
    answerProbes(new AbortController().signal);
    expect(await client(runningTab, PANEL)('listingScriptStatus', { tabId: 7 })).toEqual({ ok: true, data: { running: true } });
    expect(await client(async () => undefined, PANEL)('listingScriptStatus', { tabId: 7 })).toEqual({ ok: true, data: { running: false } });
    expect(await client(runningTab, PAGE)('listingScriptStatus', { tabId: 7 })).toMatchObject({ ok: false, code: 'forbidden_sender' });
  });
});
