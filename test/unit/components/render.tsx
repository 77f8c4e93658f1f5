import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { BackgroundContext } from '../../../components/shared/background';
import { PanelStoreContext } from '../../../components/panel/store/context';
import { createPanelStore, type PanelData, type PanelStore } from '../../../components/panel/store/panel-store';
import { fakeBackground, PHOTO, PLAN, STAGING, STYLES, type FakeBackground } from './fake-background';
import { defaultSettings } from '../../../lib/storage/settings-schema';

/**
 * Renders a component inside the panel's providers with a store preset to `state` (no `init`,
 * so nothing loads behind the test's back). Defaults: a photo, styles, staging options, a plan.
 */
export function renderInPanel(
  ui: ReactElement,
  options: { background?: FakeBackground; state?: Partial<PanelData> } = {},
): RenderResult & { background: FakeBackground; store: PanelStore } {
  const background = options.background ?? fakeBackground();
  const store = createPanelStore(background);
  store.setState({
    restored: true,
    photo: PHOTO,
    styles: STYLES,
    stagingOptions: STAGING,
    plan: PLAN,
    settings: defaultSettings(),
    keySet: true,
    ...options.state,
  });
  const result = render(
    <BackgroundContext value={background}>
      <PanelStoreContext value={store}>{ui}</PanelStoreContext>
    </BackgroundContext>,
  );
  return { ...result, background, store };
}

/** Renders inside a BackgroundContext only (options and onboarding pieces). */
export function renderWithBackground(ui: ReactElement, background: FakeBackground = fakeBackground()): RenderResult & { background: FakeBackground } {
  return { ...render(<BackgroundContext value={background}>{ui}</BackgroundContext>), background };
}
