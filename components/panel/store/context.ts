import { createContext, use } from 'react';
import { useStore } from 'zustand';
import type { PanelState, PanelStore } from './panel-store';

/** The side panel's store; `SidePanelApp` provides it, tests may provide their own. */
export const PanelStoreContext = createContext<PanelStore | null>(null);

/** Reads (a slice of) the panel store. Select primitives or stable references: zustand 5 compares with Object.is. */
export function usePanel<T>(selector: (state: PanelState) => T): T {
  const store = use(PanelStoreContext);
  if (!store) throw new Error('usePanel() needs a <PanelStoreContext> provider.');
  return useStore(store, selector);
}

/** The store itself, for event handlers that read the latest state without subscribing. */
export function usePanelStore(): PanelStore {
  const store = use(PanelStoreContext);
  if (!store) throw new Error('usePanelStore() needs a <PanelStoreContext> provider.');
  return store;
}
