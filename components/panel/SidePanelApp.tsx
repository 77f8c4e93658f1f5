import { useEffect, useState } from 'react';
import { BackgroundContext, type Background } from '../shared/background';
import { PanelStoreContext } from './store/context';
import { createPanelStore, type PanelStore } from './store/panel-store';
import { useLocale } from '../shared/i18n';
import { SidePanelLayout } from './SidePanelLayout';

/** Props of {@link SidePanelApp}. */
export interface SidePanelAppProps {
  readonly background: Background;
  /** A prepared store (tests); by default one is created around `background`. */
  readonly store?: PanelStore;
}

/**
 * The side panel's root: creates the store around the background, loads and restores state,
 * listens to the background's events. Works the same as a normal tab (`sidepanel.html`).
 */
export function SidePanelApp({ background, store: given }: SidePanelAppProps) {
  const locale = useLocale();
  const [store] = useState(() => given ?? createPanelStore(background, locale));
  useEffect(() => store.getState().init(), [store]);
  return (
    <BackgroundContext value={background}>
      <PanelStoreContext value={store}>
        <SidePanelLayout />
      </PanelStoreContext>
    </BackgroundContext>
  );
}
