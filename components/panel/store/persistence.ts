import { z } from '../../../lib/zod';
import { PickedPhoto } from '../../../lib/listing';
import { MATERIALS_KEY, PANEL_STATE_KEY } from '../../../lib/storage/ui-store';
import { defaultForms, formsForStorage, FormsSchema, toolOf, type Forms } from './forms';
import { MAX_PHOTO_FORMS } from './forms-slice';
import { productsFromStorage } from './materials-slice';
import { BatchRefusal } from './batch';
import { MAX_BATCH_REFUSALS } from './batch-slice';
import type { PanelState, StoreContext } from './panel-types';

export { MATERIALS_KEY, PANEL_STATE_KEY };

/** How long after a change the panel state is written (typing in guidance writes once, not per key). */
const SAVE_DELAY_MS = 300;
/** Most dismissed job ids kept. */
const MAX_DISMISSED = 500;

/** The stored panel state; every field falls back on its own, so one bad field never loses the others. */
const PersistedPanel = z.object({
  tool: z.pipe(z.optional(z.unknown()), z.transform(toolOf)),
  forms: z.catch(FormsSchema, defaultForms()),
  // Each photo's inputs read on their own: one bad photo's forms never lose the others'.
  formsByPhoto: z.pipe(
    z.catch(z.record(z.string(), z.unknown()), {}),
    z.transform((byPhoto) => Object.fromEntries(Object.entries(byPhoto).slice(-MAX_PHOTO_FORMS).flatMap(([url, forms]) => {
      const parsed = FormsSchema.safeParse(forms);
      return parsed.success ? [[url, parsed.data as Forms]] : [];
    })) as Record<string, Forms>),
  ),
  photo: z.catch(z.nullable(PickedPhoto), null),
  pickId: z.catch(z.nullable(z.string()), null),
  // Kept with the photo, so reopening the panel does not start the analyzer on a pick without a gesture.
  pickWithoutGesture: z.catch(z.boolean(), false),
  selectedResultId: z.catch(z.nullable(z.string()), null),
  dismissedJobs: z.catch(z.array(z.string()).check(z.maxLength(MAX_DISMISSED)), []),
  // Each refusal read on its own, like each photo's forms.
  batchRefusals: z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((items) => items.slice(-MAX_BATCH_REFUSALS).flatMap((item) => {
      const parsed = BatchRefusal.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    })),
  ),
});

/** Reads the stored panel state and catalog into the store, then marks it `restored`. Unreadable storage leaves the defaults. */
export async function restorePanel({ set, background }: StoreContext): Promise<void> {
  const stored = PersistedPanel.safeParse((await background.load(PANEL_STATE_KEY).catch(() => undefined)) ?? {});
  if (stored.success) set({ ...stored.data, forms: stored.data.forms as Forms });
  const products = productsFromStorage(await background.load(MATERIALS_KEY).catch(() => undefined));
  if (products) set({ products });
  set({ restored: true });
}

/** True when a change touches what a reopened panel shows again. */
function panelChanged(state: PanelState, previous: PanelState): boolean {
  return (
    state.forms !== previous.forms ||
    state.formsByPhoto !== previous.formsByPhoto ||
    state.tool !== previous.tool ||
    state.photo !== previous.photo ||
    state.pickId !== previous.pickId ||
    state.pickWithoutGesture !== previous.pickWithoutGesture ||
    state.selectedResultId !== previous.selectedResultId ||
    state.dismissedJobs !== previous.dismissedJobs ||
    state.batchRefusals !== previous.batchRefusals
  );
}

/**
 * Once restored, writes the panel state a moment after it changes (never the API key: the store
 * does not hold it; never the catalog: only the options page writes it). Returns the function that stops it.
 */
export function persistPanel({ get, subscribe, background }: StoreContext): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    const now = get();
    const formsByPhoto = Object.fromEntries(Object.entries(now.formsByPhoto).map(([url, forms]) => [url, formsForStorage(forms)]));
    const panel = {
      tool: now.tool,
      forms: formsForStorage(now.forms),
      formsByPhoto,
      photo: now.photo,
      pickId: now.pickId,
      pickWithoutGesture: now.pickWithoutGesture,
      selectedResultId: now.selectedResultId,
      dismissedJobs: now.dismissedJobs.slice(-MAX_DISMISSED),
      batchRefusals: now.batchRefusals.slice(-MAX_BATCH_REFUSALS),
    };
    void background.save(PANEL_STATE_KEY, panel).catch(() => undefined);
  };
  const unsubscribe = subscribe((state, previous) => {
    if (!state.restored) return;
    if (!panelChanged(state, previous)) return;
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_DELAY_MS);
  });
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
