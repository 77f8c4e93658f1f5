import { browser } from 'wxt/browser';
import { firefoxSidebar } from './firefox-sidebar';

/** The side panel API of Chrome, which the polyfill's types do not describe. */
interface ChromeSidePanel {
  setPanelBehavior(options: { openPanelOnActionClick: boolean }): Promise<void>;
}

/**
 * The toolbar button opens Reimagine's panel: Chrome's side panel opens on its own once the
 * behaviour is set; Firefox's sidebar is toggled from the click (which carries the user gesture
 * `sidebarAction.toggle` requires).
 */
export function wireActionButton(): void {
  if (import.meta.env.FIREFOX) {
    browser.action.onClicked.addListener(() => {
      void firefoxSidebar()?.toggle();
    });
    return;
  }
  const sidePanel = (globalThis as { chrome?: { sidePanel?: ChromeSidePanel } }).chrome?.sidePanel;
  void sidePanel?.setPanelBehavior({ openPanelOnActionClick: true }).catch(() => undefined);
}

/** Badge text for a number of active (queued + running) jobs: empty when there are none. */
export function badgeText(activeJobs: number): string {
  if (activeJobs <= 0) return '';
  return activeJobs > 99 ? '99+' : String(activeJobs);
}

/** Shows the number of active jobs on the toolbar button. */
export function setJobBadge(activeJobs: number): void {
  browser.action.setBadgeText({ text: badgeText(activeJobs) }).catch(() => undefined);
}
