import { defaultForms } from './forms';
import { formsFromEntry } from './tools';
import type { PanelState, Slice, StoreContext } from './panel-types';

/** Most photos whose inputs are kept (the least recently used go first). */
export const MAX_PHOTO_FORMS = 100;

/**
 * The inputs once the photo on screen becomes `toUrl`: the current inputs are kept under the
 * current photo, and `toUrl`'s own come back (defaults for a photo never edited). Inputs made
 * before any photo was on screen go with the first photo.
 */
export function switchForms(state: Pick<PanelState, 'photo' | 'forms' | 'formsByPhoto'>, toUrl: string): Pick<PanelState, 'forms' | 'formsByPhoto'> {
  const from = state.photo?.url;
  if (from === toUrl) return { forms: state.forms, formsByPhoto: state.formsByPhoto };
  const { [toUrl]: stored, ...others } = state.formsByPhoto;
  if (from === undefined) return { forms: stored ?? state.forms, formsByPhoto: others };
  // Re-inserted last: the object's order is least recently used first.
  const { [from]: _old, ...rest } = others;
  const kept = Object.entries({ ...rest, [from]: state.forms }).slice(-MAX_PHOTO_FORMS);
  return { forms: stored ?? defaultForms(), formsByPhoto: Object.fromEntries(kept) };
}

/** The goal on screen and every goal's inputs, per photo; "Edit settings" (a result's inputs, refilled). */
export function createFormsSlice({ set, get }: StoreContext): Slice<'tool' | 'forms' | 'formsByPhoto' | 'setTool' | 'updateForm' | 'editSettings'> {
  return {
    tool: 'renovate',
    forms: defaultForms(),
    formsByPhoto: {},

    setTool(tool) {
      set({ tool });
    },

    updateForm(tool, patch) {
      const forms = get().forms;
      set({ forms: { ...forms, [tool]: { ...forms[tool], ...patch } } });
    },

    editSettings(entry) {
      // The result's photo becomes current first: its inputs are the ones refilled.
      get().setPhoto(entry.photo);
      const refill = formsFromEntry(entry, get().forms, entry.photo, get().styles);
      if (!refill) return;
      set({ forms: refill.forms, tool: refill.tool, selectedResultId: entry.id, view: 'listing' });
    },
  };
}
