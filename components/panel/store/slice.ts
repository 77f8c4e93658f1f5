import type { Locale } from '../../../lib/i18n/locales';
import type { Background } from '../../shared/background';
import type { PanelData, PanelState, PanelStore, SliceName } from './panel-types';

/*
 * The one pattern for a slice of the side panel's store (docs/architecture.md, "A store with
 * owners"). A slice owns its state under its own name (`state.<name>`), and writes nothing else:
 * its actions get `patch`, which writes its own state only, and reach every other slice through
 * that slice's actions (`get().showNotice(...)`). The store's `set` is called here and nowhere
 * else (test/unit/components/store-owners.test.ts), so no field is written from two slices.
 */

/** What a slice's actions work with. */
export interface SliceContext<N extends SliceName> {
  /** This slice's own state, as it is now. */
  readonly own: () => PanelData[N];
  /** Writes some of this slice's own state: the only way a slice changes the store. */
  readonly patch: (change: Partial<PanelData[N]>) => void;
  /** The whole store, to read other slices' state and call their actions. */
  readonly get: () => PanelState;
  readonly subscribe: PanelStore['subscribe'];
  readonly background: Background;
  /** The interface language: the store's own sentences (toasts) are written in it. */
  readonly locale: Locale;
  /**
   * Puts a reopened panel's stored fields back, each into the slice that keeps it (`kept`).
   * Only the panel's restore (lifecycle-slice.ts, persistence.ts) calls it.
   */
  readonly restoreKept: (stored: Readonly<Record<string, unknown>>) => void;
  /** Every slice's kept fields, under their stored names: what persistence.ts writes. */
  readonly keptOf: (state: PanelState) => Record<string, unknown>;
}

/** What any slice's helpers may use: read the store, call actions; no writing (that takes a slice's own context). */
export type StoreContext = Omit<SliceContext<SliceName>, 'own' | 'patch'>;

/** One slice: its name, its state at start, the fields a reopened panel shows again, its actions. */
export interface SliceDefinition<N extends SliceName, A extends object> {
  readonly name: N;
  readonly initial: () => PanelData[N];
  /**
   * The fields of this slice a reopened panel shows again, by the name they are stored under in
   * the panel state (`PANEL_STATE_KEY`, read and checked by persistence.ts).
   */
  readonly kept?: Readonly<Record<string, keyof PanelData[N]>>;
  readonly actions: (ctx: SliceContext<N>) => A;
}

/** Declares a slice (type-checks it; the store joins the slices in panel-store.ts). */
export function defineSlice<N extends SliceName, A extends object>(definition: SliceDefinition<N, A>): SliceDefinition<N, A> {
  return definition;
}

/** Writes one slice's state: the store's `set`, called from nowhere else. */
type SetState = PanelStore['setState'];

/** A slice's context over the store's `set`, `get` and `subscribe`. */
export function sliceContext<N extends SliceName>(
  name: N,
  store: { set: SetState; get: () => PanelState; subscribe: PanelStore['subscribe'] },
  shared: Pick<SliceContext<N>, 'background' | 'locale' | 'restoreKept' | 'keptOf'>,
): SliceContext<N> {
  const own = () => store.get()[name];
  return {
    ...shared,
    own,
    patch: (change) => store.set({ [name]: { ...own(), ...change } } as Partial<PanelState>),
    get: store.get,
    subscribe: store.subscribe,
  };
}
