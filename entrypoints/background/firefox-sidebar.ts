/** Firefox's `sidebarAction`, which WXT's browser types (Chrome-based) do not describe. */
export interface FirefoxSidebarAction {
  open(): Promise<void>;
  toggle(): Promise<void>;
  isOpen(details: { windowId?: number }): Promise<boolean>;
}

/** The sidebar API when running in Firefox, else undefined. */
export function firefoxSidebar(): FirefoxSidebarAction | undefined {
  return (globalThis as { browser?: { sidebarAction?: FirefoxSidebarAction } }).browser?.sidebarAction;
}
