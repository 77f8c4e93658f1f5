import { browser } from 'wxt/browser';
import { HandlerError } from '../../lib/messaging/router';
import { genericRegistration, genericScriptId, sitePatterns } from '../../lib/sites/registration';
import { normalizeOrigin, readSettings, updateEnabledSites } from '../../lib/storage/settings';

/**
 * "Enable Reimagine on this site": the listing content script (which falls back to the generic
 * adapter on unknown hosts) registered at run time on an origin the user granted.
 */

/** The browser operations site registration needs (a fake in unit tests). */
export interface SiteRegistrar {
  hasPermission(origin: string): Promise<boolean>;
  isRegistered(origin: string): Promise<boolean>;
  register(origin: string): Promise<void>;
  unregister(origin: string): Promise<void>;
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
      return found.length > 0;
    },
    register: (origin) => browser.scripting.registerContentScripts([genericRegistration(origin)]),
    async unregister(origin) {
      try {
        await browser.scripting.unregisterContentScripts({ ids: [genericScriptId(origin)] });
      } catch {
        // Not registered (any more): the goal is reached.
      }
    },
  };
}

/** Enables an origin: requires its host permission (the page asked the user first). */
export async function enableSite(registrar: SiteRegistrar, input: string): Promise<{ enabled: boolean }> {
  const origin = normalizeOrigin(input);
  if (!(await registrar.hasPermission(origin))) {
    throw new HandlerError('permission_denied', `Reimagine has no permission for ${origin}.`);
  }
  if (!(await registrar.isRegistered(origin))) await registrar.register(origin);
  await updateEnabledSites((sites) => [...sites, origin]);
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
 * Start-up reconciliation: an enabled site whose permission the user revoked (browser settings)
 * is disabled; one whose registration was lost (a browser without persistent registrations) is
 * registered again.
 */
export async function reconcileSites(registrar: SiteRegistrar): Promise<void> {
  const { enabledSites } = await readSettings();
  for (const origin of enabledSites) {
    try {
      if (!(await registrar.hasPermission(origin))) await disableSite(registrar, origin);
      else if (!(await registrar.isRegistered(origin))) await registrar.register(origin);
    } catch {
      // One bad entry must not stop the others; it is retried at the next start.
    }
  }
}
