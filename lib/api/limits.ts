/**
 * The one home of the service's limits and input rules. The spec (../shared/spec, sections 4
 * and 8) states some of them; where it is silent, the value here is our documented choice. Forms,
 * jobs, messages and the API client import these; none restates them. The emulator keeps its own
 * model of the service, and `test/contract/limits.test.ts` proves the two agree at every edge.
 */

/** Most catalog materials one render may carry (spec: not shown; each is a texture download). */
export const MAX_MATERIALS = 10;

/** Guidance: longest accepted, and the length from which it gives accurate results. */
export const GUIDANCE = {
  /** Longest guidance sent (spec: not shown; the emulator refuses longer). */
  maxLength: 2000,
  /** Spec: "must be longer than 8 characters for accurate results", i.e. 9 characters or more. */
  accurateFrom: 9,
} as const;

/** Creative upscale's creativity (spec: bounds and default not shown; our documented choice). */
export const CREATIVITY = { min: 0, max: 1, step: 0.05, default: 0.5 } as const;

/**
 * Longest identifier sent: asset, style, project and batch ids, staging room types and styles
 * (spec: not shown; the emulator's bound on identifiers).
 */
export const MAX_ID_LENGTH = 200;

/** Longest asset name sent with an upload (spec: not shown; the emulator refuses longer). */
export const MAX_ASSET_NAME_LENGTH = 200;

/** Staging variations one project holds (spec section 8: the next stage request gets 400). */
export const MAX_VARIATIONS = 20;

/**
 * Longest URL sent as `image_url` or `style_image_url`, and a catalog product's texture
 * `image_url` (spec: not shown; the emulator refuses longer text fields). A photo whose URL is
 * longer is downloaded and uploaded instead; a longer texture URL is refused when it is entered.
 */
export const MAX_URL_LENGTH = 2000;

/** Most images one batch analysis may carry (spec: not shown; the emulator refuses more). */
export const MAX_BATCH_IMAGES = 100;

/*
 * Photo sizes. The spec states none and the service refuses none we know of, so these two are our
 * choices about what we send it (the contract test shows the emulator takes a photo at each edge).
 * Two other size limits are ours alone, not the service's, and live with the code they guard: the
 * pixel cap (`MAX_PHOTO_PIXELS`, lib/images/pixel-cap.ts) keeps our own decoder's memory safe, and
 * `MIN_DOWNSCALE_LONG_SIDE` (lib/images/resize.ts) keeps a caller's smaller upload limit from
 * starving a render of detail.
 */

/** Shortest side, in pixels, of a photo worth a render: a smaller one renders badly, so it is refused before any credit is spent. */
export const MIN_PHOTO_SIDE = 256;

/**
 * Longest side, in pixels, of a photo we upload; a larger one is downscaled first. The emulator
 * keeps inputs up to 4096 px and scales larger ones down, so sending more costs upload time and
 * gains nothing.
 */
export const MAX_UPLOAD_LONG_SIDE = 4096;

/**
 * Characters that show nothing: zero-width spaces and joiners, bidi marks and embeddings, the
 * word joiner, the BOM. Inside words they matter (RTL guidance keeps them); alone they are blank.
 */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/**
 * Trimmed text, or undefined when nothing visible is left: blank guidance or style ids (spaces,
 * or only invisible marks) are never sent, so no credit is spent on guidance nobody can read.
 */
export function presentText(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed.replace(INVISIBLE, '').trim() !== '' ? trimmed : undefined;
}

/** The spec's rule for renovate and kitchen cabinets: at least one of a style or guidance. */
export function hasStyleOrGuidance(input: { readonly style_id?: string | null | undefined; readonly guidance?: string | null | undefined }): boolean {
  return presentText(input.style_id) !== undefined || presentText(input.guidance) !== undefined;
}

/** What the user reads when neither a style nor guidance is given. */
export const STYLE_OR_GUIDANCE_MESSAGE = 'Pick a style or write guidance.';

/** True when guidance is long enough for accurate results (blank guidance is not judged). */
export function isGuidanceAccurate(guidance: string): boolean {
  const text = presentText(guidance);
  return text === undefined || text.length >= GUIDANCE.accurateFrom;
}

/** True for a creativity the service accepts: a finite number within the bounds. */
export function isCreativityInRange(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= CREATIVITY.min && value <= CREATIVITY.max;
}

/** Clamps a creativity to its bounds and snaps it to the slider's step (floating point drifts otherwise). */
export function clampCreativity(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return CREATIVITY.default;
  const clamped = Math.min(CREATIVITY.max, Math.max(CREATIVITY.min, value));
  return Number((Math.round(clamped / CREATIVITY.step) * CREATIVITY.step).toFixed(2));
}
