import { defaultForms } from './forms';
import { formsFromEntry } from './requests';
import type { Slice, StoreContext } from './panel-types';

/** Every tool's inputs, and "Tweak" (the inputs of a result, refilled). */
export function createFormsSlice({ set, get }: StoreContext): Slice<'forms' | 'updateForm' | 'tweak'> {
  return {
    forms: defaultForms(),

    updateForm(tool, patch) {
      const forms = get().forms;
      set({ forms: { ...forms, [tool]: { ...forms[tool], ...patch } } });
    },

    tweak(entry) {
      const refill = formsFromEntry(entry, get().forms, entry.photo, get().styles);
      if (!refill) return;
      get().setPhoto(entry.photo);
      set({ forms: refill.forms, tool: refill.tool, selectedResultId: entry.id });
    },
  };
}
