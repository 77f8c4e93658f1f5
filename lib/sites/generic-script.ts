/**
 * The built generic content script (WXT's output name for entrypoints/generic.content): the
 * listing script's buttons with the generic detector. Only sites the user enabled run it; the
 * built-in sites' script (content-scripts/listing.js, in the manifest) carries no detector.
 * A module of its own, without the site list, so that wxt.config.ts (run by Node, not Vite) can
 * import it.
 */
export const GENERIC_SCRIPT_FILE = 'content-scripts/generic.js';
