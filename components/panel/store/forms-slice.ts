import type { HistoryEntry } from '../../../lib/library/history-entry';
import { defaultForms, FIRST_TOOL, type Forms, type Tool } from './forms';
import { formsFromEntry } from './tools';
import { defineSlice } from './slice';

/** Most photos whose inputs are kept (the least recently used go first). */
export const MAX_PHOTO_FORMS = 100;

/** The forms slice's state (`state.forms`). */
export interface FormsData {
  /** The goal on screen. */
  tool: Tool;
  /** The current photo's inputs. */
  current: Forms;
  /** The inputs of the other photos, by photo URL, least recently used first. */
  byPhoto: Record<string, Forms>;
}

export interface FormsActions {
  setTool(tool: Tool): void;
  updateForm<K extends keyof Forms>(tool: K, patch: Partial<Forms[K]>): void;
  /**
   * The photo on screen goes from `fromUrl` (none: no photo yet) to `toUrl`: the current inputs
   * are kept under `fromUrl`, and `toUrl`'s own come back (defaults for a photo never edited).
   */
  switchForms(fromUrl: string | undefined, toUrl: string): void;
  /** "Edit settings": refills the form with a result's parameters. */
  editSettings(entry: HistoryEntry): void;
}

/**
 * The inputs once the photo on screen goes from `from` to `toUrl`. Inputs made before any photo
 * was on screen go with the first photo.
 */
export function switchedForms(state: Pick<FormsData, 'current' | 'byPhoto'>, from: string | undefined, toUrl: string): Pick<FormsData, 'current' | 'byPhoto'> {
  if (from === toUrl) return state;
  const { [toUrl]: stored, ...others } = state.byPhoto;
  if (from === undefined) return { current: stored ?? state.current, byPhoto: others };
  // Re-inserted last: the object's order is least recently used first.
  const { [from]: _old, ...rest } = others;
  const kept = Object.entries({ ...rest, [from]: state.current }).slice(-MAX_PHOTO_FORMS);
  return { current: stored ?? defaultForms(), byPhoto: Object.fromEntries(kept) };
}

/** The goal on screen and every goal's inputs, per photo; "Edit settings" (a result's inputs, refilled). */
export const formsSlice = defineSlice({
  name: 'forms',
  initial: (): FormsData => ({ tool: FIRST_TOOL, current: defaultForms(), byPhoto: {} }),
  kept: { tool: 'tool', forms: 'current', formsByPhoto: 'byPhoto' },
  actions({ own, patch, get }): FormsActions {
    return {
      setTool(tool) {
        patch({ tool });
      },

      updateForm(tool, change) {
        const current = own().current;
        patch({ current: { ...current, [tool]: { ...current[tool], ...change } } });
      },

      switchForms(fromUrl, toUrl) {
        patch(switchedForms(own(), fromUrl, toUrl));
      },

      editSettings(entry) {
        // The result's photo becomes current first: its inputs are the ones refilled.
        get().setPhoto(entry.photo);
        const refill = formsFromEntry(entry, own().current, entry.photo, get().service.styles);
        if (!refill) return;
        patch({ current: refill.forms, tool: refill.tool });
        get().openResult(entry);
      },
    };
  },
});
