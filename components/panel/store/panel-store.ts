import type { Locale } from '../../../lib/i18n/locales';
import { createStore } from 'zustand/vanilla';
import type { Background } from '../../shared/background';
import type { PanelState, PanelStore, SliceName } from './panel-types';
import { sliceContext } from './slice';
import { lifecycleSlice } from './lifecycle-slice';
import { listingSlice } from './listing-slice';
import { formsSlice } from './forms-slice';
import { serviceSlice } from './service-slice';
import { settingsSlice } from './settings-slice';
import { jobsSlice } from './jobs-slice';
import { batchSlice } from './batch-slice';
import { historySlice } from './history-slice';
import { imagesSlice } from './images-slice';
import { materialsSlice } from './materials-slice';
import { noticesSlice } from './notices-slice';
import { assetsSlice } from './assets-slice';
import { analyzerSlice } from '../analyzer/analyzer-slice';
import { lookSlice } from '../look/look-slice';
import { stagingSlice } from '../staging/staging-slice';
import { fixtureSlice } from './fixture-slice';

export type { Notice, PanelActions, PanelData, PanelState, PanelStore, SliceName, Toast } from './panel-types';
export { MATERIALS_KEY, PANEL_STATE_KEY } from './persistence';
export { queuePosition, visibleJobs } from './visible-jobs';

/**
 * Every slice of the store, each in its own file (see each one's doc); a slice joins the panel
 * by its line here and its name in `PanelData` (panel-types.ts).
 */
export const SLICES = [
  lifecycleSlice,
  listingSlice,
  formsSlice,
  serviceSlice,
  settingsSlice,
  jobsSlice,
  batchSlice,
  historySlice,
  imagesSlice,
  materialsSlice,
  noticesSlice,
  assetsSlice,
  analyzerSlice,
  stagingSlice,
  lookSlice,
  fixtureSlice,
] as const;

/** Every name in `PanelData` has its slice here (does not compile otherwise). */
const EVERY_SLICE_LISTED: [Exclude<SliceName, (typeof SLICES)[number]['name']>] extends [never] ? true : never = true;
void EVERY_SLICE_LISTED;

/** A slice, whichever: what the loops below need of it. */
interface AnySlice {
  readonly name: SliceName;
  readonly initial: () => object;
  readonly kept?: Readonly<Record<string, PropertyKey>>;
  readonly actions: (ctx: never) => object;
}
const ALL = SLICES as readonly AnySlice[];

/** Every slice's kept fields of `state`, under their stored names. */
function keptOf(state: PanelState): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const slice of ALL) {
    const own = state[slice.name] as unknown as Record<string, unknown>;
    for (const [stored, field] of Object.entries(slice.kept ?? {})) kept[stored] = own[field as string];
  }
  return kept;
}

/**
 * Creates the side panel's store around a background (real, or a test fake): each slice's state
 * under its name, and every slice's actions (an action name declared twice is a mistake caught here).
 */
export function createPanelStore(background: Background, locale: Locale = 'en'): PanelStore {
  return createStore<PanelState>()((set, get, store) => {
    // Each slice writes through its own context; the panel's restore writes each kept field
    // through the context of the slice that keeps it.
    const patches = new Map<SliceName, (change: object) => void>();
    const restoreKept = (stored: Readonly<Record<string, unknown>>) => {
      for (const slice of ALL) {
        const change = Object.fromEntries(Object.entries(slice.kept ?? {}).filter(([name]) => name in stored).map(([name, field]) => [field, stored[name]]));
        if (Object.keys(change).length > 0) patches.get(slice.name)?.(change);
      }
    };
    const state: Record<string, unknown> = {};
    for (const slice of ALL) {
      const ctx = sliceContext(slice.name, { set, get, subscribe: store.subscribe }, { background, locale, restoreKept, keptOf });
      patches.set(slice.name, ctx.patch as (change: object) => void);
      const actions = (slice.actions as (context: typeof ctx) => object)(ctx);
      for (const name of Object.keys(actions)) if (name in state) throw new Error(`Two slices declare "${name}".`);
      Object.assign(state, { [slice.name]: slice.initial() }, actions);
    }
    return state as unknown as PanelState;
  });
}
