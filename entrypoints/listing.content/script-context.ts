import { browser } from 'wxt/browser';

/**
 * The context WXT hands a content script's `main`, reduced to what the listing scripts use: a
 * signal that aborts when a newer copy of the same script starts in the page (the extension
 * reloaded or updated, the generic script run again when enabling a site). WXT's own class, which
 * wxt.config.ts swaps for this one in content-script builds, also brings timers, a location
 * watcher and a logger these scripts never use: 1 KB gzipped on every listing page. The start
 * event is WXT's own (name and detail), so a copy built either way stops the other.
 */
export class ContentScriptContext {
  private readonly controller = new AbortController();

  constructor(contentScriptName: string) {
    const id = Math.random().toString(36).slice(2);
    const type = `${browser.runtime?.id}:${contentScriptName}:wxt:content-script-started`;
    // Told before listening: this copy does not stop itself.
    document.dispatchEvent(new CustomEvent(type, { detail: { contentScriptName, messageId: id } }));
    const onStarted = (event: Event) => {
      const detail = (event as CustomEvent<{ contentScriptName?: string; messageId?: string } | null>).detail;
      if (detail?.contentScriptName === contentScriptName && detail.messageId !== id) this.controller.abort();
    };
    document.addEventListener(type, onStarted);
    this.controller.signal.addEventListener('abort', () => document.removeEventListener(type, onStarted), { once: true });
  }

  /** Aborts when a newer copy of this script starts. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }
}
