import type { RenovationSpectrum } from '../api/schemas';
import { OPERATIONS, summarizeParams, type Disclosure, type Operation } from '../operations';

/** What each operation is called in the UI (declared by each operation's module). */
export const OPERATION_LABEL = Object.fromEntries(Object.values(OPERATIONS).map((op) => [op.id, op.label])) as Record<Operation, string>;

/** The four intensities of the renovation spectrum (the API's enum), in order, with what each does in words. */
export const SPECTRUM_STEPS = [
  { value: 'tweak', label: 'Tweak', description: 'Light touches: paint, fixtures and decor; the layout stays as it is.' },
  { value: 'enhance', label: 'Enhance', description: 'Visible upgrades to finishes and surfaces, keeping the room’s character.' },
  { value: 'renovate', label: 'Renovate', description: 'A full makeover of surfaces, cabinetry and lighting in the chosen style.' },
  { value: 'transform', label: 'Transform', description: 'A bold reimagining: the room is rebuilt around the style.' },
] as const satisfies readonly { value: RenovationSpectrum; label: string; description: string }[];

/** One of the spectrum's values. */
export type SpectrumValue = RenovationSpectrum;

export { summarizeParams };
export { plural, truncate } from './text';

/** The disclosure label listing rules require on altered photos. */
export const DISCLOSURE_LABEL: Record<Disclosure, string> = {
  'virtually-staged': 'Virtually staged',
  'digitally-altered': 'Digitally altered',
};

/** Whether settings ask for a result's disclosure label (both default to on). */
export function disclosureEnabled(kind: Disclosure, settings: { disclosure: { staging: boolean; renovation: boolean } } | null): boolean {
  if (!settings) return true;
  return kind === 'virtually-staged' ? settings.disclosure.staging : settings.disclosure.renovation;
}
