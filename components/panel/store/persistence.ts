import { z } from '../../../lib/zod';
import { PickedPhoto } from '../../../lib/listing';
import { MATERIALS_KEY, PANEL_STATE_KEY } from '../../../lib/storage/ui-store';
import { defaultForms, formsForStorage, FormsSchema, toolOf, type Forms } from './forms';
import { MAX_PHOTO_FORMS } from './forms-slice';
import { BatchRefusal } from './batch';
import { MAX_BATCH_REFUSALS } from './batch-slice';
import type { StoreContext } from './slice';
import { MAX_FIXTURE_CONFIRMED } from './fixture-slice';

export { MATERIALS_KEY, PANEL_STATE_KEY };

/** How long after a change the panel state is written (typing in guidance writes once, not per key). */
const SAVE_DELAY_MS = 300;
/** Most dismissed job ids kept. */
const MAX_DISMISSED = 500;

/**
 * The stored panel state (its names are the slices' `kept` names); every field falls back on its
 * own, so one bad field never loses the others.
 */
export const PersistedPanel = z.object({
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
  // Absent before #30: an older panel's state reads as nothing confirmed.
  fixtureConfirmed: z.catch(z.array(z.string()).check(z.maxLength(MAX_FIXTURE_CONFIRMED)), []),
  // Each refusal read on its own, like each photo's forms.
  batchRefusals: z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((items) => items.slice(-MAX_BATCH_REFUSALS).flatMap((item) => {
      const parsed = BatchRefusal.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    })),
  ),
});

/**
 * Reads the stored panel state into the slices that keep it (each field checked on its own),
 * then the products. Unreadable storage leaves the defaults.
 */
export async function restorePanel(ctx: StoreContext): Promise<void> {
  const stored = PersistedPanel.safeParse((await ctx.background.load(PANEL_STATE_KEY).catch(() => undefined)) ?? {});
  if (stored.success) ctx.restoreKept(stored.data);
  await ctx.get().reloadProducts();
}

/** True when a change touches what a reopened panel shows again (a kept field of any slice). */
function panelChanged(kept: Record<string, unknown>, before: Record<string, unknown>): boolean {
  return Object.keys(kept).some((name) => kept[name] !== before[name]);
}

/** The kept fields as they are written: forms without their transient parts, lists at their caps. */
function forStorage(kept: Record<string, unknown>): Record<string, unknown> {
  const formsByPhoto = kept.formsByPhoto as Record<string, Forms>;
  return {
    ...kept,
    forms: formsForStorage(kept.forms as Forms),
    formsByPhoto: Object.fromEntries(Object.entries(formsByPhoto).map(([url, forms]) => [url, formsForStorage(forms)])),
    dismissedJobs: (kept.dismissedJobs as string[]).slice(-MAX_DISMISSED),
    batchRefusals: (kept.batchRefusals as unknown[]).slice(-MAX_BATCH_REFUSALS),
  };
}

/**
 * Once restored, writes the panel state a moment after it changes (never the API key: the store
 * does not hold it; never the products: only the options page writes them). Returns the function that stops it.
 */
export function persistPanel(ctx: StoreContext): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    void ctx.background.save(PANEL_STATE_KEY, forStorage(ctx.keptOf(ctx.get()))).catch(() => undefined);
  };
  const unsubscribe = ctx.subscribe((state, previous) => {
    if (!state.lifecycle.restored) return;
    if (!panelChanged(ctx.keptOf(state), ctx.keptOf(previous))) return;
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_DELAY_MS);
  });
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
