/**
 * The emulator's model of the service's limits, in one place. Where the spec gives a value
 * (section 8) it is used; where it is silent the value is the emulator's documented choice.
 *
 * The emulator stands in for a service we don't control, so it never imports the extension's
 * `lib/`: the extension's own copy of these rules is `lib/api/limits.ts`, and
 * `test/contract/limits.test.ts` proves the two agree at every edge (accepted at the limit,
 * refused one past it).
 */

/** Most catalog materials one renovation may carry (each is a texture download). */
export const MAX_MATERIALS = 10;

/** Longest guidance accepted. */
export const MAX_GUIDANCE = 2000;

/**
 * Longest identifier accepted: `asset_id`, `style_id`, the `project_id` and `batch_id` path
 * parameters, and a staging `room_type` or `style`.
 */
export const MAX_ID_LENGTH = 200;

/** Longest `asset_name` accepted on upload (and longest default name derived from a file or URL). */
export const MAX_ASSET_NAME = 200;

/** Creative upscale's `creativity`: inclusive bounds, and the value used when none is sent. */
export const CREATIVITY = { min: 0, max: 1, default: 0.5 } as const;

/** Staging variations one project holds (spec section 8). */
export const MAX_VARIATIONS = 20;

/** Most images one batch analysis may hold. */
export const MAX_BATCH_IMAGES = 100;

/** Longest value of any other text field (URLs, names of catalog entries). */
export const MAX_TEXT = 2000;

/**
 * Most pixels an input image may have: checked from its header before decoding. sharp's own
 * default (0x3FFF squared, 268 megapixels) let a 16000 x 16000 PNG of a few kilobytes be decoded
 * in full. The same cap as the extension's (lib/images/pixel-cap.ts), so every photo the
 * extension accepts is accepted here too.
 */
export const MAX_INPUT_PIXELS = 100_000_000;
