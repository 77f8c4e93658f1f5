import type { BrowserContext, CDPSession, Worker } from '@playwright/test';

/**
 * Catches what `runtime.onInstalled` tells an extension's next service worker (`reason`,
 * `previousVersion`), for the update test. The extension's own handler only acts on installs, so
 * the details are heard by a listener of the test's, added before the worker's first script runs:
 * browser-level auto-attach holds every new target until this session lets it go; the worker is
 * resumed onto a breakpoint before its first script, the listener added there, then released.
 */

/** What `runtime.onInstalled` passed. */
export interface InstalledDetails {
  readonly reason: string;
  readonly previousVersion?: string;
}

/** Where the test's listener leaves the details, on the worker's global scope. */
const MARK = '__reimagineTestInstalled';

interface AttachedEvent {
  readonly sessionId: string;
  readonly targetInfo: { readonly targetId: string; readonly type: string; readonly url: string };
  readonly waitingForDebugger: boolean;
}

/** A session to one target over the browser session (`Target.sendMessageToTarget`): Playwright's CDPSession cannot address flattened child sessions. */
async function targetSession(cdp: CDPSession, targetId: string) {
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: false });
  let lastId = 0;
  const waiting = new Map<number, () => void>();
  let onPaused: () => void = () => undefined;
  const paused = new Promise<void>((resolve) => (onPaused = resolve));
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message) as { id?: number; method?: string };
    if (message.method === 'Debugger.paused') onPaused();
    if (message.id !== undefined) waiting.get(message.id)?.();
  });
  const request = (method: string, params: object = {}) =>
    new Promise<void>((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, resolve);
      cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(reject);
    });
  return { request, paused, detach: () => cdp.send('Target.detachFromTarget', { sessionId }) };
}

/** Adds the listener to a held extension worker before its scripts run, and lets it go. */
async function listenBeforeScripts(cdp: CDPSession, event: AttachedEvent): Promise<void> {
  const session = await targetSession(cdp, event.targetInfo.targetId);
  await session.request('Debugger.enable');
  await session.request('Debugger.setInstrumentationBreakpoint', { instrumentation: 'beforeScriptExecution' });
  void session.request('Runtime.runIfWaitingForDebugger');
  // The auto-attached session holds the worker too: letting it go starts the worker, onto the breakpoint.
  await cdp.send('Target.detachFromTarget', { sessionId: event.sessionId });
  await session.paused;
  await session.request('Runtime.evaluate', { expression: `chrome.runtime.onInstalled.addListener((details) => { self.${MARK} = details; })` });
  await session.request('Debugger.setSkipAllPauses', { skip: true });
  await session.request('Debugger.resume');
  await session.detach();
}

/**
 * Starts catching: the next extension service worker that starts gets the listener. Answers
 * `stop`, which ends the browser session (and with it the holding of new targets).
 */
export async function catchNextInstalledEvent(context: BrowserContext): Promise<{ stop: () => Promise<void> }> {
  const browser = context.browser();
  if (!browser) throw new Error('No browser behind this context: its CDP session is needed to catch runtime.onInstalled.');
  const cdp = await browser.newBrowserCDPSession();
  let caught = false;
  cdp.on('Target.attachedToTarget', (event: AttachedEvent) => {
    if (!event.waitingForDebugger) return;
    const worker = !caught && event.targetInfo.type === 'service_worker' && event.targetInfo.url.startsWith('chrome-extension://');
    caught ||= worker;
    // Any other new target (a tab) is let go at once.
    const handled = worker ? listenBeforeScripts(cdp, event) : cdp.send('Target.detachFromTarget', { sessionId: event.sessionId });
    handled.catch(() => undefined);
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
  return {
    stop: async () => {
      await cdp.send('Target.setAutoAttach', { autoAttach: false, waitForDebuggerOnStart: false, flatten: true });
      await cdp.detach();
    },
  };
}

/** The details the worker's `runtime.onInstalled` passed to the test's listener, once it has fired. */
export function installedDetails(worker: Worker): Promise<InstalledDetails | undefined> {
  return worker.evaluate((mark) => (self as unknown as Record<string, InstalledDetails | undefined>)[mark], MARK);
}
