import type { Locale } from '../../../lib/i18n/locales';
import type { StoreApi } from 'zustand/vanilla';
import type { Background } from '../../shared/background';
import type { PanelData } from './panel-data';
import type { PanelActions } from './panel-actions';

/**
 * The side panel store's shape: what it knows (`PanelData`, panel-data.ts) and what it can do
 * (`PanelActions`, panel-actions.ts). Each slice (`*-slice.ts`) owns some fields and the actions
 * on them; `createPanelStore` joins them.
 */

export type { Notice, PanelData, PanelView, Toast } from './panel-data';
export type { PanelActions } from './panel-actions';

export type PanelState = PanelData & PanelActions;
export type PanelStore = StoreApi<PanelState>;

/** What every slice's actions work with: the store's state and the background. */
export interface StoreContext {
  readonly set: PanelStore['setState'];
  readonly get: PanelStore['getState'];
  readonly subscribe: PanelStore['subscribe'];
  readonly background: Background;
  /** The interface language: the store's own sentences (toasts) are written in it. */
  readonly locale: Locale;
}

/** The fields and actions a slice provides. */
export type Slice<K extends keyof PanelState> = Pick<PanelState, K>;
