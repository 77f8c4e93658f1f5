import { z } from '../../zod';
import { GUIDANCE, presentText } from '../../api/limits';
import { RenovationSpectrum } from '../../api/schemas';
import { clip } from '../../format/text';
import type { Field, PanelKey, ServiceStyles } from './field';

/**
 * The fields of a renovation's style (spec section 4): a style card (`style_id`), the spectrum
 * (`renovation_spectrum`) and free-text guidance (`guidance`), each its own kind.
 */

/** Renovation styles come in two groups (GET /styles). */
export type StyleGroup = 'interior' | 'exterior';

export interface StyleCardsState {
  styleId: string | null;
  /** Which group's tab the picker shows. */
  group: StyleGroup;
}

/** Which group a style id belongs to (interior when unknown). */
export function groupOfStyle(styleId: string | null, styles: ServiceStyles | null): StyleGroup {
  if (styleId && styles?.exterior.some((style) => style.id === styleId)) return 'exterior';
  return 'interior';
}

/** Style cards from the service's styles, interior or exterior: fills `style_id` when one is picked. */
export function styleCardsField(): Field<'styleCards', StyleCardsState> {
  return {
    kind: 'styleCards',
    stored: { styleId: z.catch(z.nullable(z.string()), null), group: z.catch(z.enum(['interior', 'exterior']), 'interior') },
    initial: () => ({ styleId: null, group: 'interior' }),
    params: (state) => (state.styleId ? { style_id: state.styleId } : {}),
    refill(params, _current, { styles }) {
      const styleId = typeof params.style_id === 'string' && params.style_id !== '' ? params.style_id : null;
      return { styleId, group: groupOfStyle(styleId, styles) };
    },
  };
}

export interface SpectrumState {
  spectrum: RenovationSpectrum;
}

/** The renovation spectrum slider, starting at the operation's default step. */
export function spectrumField(initial: RenovationSpectrum): Field<'spectrum', SpectrumState> {
  return {
    kind: 'spectrum',
    stored: { spectrum: z.catch(RenovationSpectrum, initial) },
    initial: () => ({ spectrum: initial }),
    params: (state) => ({ renovation_spectrum: state.spectrum }),
    refill(params) {
      const spectrum = RenovationSpectrum.safeParse(params.renovation_spectrum);
      return { spectrum: spectrum.success ? spectrum.data : initial };
    },
  };
}

export interface GuidanceState {
  guidance: string;
}

/**
 * Free-text guidance, within `GUIDANCE`'s limits (lib/api/limits.ts); blank guidance is not sent.
 * `placeholders`: the field's hint while the goal runs another operation (by its id).
 */
export function guidanceField(placeholders: Readonly<Partial<Record<string, PanelKey>>> = {}): Field<'guidance', GuidanceState> & { readonly placeholders: Readonly<Partial<Record<string, PanelKey>>> } {
  return {
    kind: 'guidance',
    placeholders,
    // Longer than the field takes (an older version's limit, a hand edit): the first part is kept, not the whole lost.
    stored: { guidance: z.pipe(z.catch(z.string(), ''), z.transform((text) => clip(text, GUIDANCE.maxLength))) },
    initial: () => ({ guidance: '' }),
    params(state) {
      const guidance = presentText(state.guidance);
      return guidance ? { guidance } : {};
    },
    refill: (params) => ({ guidance: typeof params.guidance === 'string' ? params.guidance : '' }),
  };
}
