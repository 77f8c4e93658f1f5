/** The renovation spectrum and how strongly each step changes a photo. */

/** The spectrum's values, mildest first. */
export const RENOVATION_SPECTRUM = ['tweak', 'enhance', 'renovate', 'transform'] as const;

/** One spectrum value. */
export type RenovationSpectrum = (typeof RENOVATION_SPECTRUM)[number];

/** The spectrum used when a request names none: the middle-strong step the endpoint is named after. */
export const DEFAULT_SPECTRUM: RenovationSpectrum = 'renovate';

/** Blend weight of the style grade, 0..1: a tweak is barely visible, a transform dominates. */
export const SPECTRUM_STRENGTH: Readonly<Record<RenovationSpectrum, number>> = {
  tweak: 0.2,
  enhance: 0.4,
  renovate: 0.6,
  transform: 0.85,
};
