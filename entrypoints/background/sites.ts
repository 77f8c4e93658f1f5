import { browser } from 'wxt/browser';
import { AppError } from '../../lib/errors';
import { genericRegistration, genericScriptId, isBuiltinSite, isCurrentRegistration, sitePatterns } from '../../lib/sites/registration';
import { GENERIC_SCRIPT_FILE } from '../../lib/sites/generic-script';
import { normalizeOrigin, readLocalSettings, updateEnabledSites } from '../../lib/storage/settings';
import { isProbeAnswer, LISTING_PROBE } from '../../lib/sites/script-probe';

/**
 * "Enable Reimagine on this site": the generic content script (the listing script's buttons with
 * the generic detector) registered at run time on an origin the user granted.
 */

/** The browser operations site registration needs (a fake in unit tests). */
export interface SiteRegistrar {
  hasPermission(origin: string): Promise<boolean>;
  /** True when the origin's script is registered, and is today's (see `isCurrentRegistration`). */
  isRegistered(origin: string): Promise<boolean>;
  /** Registers the origin's script, replacing an older entry under the same id. */
  register(origin: string): Promise<void>;
  unregister(origin: string): Promise<void>;
  /** Gives the origin's optional host permission back (the user turned the site off). */
  removePermission(origin: string): Promise<void>;
  /** Runs the generic script in a tab now, if the tab still shows that origin (no reload needed). */
  inject(tabId: number, origin: string): Promise<void>;
}

/**
 * The registrar over `browser.permissions` and `browser.scripting`. Patterns and ids come from
 * `lib/sites/registration.ts` (shared with the pages that request the permission): patterns carry
 * no port, because Firefox match patterns can't, and Chrome's port-less pattern covers every port.
 */
export function browserSiteRegistrar(): SiteRegistrar {
  return {
    hasPermission: (origin) => browser.permissions.contains({ origins: sitePatterns(origin) }),
    async isRegistered(origin) {
      const found = await browser.scripting.getRegisteredContentScripts({ ids: [genericScriptId(origin)] });
      return found.some(isCurrentRegistration);
    },
    async register(origin) {
      // An older version's entry (the listing script) holds the id: registering over it would fail.
      await unregisterScript(origin);
      await browser.scripting.registerContentScripts([genericRegistration(origin)]);
    },
    unregister: unregisterScript,
    async removePermission(origin) {
      await browser.permissions.remove({ origins: sitePatterns(origin) });
    },
    async inject(tabId, origin) {
      // The tab may have navigated elsewhere since the click: only its own site gets the script.
      const tab = await browser.tabs.get(tabId);
      if (!tab?.url || new URL(tab.url).origin !== origin) return;
      await browser.scripting.executeScript({ target: { tabId }, files: [`/${GENERIC_SCRIPT_FILE}`] });
    },
  };
}

async function unregisterScript(origin: string): Promise<void> {
  try {
    await browser.scripting.unregisterContentScripts({ ids: [genericScriptId(origin)] });
  } catch {
    // Not registered (any more): the goal is reached.
  }
}

/**
 * Enables an origin: requires its host permission (the caller asked the user first, in the click:
 * the side panel, the options page or the toolbar menu). With `tabId`, the generic script also
 * runs in that tab right away, so its photos get their buttons without a reload; a tab that can't
 * take it (navigated away, closed) only misses that, the site stays enabled.
 */
export async function enableSite(registrar: SiteRegistrar, input: string, tabId?: number): Promise<{ enabled: boolean }> {
  const origin = normalizeOrigin(input);
  if (isBuiltinSite(`${origin}/`)) throw new AppError('bad_message', `Reimagine already runs on ${origin}: there is nothing to enable.`);
  if (!(await registrar.hasPermission(origin))) {
    throw new AppError('permission_denied', `Reimagine has no permission for ${origin}.`);
  }
  if (!(await registrar.isRegistered(origin))) await registrar.register(origin);
  await updateEnabledSites((sites) => [...sites, origin]);
  if (tabId !== undefined) await registrar.inject(tabId, origin).catch(() => undefined);
  return { enabled: true };
}

/** Disables an origin: unregisters its script and removes it from settings. */
export async function disableSite(registrar: SiteRegistrar, input: string): Promise<{ enabled: boolean }> {
  const origin = normalizeOrigin(input);
  await registrar.unregister(origin);
  await updateEnabledSites((sites) => sites.filter((site) => site !== origin));
  return { enabled: false };
}

/**
 * "Disable" from the user (pages, toolbar menu): {@link disableSite}, then the host permission the
 * enabling asked for is given back, unless something else still needs it: the API base on that
 * host (`apiBase`, from the key custody: the permission is what lets Reimagine reach its
 * service), another enabled origin on the same host (patterns have no port), or the built-in sites
 * (never optional).
 */
export async function turnOffSite(registrar: SiteRegistrar, input: string, apiBase: string): Promise<{ enabled: boolean }> {
  const origin = normalizeOrigin(input);
  const result = await disableSite(registrar, origin);
  const { enabledSites } = await readLocalSettings();
  const [pattern] = sitePatterns(origin);
  const stillNeeded = [apiBase, ...enabledSites].some((url) => URL.canParse(url) && sitePatterns(url)[0] === pattern);
  if (!stillNeeded && !isBuiltinSite(`${origin}/`)) await registrar.removePermission(origin).catch(() => undefined);
  return result;
}

/**
 * Start-up reconciliation: an enabled site whose permission the user revoked (browser settings)
 * is disabled; one whose registration was lost (a browser without persistent registrations) or
 * is an older version's (the listing script) is registered again.
 */
export async function reconcileSites(registrar: SiteRegistrar): Promise<void> {
  const { enabledSites } = await readLocalSettings();
  for (const origin of enabledSites) {
    try {
      if (!(await registrar.hasPermission(origin))) await disableSite(registrar, origin);
      else if (!(await registrar.isRegistered(origin))) await registrar.register(origin);
    } catch {
      // One bad entry must not stop the others; it is retried at the next start.
    }
  }
}

/** Sends a message to a tab's top frame and resolves its answer (`tabs.sendMessage`; a fake in tests). */
export type TabProbe = (tabId: number, message: unknown) => Promise<unknown>;

/** How long a tab's listing script has to answer before it counts as not running. */
export const PROBE_TIMEOUT_MS = 1000;

const probeTopFrame: TabProbe = (tabId, message) => browser.tabs.sendMessage(tabId, message, { frameId: 0 });

/**
 * Whether the listing script runs in a tab right now: it answers {@link LISTING_PROBE} when it
 * does, whatever put it there (the built-in sites' manifest entry, a site the user enabled, the demo
 * build's loopback pages). No receiver, a closed tab or no answer in time: not running.
 */
export async function listingScriptRunning(tabId: number, probe: TabProbe = probeTopFrame, timeoutMs = PROBE_TIMEOUT_MS): Promise<{ running: boolean }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, timeoutMs, undefined);
  });
  try {
    const reply = await Promise.race([probe(tabId, LISTING_PROBE).catch(() => undefined), late]);
    return { running: isProbeAnswer(reply) };
  } finally {
    clearTimeout(timer);
  }
}
