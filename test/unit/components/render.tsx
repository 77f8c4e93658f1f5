import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { BackgroundContext } from '../../../components/shared/background';
import { PanelStoreContext } from '../../../components/panel/store/context';
import { createPanelStore, type PanelData, type PanelState, type PanelStore, type SliceName } from '../../../components/panel/store/panel-store';
import { fakeBackground, PHOTO, PLAN, STAGING, STYLES, type FakeBackground } from './fake-background';
import { defaultSettings } from '../../../lib/storage/settings-schema';
import type { Tool } from '../../../components/panel/store/forms';
import { ActionBar } from '../../../components/panel/ActionBar';
import { MaterialPicker } from '../../../components/panel/MaterialPicker';
import { usePanel } from '../../../components/panel/store/context';
import { LocaleProvider } from '../../../components/shared/i18n';
import type { Locale } from '../../../lib/i18n/locales';
import { GoalForm } from '../../../components/panel/GoalForm';

/** Some fields of some slices, as a test presets them. */
export type PanelPreset = { [N in SliceName]?: Partial<PanelData[N]> };

/** `preset` over `base`, slice by slice. */
export function withPreset(base: PanelPreset, preset: PanelPreset = {}): PanelPreset {
  const merged: Record<string, object> = { ...base };
  for (const [name, fields] of Object.entries(preset)) merged[name] = { ...merged[name], ...fields };
  return merged as PanelPreset;
}

/** Sets some fields of some slices, as a test's starting point (the product writes only through slices). */
export function presetPanel(store: PanelStore, preset: PanelPreset): void {
  const state = store.getState();
  const change: Record<string, object> = {};
  for (const [name, fields] of Object.entries(preset)) change[name] = { ...state[name as SliceName], ...fields };
  store.setState(change as Partial<PanelState>);
}

/**
 * Renders a component inside the panel's providers with a store preset to `state` (no `init`,
 * so nothing loads behind the test's back). Defaults: a photo, styles, staging options, a plan.
 */
export function renderInPanel(
  ui: ReactElement,
  options: { background?: FakeBackground; state?: PanelPreset; locale?: Locale } = {},
): RenderResult & { background: FakeBackground; store: PanelStore } {
  const background = options.background ?? fakeBackground();
  const store = createPanelStore(background);
  presetPanel(
    store,
    withPreset(
      { lifecycle: { restored: true }, listing: { photo: PHOTO }, service: { styles: STYLES, stagingOptions: STAGING, plan: PLAN }, settings: { values: defaultSettings(), keySet: true } },
      options.state,
    ),
  );
  const result = render(
    <LocaleProvider locale={options.locale ?? 'en'}>
      <BackgroundContext value={background}>
        <PanelStoreContext value={store}>{ui}</PanelStoreContext>
      </BackgroundContext>
    </LocaleProvider>,
  );
  return { ...result, background, store };
}

const GOAL_FORM: Record<Tool, () => ReactElement> = {
  renovate: () => <GoalForm goal="renovate" />,
  stage: () => <GoalForm goal="stage" />,
  styleTransfer: () => <GoalForm goal="styleTransfer" />,
  upscale: () => <GoalForm goal="upscale" />,
};

/** Renders a goal's settings with the action bar (whose button runs the goal), that goal chosen. */
export function renderGoal(tool: Tool, options: { background?: FakeBackground; state?: PanelPreset } = {}): ReturnType<typeof renderInPanel> {
  return renderInPanel(
    <>
      {GOAL_FORM[tool]()}
      <ActionBar />
    </>,
    { ...options, state: withPreset({ forms: { tool } }, options.state) },
  );
}

/** Renders inside a BackgroundContext only (options and onboarding pieces), in `locale` (English by default). */
export function renderWithBackground(ui: ReactElement, background: FakeBackground = fakeBackground(), locale: Locale = 'en'): RenderResult & { background: FakeBackground } {
  return {
    ...render(
      <LocaleProvider locale={locale}>
        <BackgroundContext value={background}>{ui}</BackgroundContext>
      </LocaleProvider>,
    ),
    background,
  };
}

/** Renovate's materials option alone, on the store's Renovate form (as that form hands it its part). */
export function RenovateMaterials() {
  const materials = usePanel((state) => state.forms.current.renovate.materials);
  const updateForm = usePanel((state) => state.updateForm);
  return <MaterialPicker materials={materials} onChange={(picked) => updateForm('renovate', { materials: picked })} />;
}
