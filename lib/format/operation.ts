import type { RenovationSpectrum } from '../api/schemas';
import { summarizeParams, type Disclosure } from '../operations';

/** One of the renovation spectrum's values. */
export type SpectrumValue = RenovationSpectrum;

export { summarizeParams };
export { operationLabel, operationWords, spectrumSteps, type SpectrumStep } from '../operations';
export { plural, truncate } from './text';

/** Whether settings ask for a result's disclosure label (both default to on). */
export function disclosureEnabled(kind: Disclosure, settings: { disclosure: { staging: boolean; renovation: boolean } } | null): boolean {
  if (!settings) return true;
  return kind === 'virtually-staged' ? settings.disclosure.staging : settings.disclosure.renovation;
}
