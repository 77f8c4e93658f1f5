import type { RenovationSpectrum } from '../api/schemas';
import { OPERATIONS, summarizeParams, type Disclosure, type Operation } from '../operations';

/**
 * What each operation is called, in ENGLISH (declared by each operation's module). The UI and
 * captions in another language use `operationLabel(operation, locale)`; this table stays for the
 * callers not yet switched (compare page, history, results).
 */
export const OPERATION_LABEL = Object.fromEntries(Object.values(OPERATIONS).map((op) => [op.id, op.label])) as Record<Operation, string>;

/** One of the renovation spectrum's values. */
export type SpectrumValue = RenovationSpectrum;

export { summarizeParams };
export { operationLabel, operationWords, spectrumSteps, SPECTRUM_VALUES, type SpectrumStep } from '../operations';
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
